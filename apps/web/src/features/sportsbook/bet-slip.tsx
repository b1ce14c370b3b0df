import { useId } from "react";
import { useTranslation } from "react-i18next";
import buttons from "../../ui/button.module.css";
import { parseAmount } from "../wallet/parse-amount.ts";
import { useMoney } from "../wallet/use-money.ts";
import { needsAcceptance } from "./accept-odds.ts";
import { AcceptOddsSelect } from "./accept-odds-select.tsx";
import { canBet } from "./can-bet.ts";
import { sharedEvents } from "./parlay-check.ts";
import { ParlayLine } from "./parlay-line.tsx";
import styles from "./slip.module.css";
import { SlipLegRow } from "./slip-leg-row.tsx";
import { PARLAY_LINE, slipLines } from "./slip-lines.ts";
import { potentialReturn, shownMinor } from "./slip-maths.ts";
import { SlipReceipts } from "./slip-receipts.tsx";
import { acceptSlipPrices, clearSlip, useSlipStore } from "./slip-store.ts";
import { useBookPrefs } from "./use-book-prefs.ts";
import { placeSlip } from "./use-place-bets.ts";

/**
 * The bet slip: its selections with a stake each (singles), the parlay of them all when they
 * make one, which price changes to take, the totals and "Place bets". A price that moved past
 * what the member takes asks to be accepted first; a selection that takes no bets now holds
 * placing back until it opens again or is removed.
 */
export function BetSlip() {
  const { t } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  const { legs, singles, parlay, refusals, isPlacing, isCheckingLive } = useSlipStore();
  const acceptOdds = useBookPrefs((state) => state.acceptOdds);

  const shared = sharedEvents(legs);
  const lines = slipLines(legs, { singles, parlay });
  const now = Date.now();
  const isLocked = (leg: (typeof legs)[number]) =>
    !canBet(
      {
        eventState: leg.eventState,
        startsAt: leg.startsAt,
        marketState: leg.marketState,
        isOpen: leg.isOpen,
      },
      now,
    );
  const isBlocked = lines.some((line) => line.legs.some(isLocked));
  const hasBadStake = [...Object.values(singles), parlay].some(
    (text) => text.trim() && parseAmount(text).problem,
  );
  const needsAccept = legs.some((leg) => needsAcceptance(leg, acceptOdds));
  const totalStake = lines.reduce((sum, line) => sum + line.stake, 0);
  const totalReturn = lines.reduce(
    (sum, line) =>
      sum +
      potentialReturn(
        line.stake,
        line.legs.map((leg) => leg.odds),
      ),
    0n,
  );

  function hint(): string | null {
    if (needsAccept) return t("sb_slip_accept_hint");
    if (isBlocked) return t("sb_slip_blocked");
    if (hasBadStake) return t("sb_slip_bad_stake");
    if (lines.length === 0) return t("sb_slip_enter_stake");
    return null;
  }

  return (
    <section className={styles.slip} aria-labelledby={titleId} data-testid="sb-slip">
      <header className={styles.slipHead}>
        <h2 id={titleId} className={styles.slipTitle}>
          {t("sb_slip")}
          <span className={styles.slipCount} data-testid="sb-slip-count">
            {legs.length}
          </span>
        </h2>
        {legs.length > 0 && (
          <button type="button" className={styles.clear} onClick={clearSlip}>
            {t("sb_slip_clear")}
          </button>
        )}
      </header>
      {legs.length === 0 ? (
        <p className={styles.slipEmpty}>{t("sb_slip_empty")}</p>
      ) : (
        <>
          <h3 className={styles.linesTitle}>{t("sb_singles")}</h3>
          <ul className={styles.legs}>
            {legs.map((leg) => (
              <SlipLegRow
                key={leg.selectionId}
                leg={leg}
                stake={singles[leg.selectionId] ?? ""}
                refusal={refusals[String(leg.selectionId)]}
                isSameEvent={shared.has(leg.eventId)}
              />
            ))}
          </ul>
          {legs.length >= 2 && <ParlayLine legs={legs} stake={parlay} refusal={refusals[PARLAY_LINE]} />}
          <AcceptOddsSelect />
          <dl className={styles.totals}>
            <div>
              <dt>{t("sb_total_stake")}</dt>
              <dd data-testid="sb-total-stake">{money.withSymbol(totalStake)}</dd>
            </div>
            <div>
              <dt>{t("sb_total_return")}</dt>
              <dd data-testid="sb-total-return">{money.withSymbol(shownMinor(totalReturn))}</dd>
            </div>
          </dl>
          {needsAccept ? (
            <button
              type="button"
              className={buttons.gold}
              data-testid="sb-accept-prices"
              onClick={acceptSlipPrices}
            >
              {t("sb_accept_prices")}
            </button>
          ) : (
            <button
              type="button"
              className={buttons.gold}
              disabled={isPlacing || isBlocked || hasBadStake || lines.length === 0}
              data-testid="sb-place"
              onClick={() => void placeSlip()}
            >
              {isPlacing ? t("sb_placing") : t("sb_place_bets", { count: lines.length })}
            </button>
          )}
          {isPlacing && isCheckingLive ? (
            <p className={styles.checking} role="status" data-testid="sb-checking-live">
              {t("sb_checking_live")}
            </p>
          ) : (
            !isPlacing && hint() && <p className={styles.hint}>{hint()}</p>
          )}
        </>
      )}
      <SlipReceipts />
    </section>
  );
}
