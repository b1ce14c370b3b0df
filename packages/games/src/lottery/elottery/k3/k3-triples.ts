import type { TBetType } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import { hitWhen } from "../hit-when.ts";
import { parsePickList } from "../parse-pick-list.ts";
import { readLine, refusePick } from "../pick-problem.ts";
import { everyK3Result, isTriple, readFace, type TK3Result } from "./k3-result.ts";

/**
 * Both triple bets share one coverage group of seven keys, "any" and the six triples: a member
 * holding all six specific triples has covered every triple, as "any" does.
 */
const TRIPLE_GROUP = { group: "triple", space: 7 };

/** Any triple: one line, pick "any"; wins on 111, 222 … 666 (6 of 216). */
export const k3TripleAny: TBetType<TK3Result, "any"> = {
  code: "triple_any",
  parse: (picks) =>
    parsePickList(
      picks,
      (pick) => (pick === "any" ? readLine<"any">("any") : refusePick<"any">("invalid_pick", { pick })),
      k3TripleAny.coverage,
    ),
  describe: () => "any triple",
  hits: (result) => hitWhen(isTriple(result)),
  coverage: () => ({ ...TRIPLE_GROUP, key: "any" }),
  payoutKeys: ["hit"],
  defaultOdds: { cost: 1_000, pays: { hit: 31_500 } },
  rtp: (odds) => [
    { label: "any triple", rtp: expectedReturn(everyK3Result(), k3TripleAny.hits, "any", odds) },
  ],
};

/** A specific triple: the face all three dice show. */
export type TK3TripleLine = number;

function readTriple(pick: string) {
  const face = readFace(pick.charAt(0));
  if (face === null || pick !== String(face).repeat(3))
    return refusePick<TK3TripleLine>("invalid_pick", { pick });
  return readLine<TK3TripleLine>(face);
}

/** A specific triple. Picks are "111" … "666": "555" wins only on three 5s (1 of 216). */
export const k3Triple: TBetType<TK3Result, TK3TripleLine> = {
  code: "triple",
  parse: (picks) => parsePickList(picks, readTriple, k3Triple.coverage),
  describe: (face) => String(face).repeat(3),
  hits: (result, face) => hitWhen(result.every((die) => die === face)),
  coverage: (face) => ({ ...TRIPLE_GROUP, key: String(face).repeat(3) }),
  payoutKeys: ["hit"],
  defaultOdds: { cost: 1_000, pays: { hit: 189_000 } },
  rtp: (odds) => [
    { label: "a specific triple", rtp: expectedReturn(everyK3Result(), k3Triple.hits, 1, odds) },
  ],
};
