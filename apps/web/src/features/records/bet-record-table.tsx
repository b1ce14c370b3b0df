import type { TBetRecord, TBetRecordPage } from "@orchid/contract/games";
import { useTranslation } from "react-i18next";
import { formatZonedDateTime } from "../../i18n/zoned-time.ts";
import centre from "../member-centre/centre-page.module.css";
import table from "../member-centre/centre-table.module.css";
import { StatusBadge, type TBadgeTone } from "../member-centre/status-badge.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./bet-record-table.module.css";
import { toneOf } from "./money-tone.ts";

const STATUS_TONES: Record<TBetRecord["status"], TBadgeTone> = {
  settled: "good",
  open: "wait",
  cancelled: "neutral",
};

/** The bets of a page and the period's totals; rows turn into cards on narrow screens. */
export function BetRecordTable({ page }: { page: TBetRecordPage }) {
  const { t } = useTranslation();
  const money = useMoney();
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
        <thead>
          <tr>
            <th scope="col">{labels.time}</th>
            <th scope="col">{labels.game}</th>
            <th scope="col">{labels.type}</th>
            <th scope="col" className={table.end}>
              {labels.stake}
            </th>
            <th scope="col" className={table.end}>
              {labels.win}
            </th>
            <th scope="col" className={table.end}>
              {labels.net}
            </th>
            <th scope="col">{labels.status}</th>
          </tr>
        </thead>
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
              <td data-label={labels.stake} className={`${table.end} ${table.num}`}>
                {money.plain(row.stake)}
              </td>
              <td data-label={labels.win} className={`${table.end} ${table.num}`}>
                {money.plain(row.win)}
              </td>
              <td data-label={labels.net} className={`${table.end} ${table.num} ${toneOf(row.net)}`}>
                {money.signed(row.net)}
              </td>
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
            <td
              data-label={labels.stake}
              className={`${table.end} ${table.num}`}
              data-testid="betrec-total-stake"
            >
              {money.plain(page.totals.stake)}
            </td>
            <td
              data-label={labels.win}
              className={`${table.end} ${table.num}`}
              data-testid="betrec-total-win"
            >
              {money.plain(page.totals.win)}
            </td>
            <td
              data-label={labels.net}
              className={`${table.end} ${table.num} ${toneOf(page.totals.net)}`}
              data-testid="betrec-total-net"
            >
              {money.signed(page.totals.net)}
            </td>
            <td className={styles.filler} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
