import type { TBetRecord, TBetRecordPage } from "@orchid/contract/games";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import centre from "../../ui/centre-page.module.css";
import table from "../member-centre/centre-table.module.css";
import { StatusBadge, type TBadgeTone } from "../member-centre/status-badge.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./bet-record-table.module.css";
import { MoneyCell } from "./money-cell.tsx";
import { RecordsTableHead } from "./records-table-head.tsx";

const STATUS_TONES: Record<TBetRecord["status"], TBadgeTone> = {
  settled: "good",
  open: "wait",
  cancelled: "neutral",
};
const END_COLUMNS = ["stake", "win", "net"] as const;

/** The bets of a page and the period's totals; rows turn into cards on narrow screens. */
export function BetRecordTable({ page }: { page: TBetRecordPage }) {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const labels = {
    time: t("record_time"),
    game: t("betrec_game"),
    type: t("betrec_game_type"),
    stake: t("betrec_stake"),
    win: t("betrec_win"),
    net: t("betrec_net"),
    status: t("record_status"),
  };
  return (
    <div className={table.wrap}>
      <table className={table.stacks} data-testid="betrec-table">
        <RecordsTableHead labels={labels} endColumns={END_COLUMNS} />
        <tbody>
          {page.rows.map((row) => (
            <tr key={row.id} data-testid="betrec-row" data-round={row.roundId}>
              <td data-label={labels.time} className={table.num}>
                {formatZonedDateTime(new Date(row.placedAt), timeZone)}
              </td>
              <td data-label={labels.game}>
                <span>
                  <bdi>{row.gameName}</bdi>
                  <span className={centre.muted}>
                    {" · "}
                    <bdi>{row.vendorName}</bdi>
                  </span>
                </span>
              </td>
              <td data-label={labels.type}>{t(`game_type_${row.gameType.toLowerCase()}`)}</td>
              <MoneyCell label={labels.stake} minor={row.stake} />
              <MoneyCell label={labels.win} minor={row.win} />
              <MoneyCell label={labels.net} minor={row.net} isSigned />
              <td data-label={labels.status}>
                <StatusBadge tone={STATUS_TONES[row.status]} text={t(`betrec_status_${row.status}`)} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totals} data-testid="betrec-totals">
            <th scope="row" colSpan={3}>
              {t("betrec_totals", { bets: page.total })}
            </th>
            <MoneyCell label={labels.stake} minor={page.totals.stake} testId="betrec-total-stake" />
            <MoneyCell label={labels.win} minor={page.totals.win} testId="betrec-total-win" />
            <MoneyCell label={labels.net} minor={page.totals.net} isSigned testId="betrec-total-net" />
            <td className={styles.filler} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
