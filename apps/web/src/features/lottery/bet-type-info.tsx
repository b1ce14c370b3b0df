import type { TLotteryBetType } from "@orchid/contract/lottery";
import { useTranslation } from "react-i18next";
import { useLocaleTag } from "../../i18n/use-locale-tag.ts";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./bet-panel.module.css";
import { payoutLabel, payoutMultiple } from "./payout-label.ts";
import { useBetTypeText } from "./use-bet-type-text.ts";

type TBetTypeInfoProps = { family: string; betType: TLotteryBetType; memberDrawLimit: number };

/**
 * A bet type's rules in brief, its stake limits, what each kind of hit pays per unit staked and
 * its exact return to player, as the merchant prices it.
 */
export function BetTypeInfo({ family, betType, memberDrawLimit }: TBetTypeInfoProps) {
  const { t } = useTranslation();
  const text = useBetTypeText();
  const money = useMoney();
  const localeTag = useLocaleTag();
  const multiple = new Intl.NumberFormat(localeTag, { maximumFractionDigits: 4 });
  const percent = new Intl.NumberFormat(localeTag, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const help = text.help(family, betType.code);
  return (
    <details className={styles.info} data-testid="lottery-bet-info">
      <summary>{t("lott_odds_title", { name: text.name(betType.code) })}</summary>
      {help && <p className={styles.help}>{help}</p>}
      <dl className={styles.facts}>
        <dt>{t("lott_stake_range")}</dt>
        <dd>
          {money.withSymbol(betType.minStake)} – {money.withSymbol(betType.maxStake)}
        </dd>
        <dt>{t("lott_member_draw_limit")}</dt>
        <dd>{money.withSymbol(memberDrawLimit)}</dd>
      </dl>
      <table className={styles.odds}>
        <thead>
          <tr>
            <th scope="col">{t("lott_pays")}</th>
            <th scope="col">{t("lott_pays_per_unit")}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(betType.pays).map(([key, pays]) => (
            <tr key={key}>
              <td>{payoutLabel(key, t) ?? t("lott_pays_hit")}</td>
              <td className={styles.number}>×{multiple.format(payoutMultiple(pays, betType.cost))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.odds} data-testid="lottery-rtp">
        <thead>
          <tr>
            <th scope="col">{t("lott_rtp_class")}</th>
            <th scope="col">{t("lott_rtp")}</th>
          </tr>
        </thead>
        <tbody>
          {betType.rtp.map((row) => (
            <tr key={row.label}>
              <td>
                <bdi>{row.label}</bdi>
              </td>
              <td className={styles.number}>{percent.format(row.rtp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
