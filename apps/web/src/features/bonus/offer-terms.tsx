import type { TBonusOffer } from "@orchid/contract/bonus";
import { useTranslation } from "react-i18next";
import styles from "./bonus.module.css";
import { contributionsText, maxBetText, minDepositText, rewardText, turnoverText } from "./offer-summary.ts";
import type { TOfferFormatHook } from "./use-offer-format.ts";

type TOfferTermsProps = {
  offer: Pick<TBonusOffer, "reward" | "wagering">;
  format: TOfferFormatHook;
  /** Deposit bonuses always say their minimum; a bonus joined without a deposit only when it has one. */
  isMinDepositShown: boolean;
  id?: string;
};

/** An offer's terms: what it gives, minimum deposit, turnover, counting games, largest bet, days. */
export function OfferTerms({ offer, format, isMinDepositShown, id }: TOfferTermsProps) {
  const { t } = useTranslation();
  const { reward, wagering } = offer;
  const terms: [string, string][] = [
    ["bonus_term_reward", rewardText(reward, format)],
    ["bonus_term_turnover", turnoverText(wagering, format)],
    ["bonus_term_games", format.isGamesReady ? contributionsText(wagering.contributions, format) : "…"],
    ["bonus_term_max_bet", maxBetText(wagering.maxBet, format)],
    ["bonus_term_expiry_days", format.count(wagering.expiryDays)],
  ];
  if (isMinDepositShown) terms.splice(1, 0, ["bonus_term_min_deposit", minDepositText(reward, format)]);
  return (
    <dl className={styles.terms} id={id}>
      {terms.map(([key, value]) => (
        <div key={key} className={styles.term}>
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
