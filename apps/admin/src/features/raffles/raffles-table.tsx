import { useTranslation } from "react-i18next";
import { useFormatDateTime, useFormatNumber, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { ResultsTable } from "../../ui/results-table.tsx";
import { useFormatCash } from "../points/use-format-cash.ts";
import { claimedPercent, raffleStateAt, raffleTitleIn, type TConsoleRaffleValue } from "./raffle-draft.ts";
import styles from "./raffles.module.css";
import { RAFFLE_STATE_LOOKS } from "./raffles-vocabulary.ts";

const COLUMNS = [
  "bo_raffles_col_title",
  "bo_raffles_col_pool",
  "bo_raffles_col_packets",
  "bo_raffles_col_claimed",
  "bo_raffles_col_window",
  "bo_status",
];
const END_COLUMNS = new Set(["bo_raffles_col_pool", "bo_raffles_col_packets"]);

/**
 * The merchant's raffles: each one's pool and packets, how many were taken and what they paid
 * (with a bar), its window in the merchant's zone and where it stands now.
 */
export function RafflesTable(props: { rows: TConsoleRaffleValue[]; now: Date }) {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const formatNumber = useFormatNumber();
  const formatCash = useFormatCash();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  return (
    <ResultsTable
      classNames={{ table: styles.table, end: styles.number }}
      columns={COLUMNS}
      endColumns={END_COLUMNS}
      testId="raffles-table"
    >
      {props.rows.map((raffle) => {
        const state = raffleStateAt(raffle, props.now);
        const look = RAFFLE_STATE_LOOKS[state];
        const percent = claimedPercent(raffle.claimed, raffle.packets);
        return (
          <tr key={raffle.id} data-testid={`raffle-${raffle.id}`}>
            <td className={styles.nameCell}>
              {raffleTitleIn(raffle.title, language) || `#${raffle.id}`}
              <span className={styles.sub} title={formatDateTime(raffle.createdAt)}>
                {t("bo_raffles_made", { id: raffle.id, at: formatShort(raffle.createdAt) })}
              </span>
            </td>
            <td className={styles.number}>{formatCash(raffle.pool)}</td>
            <td className={styles.number}>{formatNumber(raffle.packets)}</td>
            <td>
              <div className={styles.progress}>
                <span className={styles.number}>
                  {t("bo_raffles_claimed_of", {
                    claimed: formatNumber(raffle.claimed),
                    packets: formatNumber(raffle.packets),
                  })}
                </span>
                <div
                  className={styles.progressTrack}
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-label={t("bo_raffles_claimed_label", { id: raffle.id })}
                >
                  <div className={styles.progressFill} style={{ width: `${percent}%` }} />
                </div>
                <span className={styles.sub}>
                  {t("bo_raffles_paid_of", {
                    paid: formatCash(raffle.paid),
                    pool: formatCash(raffle.pool),
                  })}
                </span>
              </div>
            </td>
            <td className={styles.nowrap}>
              <span title={formatDateTime(raffle.opensAt)}>{formatShort(raffle.opensAt)}</span>
              <span className={styles.sub} title={formatDateTime(raffle.closesAt)}>
                {t("bo_raffles_until", { at: formatShort(raffle.closesAt) })}
              </span>
            </td>
            <td>
              <span className={look.badge} data-state={state}>
                {t(look.key)}
              </span>
            </td>
          </tr>
        );
      })}
    </ResultsTable>
  );
}
