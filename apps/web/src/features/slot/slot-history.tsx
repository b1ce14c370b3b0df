import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import type { TMoneyFormat } from "../wallet/use-money.ts";
import styles from "./slot-page.module.css";

/** The member's last rounds of this game (merchant time), newest first; fetched again after every round. */
export function SlotHistory({ token, money }: { token: string; money: TMoneyFormat }) {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const history = useApiQuery("slotHistory", { token }, { staleTime: 0 });
  const rows = history.data ?? [];
  return (
    <section className={styles.history} aria-labelledby="slot-history-title">
      <h2 id="slot-history-title" className={styles.sectionTitle}>
        {t("slot_history")}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t("slot_history_empty")}</p>
      ) : (
        <table className={styles.historyTable}>
          <thead>
            <tr>
              <th scope="col">{t("slot_history_time")}</th>
              <th scope="col" className={styles.end}>
                {t("slot_history_bet")}
              </th>
              <th scope="col" className={styles.end}>
                {t("slot_history_win")}
              </th>
              <th scope="col" className={styles.end}>
                {t("slot_free_spins")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.roundId}
                data-testid="slot-history-row"
                data-bet={row.totalBet}
                data-win={row.totalWin}
                data-bonus-spin={row.bonusSpin}
              >
                <td className={styles.num}>
                  {formatZonedDateTime(new Date(row.playedAt), timeZone).slice(11)}
                </td>
                <td className={styles.end}>
                  {row.bonusSpin ? t("slot_free_spins") : money.plain(row.totalBet)}
                </td>
                <td className={`${styles.end} ${row.totalWin > 0 ? styles.won : ""}`}>
                  {money.plain(row.totalWin)}
                </td>
                <td className={styles.end}>{row.freeSpins > 0 ? row.freeSpins : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
