import type { TBookEvent, TBookMarket, TBookSelection } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import styles from "./board.module.css";
import { canBet } from "./can-bet.ts";
import { LockIcon } from "./lock-icon.tsx";
import { legOf } from "./slip-leg.ts";
import { toggleSlipLeg, useSlipStore } from "./slip-store.ts";
import { useOddsText } from "./use-odds-text.ts";
import { usePriceMove } from "./use-price-move.ts";

type TPriceButtonProps = {
  event: TBookEvent;
  market: TBookMarket;
  selection: TBookSelection;
  /** What the button says above the price (1 / X / 2, a line, a team). */
  label: string;
  /** The selection in full, for screen readers and the tooltip. */
  title: string;
  /** `wide`: the event page's buttons, the label beside the price. */
  variant?: "board" | "wide";
};

/**
 * A price: a click puts it on the slip or takes it off. It flashes green or red for a second
 * when it moves up or down, and shows greyed with a padlock while it takes no bets (still
 * clickable to take it off the slip).
 */
export function PriceButton({
  event,
  market,
  selection,
  label,
  title,
  variant = "board",
}: TPriceButtonProps) {
  const { t } = useTranslation();
  const oddsText = useOddsText();
  const isPicked = useSlipStore((state) => state.legs.some((leg) => leg.selectionId === selection.id));
  const move = usePriceMove(selection.odds);
  const isOpen = canBet(
    { eventState: event.state, startsAt: event.startsAt, marketState: market.state, isOpen: selection.open },
    Date.now(),
  );
  const odds = oddsText(selection.odds);
  return (
    <button
      type="button"
      className={variant === "wide" ? styles.priceWide : styles.price}
      aria-pressed={isPicked}
      aria-label={isOpen ? `${title} ${odds}` : `${title} ${odds} ${t("sb_price_locked")}`}
      title={title}
      disabled={!isOpen && !isPicked}
      data-locked={!isOpen}
      data-move={move ?? undefined}
      data-testid="sb-price"
      data-selection-id={selection.id}
      onClick={() => toggleSlipLeg(legOf(event, market, selection))}
    >
      {/* On the board's narrow buttons the padlock sits in a corner, beside the short price, so it takes none of the label's room. */}
      {!isOpen && variant === "board" && (
        <span className={styles.priceLock}>
          <LockIcon size={9} />
        </span>
      )}
      <span className={styles.priceLabel}>
        {!isOpen && variant === "wide" && <LockIcon size={10} />}
        <bdi>{label}</bdi>
      </span>
      <span className={styles.priceOdds}>
        {odds}
        {move && (
          <span className={styles.priceArrow} aria-hidden="true">
            {move === "up" ? "▲" : "▼"}
          </span>
        )}
      </span>
    </button>
  );
}
