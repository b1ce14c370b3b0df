import { formatOdds } from "@orchid/games/sportsbook/odds-formats";
import { useCallback } from "react";
import { useBookPrefs } from "./use-book-prefs.ts";

/** The lowest price the book quotes (1.001); anything below is not a price. */
const MIN_ODDS = 1001;

/** Odds in thousandths as the member chose to read them (decimal, Hong Kong, Malay, Indonesian). */
export function useOddsText(): (odds: number) => string {
  const display = useBookPrefs((state) => state.oddsDisplay);
  return useCallback(
    (odds: number) => (Number.isSafeInteger(odds) && odds >= MIN_ODDS ? formatOdds(odds, display) : "–"),
    [display],
  );
}
