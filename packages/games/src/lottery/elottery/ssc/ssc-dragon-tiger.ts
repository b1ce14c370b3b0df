import type { TBetType } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import { hitWhen } from "../hit-when.ts";
import { parsePickList } from "../parse-pick-list.ts";
import { readLine, refusePick } from "../pick-problem.ts";
import { sscResultsAt, type TSscResult } from "./ssc-result.ts";

const OUTCOMES = ["dragon", "tiger", "tie"] as const;
export type TSscDragonTigerLine = (typeof OUTCOMES)[number];

/** Dragon when the 1st digit is greater than the 5th, tiger when smaller, tie when equal. */
export function dragonTigerOutcome(result: TSscResult): TSscDragonTigerLine {
  const [first, , , , fifth] = result as [number, number, number, number, number];
  if (first === fifth) return "tie";
  return first > fifth ? "dragon" : "tiger";
}

function readPick(pick: string) {
  const line = OUTCOMES.find((outcome) => outcome === pick);
  return line === undefined ? refusePick<TSscDragonTigerLine>("invalid_pick", { pick }) : readLine(line);
}

/**
 * Dragon/tiger: the 1st digit against the 5th. Picks are "dragon" (1st greater), "tiger" (5th
 * greater) and "tie" (equal). A dragon or tiger line loses on a tie. Each outcome has its own
 * payout key, priced alone: dragon and tiger have P = 45 %, a tie 10 %.
 */
export const sscDragonTiger: TBetType<TSscResult, TSscDragonTigerLine> = {
  code: "dragon_tiger",
  parse: (picks) => parsePickList(picks, readPick, sscDragonTiger.coverage),
  describe: (line) => line,
  hits: (result, line) => hitWhen(dragonTigerOutcome(result) === line, line),
  coverage: (line) => ({ group: "dragon_tiger", key: line, space: 3 }),
  payoutKeys: OUTCOMES,
  defaultOdds: { cost: 1_000, pays: { dragon: 2_200, tiger: 2_200, tie: 9_400 } },
  rtp: (odds) =>
    OUTCOMES.map((line) => ({
      label: line,
      rtp: expectedReturn(sscResultsAt([1, 5]), sscDragonTiger.hits, line, odds),
    })),
};
