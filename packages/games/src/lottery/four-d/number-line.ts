import type { TCoverage, THits } from "../bet-type.ts";
import { FOUR_D_SPACE, type TFourDResult, type TFourDTier, tierOf } from "./four-d-result.ts";

/** A line on one 4D number, paid by the tier that number takes (Big, Small, 4A, each Box order). */
export type TNumberLine = { number: string };

/** `{ [tier]: 1 }` when the line's number took one of `tiers`, else no hits. */
export function numberHits(result: TFourDResult, line: TNumberLine, tiers: readonly TFourDTier[]): THits {
  const tier = tierOf(result, line.number);
  return tier !== null && tiers.includes(tier) ? { [tier]: 1 } : {};
}

/** A number line covers its number out of the 10,000, in its bet type's group. */
export function numberCoverage(code: string, line: TNumberLine): TCoverage {
  return { group: code, key: line.number, space: FOUR_D_SPACE };
}
