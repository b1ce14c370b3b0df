import type { TValueOf } from "@orchid/contract/endpoint-io";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDateTime, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { ResultsTable } from "../../ui/results-table.tsx";
import styles from "./bonus.module.css";
import { GRANT_STATE_LOOKS } from "./bonus-vocabulary.ts";
import { progressPercent } from "./grant-drafts.ts";

type TGrant = TValueOf<"boGrants">["rows"][number];

const COLUMNS = [
  "bo_bonus_col_grant",
  "bo_member",
  "bo_bonus_col_campaign",
  "bo_bonus_col_bonus",
  "bo_bonus_col_progress",
  "bo_bonus_max_bet",
  "bo_status",
  "bo_bonus_col_expires",
  "bo_action",
];
const END_COLUMNS = new Set(["bo_bonus_col_bonus", "bo_bonus_max_bet", "bo_action"]);

/** Grants, newest first, with their wagering progress; an active one may be forfeited (bonus.grant). */
export function GrantsTable(props: {
  rows: TGrant[];
  canForfeit: boolean;
  onForfeit: (grant: TGrant) => void;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  return (
    <ResultsTable
      classNames={{ table: styles.table, end: styles.number }}
      columns={COLUMNS}
      endColumns={END_COLUMNS}
      testId="bonus-grants-table"
    >
      {props.rows.map((grant) => {
        const look = GRANT_STATE_LOOKS[grant.state];
        const percent = progressPercent(grant.counted, grant.required);
        return (
          <tr key={grant.id} data-testid={`bonus-grant-${grant.id}`}>
            <td className={styles.nowrap}>
              <span className="mono">#{grant.id}</span>
              <span className={styles.sub} title={formatDateTime(grant.grantedAt)}>
                {formatShort(grant.grantedAt)}
              </span>
            </td>
            <td className="mono">{grant.username}</td>
            <td className={styles.nameCell}>
              <Link to={`/bonus/campaigns/${grant.campaignId}`}>{grant.name || `#${grant.campaignId}`}</Link>
            </td>
            <td className={styles.number}>
              {formatMinor(grant.bonus)}
              {grant.deposit > 0 && (
                <span className={styles.sub}>
                  {t("bo_bonus_on_deposit", { amount: formatMinor(grant.deposit) })}
                </span>
              )}
            </td>
            <td>
              <div className={styles.progress}>
                <span className={styles.number}>
                  {t("bo_bonus_progress_of", {
                    counted: formatMinor(grant.counted),
                    required: formatMinor(grant.required),
                  })}
                </span>
                <div
                  className={styles.progressTrack}
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-label={t("bo_bonus_progress_label", { id: grant.id })}
                >
                  <div className={styles.progressFill} style={{ width: `${percent}%` }} />
                </div>
                <span className={styles.sub}>{t("bo_bonus_percent_done", { percent })}</span>
              </div>
            </td>
            <td className={styles.number}>
              {grant.maxBet === null ? t("bo_bonus_no_limit") : formatMinor(grant.maxBet)}
            </td>
            <td>
              <span className={look.badge} data-state={grant.state}>
                {t(look.key)}
              </span>
            </td>
            <td className={styles.nowrap}>
              {grant.closedAt ? (
                <span title={formatDateTime(grant.closedAt)}>
                  {t("bo_bonus_closed_at", { at: formatShort(grant.closedAt) })}
                </span>
              ) : (
                <span title={formatDateTime(grant.expiresAt)}>{formatShort(grant.expiresAt)}</span>
              )}
            </td>
            <td>
              <div className={styles.actions}>
                {props.canForfeit && grant.state === "active" && (
                  <button
                    type="button"
                    className="btn btn-small btn-danger"
                    onClick={() => props.onForfeit(grant)}
                    data-testid={`bonus-grant-${grant.id}-forfeit`}
                  >
                    {t("bo_bonus_forfeit")}
                  </button>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </ResultsTable>
  );
}
