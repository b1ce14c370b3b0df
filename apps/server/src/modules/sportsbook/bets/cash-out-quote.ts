import { cashOutValue } from "@orchid/games/sportsbook/cash-out";
import { priceFor } from "../board/board-presenter.ts";
import type { TBookSettingsRow } from "../book-settings.ts";
import type { TBetLegRow, TBetRow } from "./bets-repo.ts";
import { outcomeOfLeg } from "./leg-outcome.ts";

/** An open leg has a price to cash out at only while its selection takes bets. */
function tradable(leg: TBetLegRow): boolean {
  return (
    (leg.eventState === "prematch" || leg.eventState === "live") &&
    leg.marketState === "open" &&
    leg.selectionOpen
  );
}

/**
 * What cashing the bet out pays now (packages/games cash-out.ts at the merchant's prices and
 * cash-out margin), or null: cash-out off, the bet not open, a leg lost or an open leg untradable.
 */
export function cashOutQuote(
  bet: TBetRow,
  legs: readonly TBetLegRow[],
  settings: TBookSettingsRow,
): number | null {
  if (!settings.cashOut || bet.state !== "open" || legs.length === 0) return null;
  return cashOutValue(
    bet.stake,
    legs.map((leg) => {
      const outcome = outcomeOfLeg(leg);
      const currentOdds =
        outcome || !tradable(leg) ? null : priceFor(settings, leg.marketType, leg.currentOdds);
      return { odds: leg.odds, outcome, currentOdds };
    }),
    settings.cashOutMarginBp,
  );
}
