import type { TBonusOffer } from "@orchid/contract/bonus";
import { useTranslation } from "react-i18next";
import centre from "../../../ui/centre-page.module.css";
import styles from "../../bonus/bonus.module.css";
import {
  bonusForDeposit,
  depositQualifies,
  rewardText,
  smallestQualifyingDeposit,
  type TOfferFormat,
} from "../../bonus/offer-summary.ts";
import { OfferTerms } from "../../bonus/offer-terms.tsx";
import { type TOfferFormatHook, useOfferFormat } from "../../bonus/use-offer-format.ts";

type TBonusChoiceProps = {
  offers: TBonusOffer[];
  /** The chosen campaign; null: no bonus. */
  selectedId: number | null;
  onSelect: (campaignId: number | null) => void;
  /** The amount typed, minor units; null while it is not an amount. */
  typed: number | null;
  /** A submit was stopped by the chosen bonus's minimum: its note is announced. */
  isRefused: boolean;
};

/**
 * The deposit bonuses the member may take with this deposit, as cards to choose from; "No bonus"
 * is first and chosen until another is. Nothing shows when there are none.
 */
export function BonusChoice({ offers, selectedId, onSelect, typed, isRefused }: TBonusChoiceProps) {
  const { t } = useTranslation();
  const format = useOfferFormat();
  if (offers.length === 0) return null;
  return (
    <fieldset className={centre.group} data-testid="deposit-bonuses">
      <legend className={styles.legend}>{t("bonus_choice_title")}</legend>
      <ul className={styles.offers}>
        <li className={styles.offer} data-testid="deposit-bonus-none">
          <label className={styles.choice}>
            <input
              type="radio"
              name="deposit-bonus"
              checked={selectedId === null}
              onChange={() => onSelect(null)}
            />
            <span className={styles.name}>{t("bonus_choice_none")}</span>
          </label>
          <p className={styles.text}>{t("bonus_choice_none_text")}</p>
        </li>
        {offers.map((offer) => (
          <BonusCard
            key={offer.campaignId}
            offer={offer}
            format={format}
            isChosen={offer.campaignId === selectedId}
            onSelect={() => onSelect(offer.campaignId)}
            typed={typed}
            isRefused={isRefused}
          />
        ))}
      </ul>
    </fieldset>
  );
}

type TBonusCardProps = {
  offer: TBonusOffer;
  format: TOfferFormatHook;
  isChosen: boolean;
  onSelect: () => void;
  typed: number | null;
  isRefused: boolean;
};

/**
 * What a qualifying deposit earns: "This deposit earns a bonus of K 50.00", or the points or free
 * spins the offer gives whole.
 */
function gainText(offer: TBonusOffer, deposit: number, format: TOfferFormat): string {
  const bonus = bonusForDeposit(offer.reward, deposit);
  if (bonus !== null) return format.t("bonus_deposit_gets", { amount: format.money(bonus) });
  return format.t("bonus_deposit_gets_reward", { reward: rewardText(offer.reward, format, offer.gameName) });
}

/** One deposit bonus: its terms; once chosen, what the typed amount earns or the deposit it needs. */
function BonusCard({ offer, format, isChosen, onSelect, typed, isRefused }: TBonusCardProps) {
  const { t } = useTranslation();
  const id = `deposit-bonus-${offer.campaignId}`;
  /** The typed deposit, once chosen and enough for this offer. */
  const qualifying = isChosen && typed !== null && depositQualifies(offer.reward, typed) ? typed : null;
  const isTooSmall = isChosen && typed !== null && qualifying === null;
  return (
    <li className={styles.offer} data-testid={id}>
      <label className={styles.choice}>
        <input
          type="radio"
          name="deposit-bonus"
          value={offer.campaignId}
          checked={isChosen}
          aria-describedby={`${id}-terms ${id}-status`}
          onChange={onSelect}
        />
        <span className={styles.name}>
          <bdi>{offer.name}</bdi>
        </span>
      </label>
      {offer.description && <p className={styles.text}>{offer.description}</p>}
      <OfferTerms id={`${id}-terms`} offer={offer} format={format} isMinDepositShown />
      <div id={`${id}-status`} aria-live="polite">
        {isTooSmall && (
          <p className={styles.note} role={isRefused ? "alert" : undefined} data-testid={`${id}-too-small`}>
            {t("bonus_deposit_too_small", { amount: format.money(smallestQualifyingDeposit(offer.reward)) })}
          </p>
        )}
        {qualifying !== null && (
          <p className={styles.gain} data-testid={`${id}-gain`}>
            {gainText(offer, qualifying, format)}
          </p>
        )}
      </div>
    </li>
  );
}
