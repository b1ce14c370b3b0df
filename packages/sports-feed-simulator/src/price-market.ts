/**
 * Prices one market from a distribution of final results, by settling every selection on every
 * result with the games package's own settlement (so pushes, half wins and voids count exactly as
 * they will be paid). A selection's fair probability is the part of the stake it wins over the
 * part not handed back; the market is closed once every selection's outcome is certain.
 */
import type { TFeedMarket, TMarketState } from "@orchid/contract/sportsbook";
import type { TOutcome } from "@orchid/games/sportsbook/outcomes";
import { DEFAULT_MARGIN, oddsFor, offerState } from "./odds.ts";

/** A possible result and its probability. */
export type TWeighted<R> = { result: R; p: number };

export type TSelectionSpec<R> = { code: string; name?: string; settle: (result: R) => TOutcome };

/** A market with its current prices, whether it can be offered, and the fair probabilities behind them. */
export type TPricedMarket = { market: TFeedMarket; state: TMarketState; probabilities: number[] };

export type TMarketShape = Omit<TFeedMarket, "selections">;

const CERTAIN = 1 - 1e-9;

type TMass = { won: number; returned: number; largest: number };

function massOf<R>(distribution: readonly TWeighted<R>[], selection: TSelectionSpec<R>): TMass {
  const byKind = new Map<string, number>();
  let won = 0;
  let returned = 0;
  for (const { result, p } of distribution) {
    const outcome = selection.settle(result);
    byKind.set(outcome.kind, (byKind.get(outcome.kind) ?? 0) + p);
    switch (outcome.kind) {
      case "win":
        won += p;
        break;
      case "half_win":
        won += p / 2;
        returned += p / 2;
        break;
      case "half_lose":
        returned += p / 2;
        break;
      case "push":
      case "void":
        returned += p;
        break;
      case "dead_heat":
        won += (p * outcome.places) / outcome.tied;
        break;
      default:
        break;
    }
  }
  return { won, returned, largest: Math.max(0, ...byKind.values()) };
}

/** Prices `selections` of a market shaped `shape` on `distribution` (probabilities adding up to 1). */
export function priceMarket<R>(
  distribution: readonly TWeighted<R>[],
  shape: TMarketShape,
  selections: readonly TSelectionSpec<R>[],
  margin = DEFAULT_MARGIN,
): TPricedMarket {
  const masses = selections.map((selection) => massOf(distribution, selection));
  const probabilities = masses.map(({ won, returned }) => (1 - returned > 1e-12 ? won / (1 - returned) : 0));
  const isDecided = masses.every((mass) => mass.largest >= CERTAIN);
  return {
    market: {
      ...shape,
      selections: selections.map((selection, index) => ({
        code: selection.code,
        ...(selection.name === undefined ? {} : { name: selection.name }),
        odds: oddsFor(probabilities[index] ?? 0, margin),
      })),
    },
    state: isDecided ? "closed" : offerState(probabilities, margin),
    probabilities,
  };
}
