import { HAND_MADE_RESULT } from "@orchid/games/lottery/four-d/hand-made-result";
import { buildVnResult } from "@orchid/games/lottery/vn/build-vn-result";
import { VN_SOUTH_LAYOUT } from "@orchid/games/lottery/vn/vn-south-layout";
import { describe, expect, it } from "vitest";
import { hotAndCold, numberCounts, sideStreaks, trendNumbers } from "./lottery-trends.ts";
import { resultView, type TResultView } from "./result-view.ts";

function view(family: string, result: unknown): TResultView {
  const shown = resultView(family, result);
  if (!shown) throw new Error(`not a ${family} result`);
  return shown;
}

describe("lottery trends", () => {
  it("counts the last two digits of every Vietnamese prize", () => {
    const south = view("vn_south", buildVnResult(VN_SOUTH_LAYOUT));
    const numbers = trendNumbers(south);
    expect(numbers).toHaveLength(18);
    expect(numbers).toContain("27");
    expect(numbers.every((number) => number.length === 2)).toBe(true);
    const counts = numberCounts([south, south]);
    expect(counts).toHaveLength(100);
    expect(counts[0]).toEqual({ value: "10", count: 2 });
    expect(counts.at(-1)).toEqual({ value: "99", count: 0 });
  });

  it("counts the 23 numbers of 4D, listing only those drawn", () => {
    const fourD = view("four_d", HAND_MADE_RESULT);
    expect(trendNumbers(fourD)).toHaveLength(23);
    const { hot, cold } = hotAndCold(numberCounts([fourD]), false, 5);
    expect(hot.map((item) => item.value)).toEqual(["0000", "0001", "0010", "0042", "0100"]);
    expect(cold).toEqual([]);
  });

  it("counts e-lottery numbers over every position or at one", () => {
    const a = view("ssc5d", [1, 1, 2, 3, 4]);
    const b = view("ssc5d", [1, 5, 5, 5, 0]);
    const all = numberCounts([a, b]);
    expect(all.slice(0, 2)).toEqual([
      { value: "1", count: 3 },
      { value: "5", count: 3 },
    ]);
    expect(all).toHaveLength(10);
    expect(numberCounts([a, b], 2).slice(0, 2)).toEqual([
      { value: "1", count: 1 },
      { value: "5", count: 1 },
    ]);
    expect(trendNumbers(view("pk10", [7, 3, 1, 2, 4, 5, 6, 8, 9, 10]), 1)).toEqual(["07"]);
  });

  it("never names a number both hot and cold", () => {
    const counts = numberCounts([view("k3", [1, 1, 2]), view("k3", [1, 3, 3])]);
    const { hot, cold } = hotAndCold(counts, true);
    expect(hot.map((item) => item.value)).toEqual(["1", "3", "2"]);
    expect(cold.map((item) => item.value)).toEqual(["4", "5", "6"]);
  });

  it("follows big/small and odd/even runs from the newest result", () => {
    const newestFirst = [
      view("k3", [6, 6, 5]),
      view("k3", [5, 5, 3]),
      view("k3", [1, 1, 1]),
      view("k3", [6, 6, 6]),
    ];
    const { size, parity } = sideStreaks(newestFirst);
    expect(size).toEqual({ side: "big", run: 2, history: ["big", "big", "neither", "neither"] });
    expect(parity).toEqual({ side: "odd", run: 3, history: ["odd", "odd", "odd", "even"] });
    expect(sideStreaks([])).toEqual({ size: null, parity: null });
  });
});
