/** One tick: add the increment in whole cents so the value never drifts in floating point. */
export function tickJackpot(value: number, increment: number): number {
  return (Math.round(value * 100) + Math.round(increment * 100)) / 100;
}

/** A server resync never moves the counter backwards (spec §4 "Jackpot: only increases"). */
export function resyncJackpot(current: number | null, server: number): number {
  return current === null ? server : Math.max(current, server);
}

export type TJackpotGlyph = { kind: "digit"; value: number } | { kind: "separator"; char: string };

/**
 * Splits a formatted amount into rolling digits and fixed separators; `digits` are the locale's
 * glyphs for 0–9 ("0".."9", or "၀".."၉" in Burmese).
 */
export function jackpotGlyphs(formatted: string, digits: readonly string[]): TJackpotGlyph[] {
  return [...formatted].map((char) => {
    const value = digits.indexOf(char);
    return value >= 0 ? { kind: "digit", value } : { kind: "separator", char };
  });
}
