import { padded, range } from "./pick-cells.ts";
import { rowNumberText, type TResultView } from "./result-view.ts";
import type { TParity, TRowFamily, TSize } from "./row-summary.ts";

/** How often one number came up in the results looked at. */
export type TNumberCount = { value: string; count: number };

/** Every number a row family can show, so a number never drawn still counts as cold. */
const ROW_SPACES: Readonly<Record<TRowFamily, readonly number[]>> = {
  ssc5d: range(0, 9),
  pk10: range(1, 10),
  k3: range(1, 6),
  x11x5: range(1, 11),
};

/**
 * The numbers one result adds to the trends: the last two digits of every Vietnamese prize, the
 * 23 numbers of 4D, or an e-lottery row's numbers (only the one at `position`, 1-based, if given).
 */
export function trendNumbers(view: TResultView, position: number | null = null): string[] {
  switch (view.kind) {
    case "vn":
      return view.prizes.flatMap((row) => row.numbers.map((number) => number.slice(-2)));
    case "four_d":
      return [
        view.result.first,
        view.result.second,
        view.result.third,
        ...view.result.starter,
        ...view.result.consolation,
      ];
    case "row": {
      const numbers = position === null ? view.numbers : view.numbers.slice(position - 1, position);
      return numbers.map((value) => rowNumberText(view.family, value));
    }
  }
}

/** The numbers a game can draw, when few enough to list (00–99 and smaller); null for 4D. */
function spaceOf(view: TResultView): string[] | null {
  if (view.kind === "vn") return range(0, 99).map((value) => padded(value, 2));
  if (view.kind === "row") return ROW_SPACES[view.family].map((value) => rowNumberText(view.family, value));
  return null;
}

/**
 * How often each number came up over `views` (newest first, any count), most frequent first and
 * equal counts in number order. Numbers never drawn are listed with 0 where the game's numbers are
 * few enough to list.
 */
export function numberCounts(views: readonly TResultView[], position: number | null = null): TNumberCount[] {
  const counts = new Map<string, number>();
  const first = views[0];
  for (const value of first ? (spaceOf(first) ?? []) : []) counts.set(value, 0);
  for (const view of views) {
    for (const value of trendNumbers(view, position)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/**
 * The most and least frequent numbers of `counts` (as `numberCounts` orders them). Where the
 * game's numbers are listed in full, hot and cold take at most half of them each, so a number is
 * never both; for 4D only the hot numbers mean anything.
 */
export function hotAndCold(
  counts: readonly TNumberCount[],
  hasFullSpace: boolean,
  size = 10,
): { hot: TNumberCount[]; cold: TNumberCount[] } {
  if (!hasFullSpace) return { hot: counts.filter((item) => item.count > 0).slice(0, size), cold: [] };
  const half = Math.min(size, Math.floor(counts.length / 2));
  const cold = counts
    .slice(counts.length - half)
    .sort((a, b) => a.count - b.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return { hot: counts.slice(0, half), cold };
}

/** A side's run: the newest result's side and how many results in a row showed it. */
export type TStreak<TSide extends string> = { side: TSide; run: number; history: readonly TSide[] };

function streakOf<TSide extends string>(history: readonly TSide[]): TStreak<TSide> | null {
  const side = history[0];
  if (side === undefined) return null;
  const broken = history.findIndex((item) => item !== side);
  return { side, run: broken === -1 ? history.length : broken, history };
}

/** Big/small and odd/even of e-lottery results, newest first: the current runs and the history. */
export function sideStreaks(views: readonly TResultView[]): {
  size: TStreak<TSize> | null;
  parity: TStreak<TParity> | null;
} {
  const rows = views.flatMap((view) => (view.kind === "row" ? [view.summary] : []));
  return {
    size: streakOf(rows.map((summary) => summary.size)),
    parity: streakOf(rows.map((summary) => summary.parity)),
  };
}
