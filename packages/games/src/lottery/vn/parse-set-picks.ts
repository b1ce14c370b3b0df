import type { TParsedPicks } from "../bet-type.ts";
import { numberPicksProblem, pickCountProblem } from "./parse-number-picks.ts";

/**
 * Picks that are 2-digit numbers ("00"–"99"), `setSize` to `maxPicks` of them, all different.
 * Every `setSize`-combination of them is one line, its numbers in ascending order, the lines in
 * ascending (lexicographic) order: 5 picks for a set of 3 make C(5, 3) = 10 lines.
 */
export function parseSetPicks(
  picks: readonly string[],
  setSize: number,
  maxPicks: number,
): TParsedPicks<readonly string[]> {
  const problem = pickCountProblem(picks, setSize, maxPicks) ?? numberPicksProblem(picks, 2);
  if (problem !== null) return { ok: false, problem };
  return { ok: true, lines: combinations([...picks].sort(), setSize) };
}

/** Every `size`-element subset of `items`, each in the items' order, in lexicographic order. */
export function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const subsets: T[][] = [];
  items.forEach((first, index) => {
    for (const rest of combinations(items.slice(index + 1), size - 1)) subsets.push([first, ...rest]);
  });
  return subsets;
}

/** C(n, k) as an exact integer. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let value = 1n;
  for (let index = 0; index < k; index += 1) value = (value * BigInt(n - index)) / BigInt(index + 1);
  return value;
}
