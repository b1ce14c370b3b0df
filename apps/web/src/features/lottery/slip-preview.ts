import type { TBetType, TPickProblem } from "@orchid/games/lottery/bet-type";

/** The most entries one slip may hold (the contract's `entries` bound). */
export const MAX_SLIP_ENTRIES = 20;

/** One entry of the slip being built: picks of one bet type at one stake per line (minor units). */
export type TSlipDraft = {
  id: number;
  betType: string;
  picks: readonly string[];
  stake: number;
  lines: number;
};

/** What picks stand for before they are sent: their lines and cost, or the problem `parse` found. */
export type TEntryPreview = { ok: true; lines: number; cost: number } | { ok: false; problem: TPickProblem };

/**
 * Reads picks with the bet type's own rules, the same `parse` the server runs: the member sees
 * the number of lines, the cost (lines × stake per line) and any problem before sending. A bet
 * type this site's rules do not know counts one line per pick; the server has the last word.
 */
export function previewEntry(
  betType: TBetType<unknown, unknown> | undefined,
  picks: readonly string[],
  stake: number,
): TEntryPreview {
  if (picks.length === 0) return { ok: false, problem: { code: "no_picks" } };
  if (!betType) return { ok: true, lines: picks.length, cost: picks.length * stake };
  const parsed = betType.parse(picks);
  if (!parsed.ok) return parsed;
  return { ok: true, lines: parsed.lines.length, cost: parsed.lines.length * stake };
}

/** The slip's lines and total stake, minor units. */
export function slipTotals(entries: readonly TSlipDraft[]): { lines: number; cost: number } {
  return entries.reduce(
    (totals, entry) => ({ lines: totals.lines + entry.lines, cost: totals.cost + entry.lines * entry.stake }),
    { lines: 0, cost: 0 },
  );
}

/** The slip as `placeSlip` takes it. */
export function slipEntries(entries: readonly TSlipDraft[]) {
  return entries.map((entry) => ({ betType: entry.betType, picks: [...entry.picks], stake: entry.stake }));
}
