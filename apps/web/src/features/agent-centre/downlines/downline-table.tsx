import type { TDownlineRow } from "@orchid/contract/agent";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import buttonStyles from "../../../ui/button.module.css";
import table from "../../member-centre/centre-table.module.css";
import { StatusBadge } from "../../member-centre/status-badge.tsx";
import { RecordsTableHead } from "../../records/records-table-head.tsx";
import { useSiteInfo } from "../../system-status/site-info-context.ts";
import styles from "../agent-centre.module.css";
import { useFigures } from "../use-figures.ts";
import { accountTypeKey } from "./account-type-key.ts";

const END_COLUMNS = ["balance", "team"] as const;

type TDownlineTableProps = {
  rows: readonly TDownlineRow[];
  /** Show this member's own downlines. */
  onOpen: (username: string) => void;
  onTransfer: (row: TDownlineRow) => void;
};

/** Downlines: username (opens its downlines), type, balance, last login, status, team, contracts, transfer. */
export function DownlineTable({ rows, onOpen, onTransfer }: TDownlineTableProps) {
  const { t } = useTranslation();
  const figures = useFigures();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const labels = {
    username: t("field_username"),
    type: t("agc_register_type"),
    balance: t("agc_downline_balance"),
    lastLogin: t("agc_downline_last_login"),
    status: t("record_status"),
    team: t("agc_downline_team"),
    contracts: t("agc_downline_contracts"),
    actions: t("agc_actions"),
  };
  return (
    <div className={table.wrap}>
      <table className={table.stacks} data-testid="downline-table">
        <RecordsTableHead labels={labels} endColumns={END_COLUMNS} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.username} data-testid="downline-row">
              <td data-label={labels.username}>
                {row.directCount > 0 ? (
                  <button
                    type="button"
                    className={styles.linkButton}
                    data-testid="downline-open"
                    onClick={() => onOpen(row.username)}
                  >
                    <bdi>{row.username}</bdi>
                  </button>
                ) : (
                  <bdi data-testid="downline-username">{row.username}</bdi>
                )}
              </td>
              <td data-label={labels.type}>{t(accountTypeKey(row.type))}</td>
              <td data-label={labels.balance} className={`${table.end} ${table.num}`}>
                {figures.withSymbol(row.balance)}
              </td>
              <td data-label={labels.lastLogin} className={table.num}>
                {row.lastLoginAt === null ? "—" : formatZonedDateTime(new Date(row.lastLoginAt), timeZone)}
              </td>
              <td data-label={labels.status}>
                <StatusBadge
                  tone={row.status === "active" ? "good" : "bad"}
                  text={t(`agc_member_status_${row.status}`, { defaultValue: row.status })}
                />
              </td>
              <td data-label={labels.team} className={`${table.end} ${table.num}`}>
                {t("agc_downline_team_counts", {
                  direct: figures.count(row.directCount),
                  team: figures.count(row.teamSize),
                })}
              </td>
              <td data-label={labels.contracts}>
                {row.contracts.length === 0
                  ? "—"
                  : row.contracts
                      .map(
                        (c) =>
                          `${t(`agc_kind_${c.kind}`)} ${figures.rate(c.topRateBp)} (${t(`agc_state_${c.state}`)})`,
                      )
                      .join(", ")}
              </td>
              <td data-label={labels.actions}>
                <button
                  type="button"
                  className={`${buttonStyles.ghost} ${styles.small}`}
                  data-testid="downline-transfer"
                  onClick={() => onTransfer(row)}
                >
                  {t("agc_transfer")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
