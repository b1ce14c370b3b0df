import { HAND_MADE_RESULT } from "@orchid/games/lottery/four-d/hand-made-result";
import { describe, expect, it } from "vitest";
import { draftProblem, resultDraftOf, resultOf, resultShapeOf } from "./result-draft.ts";

describe("a result sheet", () => {
  it("lays out a Vietnamese station's prizes from the rules, ĐB first", () => {
    const north = resultShapeOf("vn_north");
    expect(north?.prizes.map((prize) => `${prize.label}:${prize.count}x${prize.digits}`)).toEqual([
      "ĐB:1x5",
      "G7:4x2",
      "G6:3x3",
      "G5:6x4",
      "G4:4x4",
      "G3:6x5",
      "G2:2x5",
      "G1:1x5",
    ]);
    expect(resultShapeOf("vn_south")?.prizes).toHaveLength(9);
    expect(resultShapeOf("k3")).toBeNull();
  });

  it("round-trips a 4D result through the form, and names a number of the wrong length", () => {
    const shape = resultShapeOf("four_d");
    if (!shape) throw new Error("no 4D sheet");
    const draft = resultDraftOf(shape, HAND_MADE_RESULT);
    expect(draft.starter).toHaveLength(10);
    expect(resultOf(shape, draft)).toEqual(HAND_MADE_RESULT);
    expect(draftProblem(shape, draft)).toBeNull();
    const empty = resultDraftOf(shape);
    expect(draftProblem(shape, empty)).toEqual({ prize: "first", number: "", digits: 4 });
    expect(draftProblem(shape, { ...draft, third: [" 12 "] })).toEqual({
      prize: "third",
      number: "12",
      digits: 4,
    });
  });

  it("writes a station's result as its prizes", () => {
    const shape = resultShapeOf("vn_south");
    if (!shape) throw new Error("no sheet");
    const draft = resultDraftOf(shape);
    draft.g8 = ["07"];
    expect(resultOf(shape, draft)).toMatchObject({ prizes: { g8: ["07"], db: [""] } });
  });
});
