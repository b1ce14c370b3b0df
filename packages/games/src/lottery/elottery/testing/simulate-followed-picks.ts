import { fractionToNumber } from "../../../fraction.ts";
import type { TLotteryRules } from "../../bet-type.ts";
import { simulateMeanReturns, simulationTolerance } from "./simulate-mean-returns.ts";

/** Per bet type code: picks to follow, each with the label of the exact RTP row it belongs to. */
export type TFollowedPicks = Readonly<Record<string, readonly (readonly [pick: string, row: string])[]>>;

export type TFollowedPick = { label: string; exact: number; simulated: number; tolerance: number };

/**
 * For tests: follows one line per followed pick, at its bet type's default odds, through `rounds`
 * results of the game's own `draw` (seeded), and sets its mean return beside the exact RTP of its
 * row and the tolerance of `simulationTolerance`.
 */
export function simulateFollowedPicks<TResult>(
  rules: TLotteryRules<TResult>,
  followed: TFollowedPicks,
  seed: number,
  rounds: number,
): TFollowedPick[] {
  const lines = rules.betTypes.flatMap((betType) => {
    const rows = betType.rtp(betType.defaultOdds);
    return (followed[betType.code] ?? []).map(([pick, label]) => {
      const parsed = betType.parse([pick]);
      if (!parsed.ok) throw new Error(`${betType.code} ${pick}: ${parsed.problem.code}`);
      const row = rows.find((candidate) => candidate.label === label);
      if (row === undefined) throw new Error(`${betType.code} has no RTP row "${label}"`);
      const line = parsed.lines[0];
      return {
        label: `${betType.code} ${pick}`,
        exact: fractionToNumber(row.rtp),
        odds: betType.defaultOdds,
        hits: (result: TResult) => betType.hits(result, line),
      };
    });
  });
  const means = simulateMeanReturns(rules.draw, seed, rounds, lines);
  return lines.map(({ label, exact, odds }, index) => ({
    label,
    exact,
    simulated: means[index] as number,
    tolerance: simulationTolerance(odds, exact, rounds),
  }));
}
