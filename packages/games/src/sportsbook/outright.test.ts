import { describe, expect, it } from "vitest";
import { returnOf } from "./outcomes.ts";
import { settleOutrightSelection, type TOutrightMarket } from "./outright.ts";
import type { TOutrightResult } from "./results.ts";

const field = ["ana", "ben", "cai", "dov", "eli", "fay"];
const winOnly: TOutrightMarket = { type: "outright", competitors: field, places: 1 };
const topThree: TOutrightMarket = { type: "outright", competitors: field, places: 3 };

function final(standings: string[][], withdrawn?: string[]): TOutrightResult {
  return withdrawn ? { status: "final", standings, withdrawn } : { status: "final", standings };
}

describe("outrights", () => {
  it("pays the competitors finishing within the places paid", () => {
    const result = final([["ana"], ["ben"], ["cai"], ["dov"]]);
    expect(settleOutrightSelection(winOnly, "ana", result).kind).toBe("win");
    expect(settleOutrightSelection(winOnly, "ben", result).kind).toBe("lose");
    expect(settleOutrightSelection(topThree, "cai", result).kind).toBe("win");
    expect(settleOutrightSelection(topThree, "dov", result).kind).toBe("lose");
    expect(settleOutrightSelection(topThree, "fay", result).kind).toBe("lose"); // unplaced
  });

  it("dead-heats three competitors tied for the last place paid", () => {
    const result = final([["ana"], ["ben"], ["cai", "dov", "eli"]]);
    for (const runner of ["cai", "dov", "eli"]) {
      expect(settleOutrightSelection(topThree, runner, result)).toEqual({
        kind: "dead_heat",
        places: 1,
        tied: 3,
      });
    }
    const heat = settleOutrightSelection(topThree, "dov", result);
    expect(returnOf(1000, 5000, heat)).toBe(1666); // a third of the stake at 5.00: 1666.67
    expect(returnOf(1001, 4000, heat)).toBe(1334); // 1334.67
  });

  it("shares the places left among a tie that straddles them", () => {
    const result = final([["ana"], ["ben", "cai", "dov"], ["eli"]]);
    expect(settleOutrightSelection(topThree, "cai", result)).toEqual({
      kind: "dead_heat",
      places: 2,
      tied: 3,
    });
    expect(settleOutrightSelection(topThree, "eli", result).kind).toBe("lose"); // fifth
    const joint = final([["ana", "ben"], ["cai"]]);
    expect(settleOutrightSelection(winOnly, "ben", joint)).toEqual({ kind: "dead_heat", places: 1, tied: 2 });
    expect(settleOutrightSelection(topThree, "ben", joint).kind).toBe("win");
    expect(settleOutrightSelection(winOnly, "cai", joint).kind).toBe("lose"); // third, not second
  });

  it("voids a withdrawn competitor and a called-off event", () => {
    const result = final([["ana"], ["ben"], ["cai"]], ["fay"]);
    expect(settleOutrightSelection(topThree, "fay", result).kind).toBe("void");
    expect(settleOutrightSelection(topThree, "ana", { status: "cancelled" }).kind).toBe("void");
    expect(settleOutrightSelection(winOnly, "eli", { status: "abandoned" }).kind).toBe("void");
  });

  it("refuses impossible markets, selections and results", () => {
    const result = final([["ana"], ["ben"]]);
    expect(() => settleOutrightSelection(winOnly, "zed", result)).toThrow(/unknown selection "zed"/);
    expect(() => settleOutrightSelection({ ...winOnly, competitors: ["ana", "ana"] }, "ana", result)).toThrow(
      /each listed once/,
    );
    expect(() => settleOutrightSelection({ ...winOnly, places: 0 }, "ana", result)).toThrow(RangeError);
    expect(() => settleOutrightSelection({ ...winOnly, places: 6 }, "ana", result)).toThrow(RangeError);
    expect(() => settleOutrightSelection(winOnly, "ana", final([["ana"], ["zed"]]))).toThrow(/zed is not/);
    expect(() => settleOutrightSelection(winOnly, "ana", final([["ana"], ["ana"]]))).toThrow(/placed twice/);
    expect(() => settleOutrightSelection(winOnly, "ana", final([["ana"]], ["ana"]))).toThrow(/placed twice/);
    expect(() => settleOutrightSelection(winOnly, "ana", final([["ana"], []]))).toThrow(/empty place/);
    expect(() => settleOutrightSelection(winOnly, "ana", final([["ana"]], ["zed"]))).toThrow(/zed is not/);
    expect(() => settleOutrightSelection(winOnly, "ana", { status: "final" } as never)).toThrow(/standings/);
  });
});
