/**
 * Outrights: a selection on one competitor to finish within the places paid (1 for the winner
 * only). When competitors tie across the last places paid, each is a dead heat: with `tied`
 * competitors sharing `places` places, each is paid places / tied of its stake at full odds. A
 * competitor withdrawn before the start, or a called-off event, is void.
 */
import { deadHeat, LOSE, type TOutcome, VOID, WIN } from "./outcomes.ts";
import { isCalledOff, type TOutrightResult } from "./results.ts";

export type TOutrightMarket = {
  type: "outright";
  /** Every competitor offered, each once. */
  competitors: readonly string[];
  /** How many places are paid, 1 or more (1: the winner only). */
  places: number;
};

/** The outcome of a selection on an outright; throws on a market, selection or result that cannot be. */
export function settleOutrightSelection(
  market: TOutrightMarket,
  selection: unknown,
  result: TOutrightResult,
): TOutcome {
  const field = checkedField(market);
  if (typeof selection !== "string" || !field.has(selection)) {
    throw new Error(`unknown selection ${JSON.stringify(selection)} for this outright market`);
  }
  if (isCalledOff(result)) return VOID;
  if (!Array.isArray(result.standings)) throw new Error("an outright's result needs its standings");
  const withdrawn = new Set(result.withdrawn ?? []);
  const seen = new Set<string>();
  let place = 1;
  let outcome: TOutcome = LOSE;
  for (const group of result.standings) {
    if (group.length === 0) throw new Error("an outright's standings cannot hold an empty place");
    for (const competitor of group) {
      if (!field.has(competitor)) throw new Error(`${competitor} is not in this outright market`);
      if (seen.has(competitor) || withdrawn.has(competitor)) {
        throw new Error(`${competitor} is placed twice, or placed and withdrawn, in the outright's result`);
      }
      seen.add(competitor);
    }
    if (group.includes(selection)) outcome = shareOfPlaces(market.places - place + 1, group.length);
    place += group.length;
  }
  for (const competitor of withdrawn) {
    if (!field.has(competitor)) throw new Error(`${competitor} is not in this outright market`);
  }
  return withdrawn.has(selection) ? VOID : outcome;
}

/** `tied` competitors sharing a place with `left` places still paid from it. */
function shareOfPlaces(left: number, tied: number): TOutcome {
  if (left <= 0) return LOSE;
  return left >= tied ? WIN : deadHeat(left, tied);
}

function checkedField(market: TOutrightMarket): Set<string> {
  const field = new Set(market.competitors);
  if (field.size < 2 || field.size !== market.competitors.length) {
    throw new Error("an outright market needs at least two competitors, each listed once");
  }
  if (!Number.isSafeInteger(market.places) || market.places < 1 || market.places >= field.size) {
    throw new RangeError(`an outright of ${field.size} competitors cannot pay ${market.places} places`);
  }
  return field;
}
