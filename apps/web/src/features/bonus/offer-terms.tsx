import type { TBonusOffer } from "@orchid/contract/bonus";
import { useTranslation } from "react-i18next";
import styles from "./bonus.module.css";
import { offerTerms } from "./offer-summary.ts";
import type { TOfferFormatHook } from "./use-offer-format.ts";

type TOfferTermsProps = {
  offer: Pick<TBonusOffer, "reward" | "wagering" | "gameName">;
  format: TOfferFormatHook;
  /** Deposit bonuses always say their minimum; a bonus joined without a deposit only when it has one. */
  isMinDepositShown: boolean;
  id?: string;
};

/**
 * An offer's terms: what it gives and the minimum deposit, then for bonus money (and free spins'
 * winnings) the turnover, counting games, largest bet and days (offer-summary.ts).
 */
export function OfferTerms({ offer, format, isMinDepositShown, id }: TOfferTermsProps) {
  const { t } = useTranslation();
  const terms = offerTerms(offer, format, { isMinDepositShown, isGamesReady: format.isGamesReady });
  return (
    <dl className={styles.terms} id={id} data-reward={offer.reward.kind}>
      {terms.map(([key, value]) => (
        <div key={key} className={styles.term}>
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
