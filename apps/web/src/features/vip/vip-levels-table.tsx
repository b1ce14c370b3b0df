import { useTranslation } from "react-i18next";
import { useLocaleTag } from "../../i18n/use-locale-tag.ts";
import centre from "../../ui/centre-page.module.css";
import table from "../member-centre/centre-table.module.css";
import type { TMissionFormatHook } from "../missions/use-mission-format.ts";
import styles from "./vip.module.css";
import { rankText, rebateText, sortedLevels, type TVipStatus } from "./vip-format.ts";

/**
 * Every level from the lowest up, the member's own marked: what reaches it over 30 days and what
 * it gives (daily rebate, daily withdrawal limit, birthday bonus, a dedicated service team).
 */
export function VipLevelsTable({ status, format }: { status: TVipStatus; format: TMissionFormatHook }) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const labels = {
    rank: t("vip_level"),
    deposits: t("vip_min_deposits"),
    validBet: t("vip_min_valid_bet"),
    rebate: t("vip_rebate"),
    withdraw: t("vip_withdraw_daily"),
    birthday: t("vip_birthday_bonus"),
    service: t("vip_dedicated_service"),
  };
  const levels = sortedLevels(status.levels);
  return (
    <section className={centre.card} aria-labelledby="vip-levels-title" data-testid="vip-levels">
      <h3 className={centre.cardTitle} id="vip-levels-title">
        {t("vip_levels_title")}
      </h3>
      <p className={centre.muted}>{t("vip_levels_note")}</p>
      {levels.length === 0 ? (
        <p className={centre.muted}>{t("vip_levels_empty")}</p>
      ) : (
        <div className={table.wrap}>
          <table className={`${table.stacks} ${styles.levels}`}>
            <thead>
              <tr>
                <th scope="col">{labels.rank}</th>
                <th scope="col" className={table.end}>
                  {labels.deposits}
                </th>
                <th scope="col" className={table.end}>
                  {labels.validBet}
                </th>
                <th scope="col" className={table.end}>
                  {labels.rebate}
                </th>
                <th scope="col" className={table.end}>
                  {labels.withdraw}
                </th>
                <th scope="col" className={table.end}>
                  {labels.birthday}
                </th>
                <th scope="col">{labels.service}</th>
              </tr>
            </thead>
            <tbody>
              {levels.map((level) => {
                const isMine = level.rank === status.rank;
                return (
                  <tr
                    key={level.rank}
                    className={isMine ? styles.mine : undefined}
                    aria-current={isMine ? "true" : undefined}
                    data-testid={`vip-level-${level.rank}`}
                  >
                    <td data-label={labels.rank} className={styles.levelCell}>
                      <span className={styles.levelName}>{rankText(level.rank, level.name, format)}</span>
                      {isMine && <span className={styles.youTag}>{t("vip_you")}</span>}
                    </td>
                    <td data-label={labels.deposits} className={`${table.end} ${table.num}`}>
                      {format.money(level.minDeposits)}
                    </td>
                    <td data-label={labels.validBet} className={`${table.end} ${table.num}`}>
                      {format.money(level.minValidBet)}
                    </td>
                    <td data-label={labels.rebate} className={`${table.end} ${table.num}`}>
                      {rebateText(level.rebateBp, localeTag)}
                    </td>
                    <td data-label={labels.withdraw} className={`${table.end} ${table.num}`}>
                      {level.withdrawDailyMax === null
                        ? t("vip_withdraw_standard")
                        : format.money(level.withdrawDailyMax)}
                    </td>
                    <td data-label={labels.birthday} className={`${table.end} ${table.num}`}>
                      {level.birthdayBonus > 0 ? format.money(level.birthdayBonus) : "—"}
                    </td>
                    <td data-label={labels.service}>{t(level.dedicatedService ? "vip_yes" : "vip_no")}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
