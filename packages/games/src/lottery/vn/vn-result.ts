/**
 * One station's xổ số result: every prize's numbers as digit strings, leading zeros kept
 * (`{ prizes: { db: ["04127"], g7: ["03", "58", "91", "40"], … } }`).
 */
export type TVnResult = { prizes: Readonly<Record<string, readonly string[]>> };

/**
 * How many prize numbers end in `ending` (the numbers shorter than it are not lô numbers for it):
 * a lô line's hits, each appearance counted (a repeat is another "nháy").
 */
export function countLoHits(result: TVnResult, ending: string): number {
  let hits = 0;
  for (const prize in result.prizes) hits += countEndingIn(result.prizes[prize] ?? [], ending);
  return hits;
}

/** Whether `ending` is among the result's lô numbers of its length. */
export function isLoNumber(result: TVnResult, ending: string): boolean {
  for (const prize in result.prizes) {
    if (countEndingIn(result.prizes[prize] ?? [], ending) > 0) return true;
  }
  return false;
}

/** How many numbers of one prize end in `ending` (none when the prize is absent). */
export function countPrizeHits(result: TVnResult, prize: string, ending: string): number {
  return countEndingIn(result.prizes[prize] ?? [], ending);
}

function countEndingIn(numbers: readonly string[], ending: string): number {
  let count = 0;
  for (const number of numbers) if (number.length >= ending.length && number.endsWith(ending)) count += 1;
  return count;
}
