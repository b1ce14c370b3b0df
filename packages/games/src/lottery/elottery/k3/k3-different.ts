import type { TBetType } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import { hitWhen } from "../hit-when.ts";
import { parsePickList } from "../parse-pick-list.ts";
import { readLine, refusePick } from "../pick-problem.ts";
import { everyK3Result, readFace, type TK3Result } from "./k3-result.ts";

/** Different faces, ascending. */
export type TK3DifferentLine = readonly number[];

/**
 * Reads `count` different faces written as digits in any order ("135", "531"), ascending.
 * Refuses other characters or lengths (`invalid_pick`) and a face written twice (`repeated_number`).
 */
function differentFacesReader(count: number) {
  return (pick: string) => {
    const faces = Array.from(pick, readFace);
    if (faces.length !== count || faces.some((face) => face === null)) {
      return refusePick<TK3DifferentLine>("invalid_pick", { pick });
    }
    const sorted = (faces as number[]).sort((a, b) => a - b);
    if (new Set(sorted).size !== count) return refusePick<TK3DifferentLine>("repeated_number", { pick });
    return readLine<TK3DifferentLine>(sorted);
  };
}

function showsAll(result: TK3Result, faces: TK3DifferentLine): boolean {
  return faces.every((face) => result.includes(face));
}

/**
 * Three different: three different faces, all shown by the three dice. Picks are three
 * different digits 1–6: "135" wins on 1, 3 and 5 in any order (6 of 216).
 */
export const k3ThreeDifferent: TBetType<TK3Result, TK3DifferentLine> = {
  code: "three_different",
  parse: (picks) => parsePickList(picks, differentFacesReader(3), k3ThreeDifferent.coverage),
  describe: (faces) => faces.join(""),
  hits: (result, faces) => hitWhen(showsAll(result, faces)),
  coverage: (faces) => ({ group: "three_different", key: faces.join(""), space: 20 }),
  payoutKeys: ["hit"],
  defaultOdds: { cost: 1_000, pays: { hit: 31_500 } },
  rtp: (odds) => [
    {
      label: "three different",
      rtp: expectedReturn(everyK3Result(), k3ThreeDifferent.hits, [1, 2, 3], odds),
    },
  ],
};

/**
 * Two different: two different faces, both shown (the third die may be anything). Picks are two
 * different digits 1–6: "25" wins on 2-5-x in any order (30 of 216).
 */
export const k3TwoDifferent: TBetType<TK3Result, TK3DifferentLine> = {
  code: "two_different",
  parse: (picks) => parsePickList(picks, differentFacesReader(2), k3TwoDifferent.coverage),
  describe: (faces) => faces.join(""),
  hits: (result, faces) => hitWhen(showsAll(result, faces)),
  coverage: (faces) => ({ group: "two_different", key: faces.join(""), space: 15 }),
  payoutKeys: ["hit"],
  defaultOdds: { cost: 1_000, pays: { hit: 6_300 } },
  rtp: (odds) => [
    { label: "two different", rtp: expectedReturn(everyK3Result(), k3TwoDifferent.hits, [1, 2], odds) },
  ],
};
