import { useTranslation } from "react-i18next";
import { useMoney } from "../wallet/use-money.ts";
import { bookProblemText } from "./book-problem-text.ts";
import { canBet } from "./can-bet.ts";
import { marketTitle } from "./market-name.ts";
import { selectionLabel } from "./selection-label.ts";
import styles from "./slip.module.css";
import type { TSlipLeg } from "./slip-leg.ts";
import { stakeOf } from "./slip-lines.ts";
import { potentialReturn, shownMinor } from "./slip-maths.ts";
import { removeSlipLeg, setSingleStake } from "./slip-store.ts";
import { StakeInput } from "./stake-input.tsx";
import { useOddsText } from "./use-odds-text.ts";

type TSlipLegRowProps = {
  leg: TSlipLeg;
  stake: string;
  refusal: unknown;
  /** Another leg of the slip is of the same event: this one cannot go in the parlay. */
  isSameEvent: boolean;
};

/** A selection on the slip: what it is, its price (and the one before, if it moved), its single's stake. */
export function SlipLegRow({ leg, stake, refusal, isSameEvent }: TSlipLegRowProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const oddsText = useOddsText();
  const market = { type: leg.marketType, line: leg.line, map: leg.map };
  const label = selectionLabel(market, leg, leg, t);
  const isLocked = !canBet(
    { eventState: leg.eventState, startsAt: leg.startsAt, marketState: leg.marketState, isOpen: leg.isOpen },
    Date.now(),
  );
  const minor = stakeOf(stake);
  const isMoved = leg.current !== leg.odds;
  const isLive = leg.eventState === "live" || leg.eventState === "suspended";
  return (
    <li
      className={styles.leg}
      data-locked={isLocked}
      data-testid="sb-slip-leg"
      data-selection-id={leg.selectionId}
    >
      <div className={styles.legHead}>
        <bdi className={styles.legPick}>{label}</bdi>
        <span
          className={styles.legOdds}
          data-move={isMoved ? (leg.current > leg.odds ? "up" : "down") : undefined}
          data-testid="sb-slip-odds"
        >
          {isMoved && <s className={styles.legOldOdds}>{oddsText(leg.odds)}</s>}
          {oddsText(leg.current)}
        </span>
        <button
          type="button"
          className={styles.remove}
          aria-label={t("sb_slip_remove", { pick: label })}
          onClick={() => removeSlipLeg(leg.selectionId)}
        >
          ×
        </button>
      </div>
      <p className={styles.legMarket}>{marketTitle(market, t)}</p>
      <p className={styles.legEvent}>
        {isLive && <span className={styles.liveTag}>{t("sb_live")}</span>}
        <bdi>{leg.away ? t("sb_versus", { home: leg.home, away: leg.away }) : leg.home}</bdi>
      </p>
      {isLocked && <p className={styles.flag}>{t("sb_leg_locked")}</p>}
      {isSameEvent && <p className={styles.flag}>{t("sb_leg_same_event")}</p>}
      <div className={styles.legStake}>
        <StakeInput
          value={stake}
          label={t("sb_stake_for", { pick: label })}
          testId="sb-single-stake"
          onChange={(text) => setSingleStake(leg.selectionId, text)}
        />
        <span className={styles.toReturn}>
          {t("sb_to_return")}
          <strong>
            {money.withSymbol(minor === null ? 0 : shownMinor(potentialReturn(minor, [leg.odds])))}
          </strong>
        </span>
      </div>
      {refusal !== undefined && (
        <p className={styles.problem} role="alert" data-testid="sb-line-problem">
          {bookProblemText(refusal, t, money.withSymbol)}
        </p>
      )}
    </li>
  );
}
