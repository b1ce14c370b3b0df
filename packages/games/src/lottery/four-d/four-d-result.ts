/** How many 4D numbers there are: "0000" to "9999". */
export const FOUR_D_SPACE = 10_000;

/**
 * The prize tiers of a 4D draw, best first, with how many of the 23 winning numbers each holds.
 * The 23 numbers are all different, so a number takes at most one tier.
 */
export const FOUR_D_TIERS = [
  { tier: "first", slots: 1 },
  { tier: "second", slots: 1 },
  { tier: "third", slots: 1 },
  { tier: "starter", slots: 10 },
  { tier: "consolation", slots: 10 },
] as const;

export type TFourDTier = (typeof FOUR_D_TIERS)[number]["tier"];

/** A 4D draw's 23 different winning numbers, each written with 4 digits ("0042"). */
export type TFourDResult = {
  first: string;
  second: string;
  third: string;
  /** The 10 starter (special) prizes. */
  starter: readonly string[];
  /** The 10 consolation prizes. */
  consolation: readonly string[];
};

/** The tier a number won in a result, or null when it won nothing. */
export function tierOf(result: TFourDResult, number: string): TFourDTier | null {
  if (result.first === number) return "first";
  if (result.second === number) return "second";
  if (result.third === number) return "third";
  if (result.starter.includes(number)) return "starter";
  if (result.consolation.includes(number)) return "consolation";
  return null;
}
