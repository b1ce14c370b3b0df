import { HAND_MADE_RESULT } from "@orchid/games/lottery/four-d/hand-made-result";
import { buildVnResult } from "@orchid/games/lottery/vn/build-vn-result";
import { VN_NORTH_LAYOUT } from "@orchid/games/lottery/vn/vn-north-layout";
import { VN_SOUTH_LAYOUT } from "@orchid/games/lottery/vn/vn-south-layout";
import { describe, expect, it } from "vitest";
import { fairDraw } from "./lottery-test-draws.ts";
import { resultView, rowNumberText } from "./result-view.ts";

describe("result view", () => {
  it("lists a Miền Bắc result ĐB first, then G1 to G7", () => {
    const view = resultView("vn_north", buildVnResult(VN_NORTH_LAYOUT));
    if (view?.kind !== "vn") throw new Error("a VN view");
    expect(view.prizes.map((row) => row.prize)).toEqual(["db", "g1", "g2", "g3", "g4", "g5", "g6", "g7"]);
    expect(view.prizes[0]?.numbers).toEqual(["55536"]);
    expect(view.prizes.at(-1)?.numbers).toHaveLength(4);
  });

  it("lists a Miền Nam result down to G8", () => {
    const view = resultView("vn_south", buildVnResult(VN_SOUTH_LAYOUT));
    expect(view?.kind === "vn" && view.prizes.map((row) => row.prize).join()).toBe(
      "db,g1,g2,g3,g4,g5,g6,g7,g8",
    );
  });

  it("keeps the 4D tiers", () => {
    expect(resultView("four_d", HAND_MADE_RESULT)).toEqual({ kind: "four_d", result: HAND_MADE_RESULT });
  });

  it("sums a 5D row and reads its sides and dragon/tiger", () => {
    expect(resultView("ssc5d", [9, 0, 7, 7, 1])).toEqual({
      kind: "row",
      family: "ssc5d",
      numbers: [9, 0, 7, 7, 1],
      summary: { sumKey: "lott_sum", sum: 24, size: "big", parity: "even", dragonTiger: "dragon" },
    });
  });

  it("reads a K3 triple as neither big nor small, and PK10 by its top two cars", () => {
    expect(resultView("k3", [4, 4, 4])).toMatchObject({ summary: { sum: 12, size: "neither" } });
    expect(resultView("k3", [1, 2, 3])).toMatchObject({ summary: { sum: 6, size: "small", parity: "even" } });
    expect(resultView("pk10", [10, 3, 1, 2, 4, 5, 6, 7, 8, 9])).toMatchObject({
      summary: { sumKey: "lott_top2_sum", sum: 13, size: "big", parity: "odd", dragonTiger: "dragon" },
    });
    expect(resultView("x11x5", [1, 2, 3, 11, 10])).toMatchObject({ summary: { sum: 27, size: "small" } });
  });

  it("shows every family's fair draws", () => {
    for (const family of ["vn_north", "vn_south", "four_d", "ssc5d", "pk10", "k3", "x11x5"]) {
      expect(resultView(family, fairDraw(family, "game", "20250101-0001").result), family).not.toBeNull();
    }
  });

  it("shows nothing rather than half a malformed result", () => {
    expect(resultView("ssc5d", null)).toBeNull();
    expect(resultView("ssc5d", [1, 2, 3])).toBeNull();
    expect(resultView("pk10", [1, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toBeNull();
    expect(resultView("vn_north", { prizes: { db: ["1"] } })).toBeNull();
    expect(resultView("unknown", [1])).toBeNull();
  });

  it("writes cars and balls with two digits", () => {
    expect(rowNumberText("pk10", 7)).toBe("07");
    expect(rowNumberText("x11x5", 11)).toBe("11");
    expect(rowNumberText("ssc5d", 7)).toBe("7");
  });
});
