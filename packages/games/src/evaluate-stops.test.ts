import { describe, expect, it } from "vitest";
import { evaluateStops } from "./evaluate-stops.ts";
import type { TSlotModel } from "./slot-model.ts";
import { windowModel } from "./testing/tiny-models.ts";

const STOPS = [0, 0, 0, 0, 0];

/** Evaluates a window written as three rows of five symbols, top row first. */
function evaluateRows(rows: [string, string, string], lines = 1) {
  const cells = rows.map((row) => row.split(" "));
  const columns = [0, 1, 2, 3, 4].map((reel) => cells.map((row) => row[reel]).join(" "));
  const model = windowModel(columns);
  return { model, ...evaluateStops(model, model.base, STOPS, lines) };
}

/** The middle row only (payline 1), between rows that can never pay. */
function evaluateMiddle(middle: string) {
  return evaluateRows(["K H K H K", middle, "H K H K H"], 1);
}

function named(model: TSlotModel, linePays: { line: number; symbol: number; count: number; pay: number }[]) {
  return linePays.map((linePay) => ({ ...linePay, symbol: model.symbolIds[linePay.symbol] }));
}

describe("evaluateStops: paylines, wilds and scatters on hand-made windows", () => {
  it.each([
    ["A W A K K", { symbol: "A", count: 3, pay: 2 }, "the wild stands in for the ace"],
    ["A W W A K", { symbol: "A", count: 4, pay: 6 }, "wilds inside a run extend it"],
    ["W A A H K", { symbol: "A", count: 3, pay: 2 }, "a leading wild takes the next symbol"],
    ["W W W K A", { symbol: "W", count: 3, pay: 10 }, "three wilds (10) beat four kings (3)"],
    ["W W W H H", { symbol: "H", count: 5, pay: 80 }, "five highs (80) beat three wilds (10)"],
    ["W W H H K", { symbol: "H", count: 4, pay: 20 }, "two wilds pay nothing on their own"],
    ["W W W W W", { symbol: "W", count: 5, pay: 200 }, "five wilds pay as the wild's own symbol"],
    ["W W W S A", { symbol: "W", count: 3, pay: 10 }, "a scatter ends a wild run"],
  ])("%s pays %o: %s", (middle, expected) => {
    const { model, linePays, linePayTotal } = evaluateMiddle(middle);
    expect(named(model, linePays)).toEqual([{ line: 1, ...expected }]);
    expect(linePayTotal).toBe(expected.pay);
  });

  it.each([
    ["A A S A A", "a scatter breaks the line"],
    ["K A A A A", "a run must start on reel 1"],
    ["A A K A A", "two in a row pay nothing"],
    ["W S W W W", "the scatter is never a wild"],
  ])("%s pays nothing: %s", (middle) => {
    const { linePays, linePayTotal } = evaluateMiddle(middle);
    expect(linePays).toEqual([]);
    expect(linePayTotal).toBe(0);
  });

  it("pays scatters anywhere on the window, on no line, and awards free spins for three", () => {
    const two = evaluateRows(["S K H A K", "A H K H A", "K A S K H"], 5);
    expect([two.scatterCount, two.scatterPay, two.freeSpinsAwarded]).toEqual([2, 0, 0]);
    const three = evaluateRows(["S K H A K", "A H K H A", "K A S K S"], 5);
    expect(three.linePays).toEqual([]);
    expect([three.scatterCount, three.scatterPay, three.freeSpinsAwarded]).toEqual([3, 2, 2]);
  });

  it("pays five scatters 50× the bet and awards five free spins", () => {
    const { scatterCount, scatterPay, freeSpinsAwarded } = evaluateRows(
      ["S K S K S", "A S K S A", "K A H A H"],
      5,
    );
    expect([scatterCount, scatterPay, freeSpinsAwarded]).toEqual([5, 50, 5]);
  });

  it("pays only the lines played: a top-row win needs line 2", () => {
    const rows: [string, string, string] = ["H H H K A", "A K A H K", "K A K A H"];
    expect(evaluateRows(rows, 1).linePays).toEqual([]);
    const { model, linePays } = evaluateRows(rows, 2);
    expect(named(model, linePays)).toEqual([{ line: 2, symbol: "H", count: 3, pay: 5 }]);
  });

  it("pays every line that wins, each on its own", () => {
    const { model, linePays, linePayTotal } = evaluateRows(["A A A K H", "A A A H K", "A A A K H"], 5);
    expect(named(model, linePays)).toEqual([
      { line: 1, symbol: "A", count: 3, pay: 2 },
      { line: 2, symbol: "A", count: 3, pay: 2 },
      { line: 3, symbol: "A", count: 3, pay: 2 },
      { line: 4, symbol: "A", count: 3, pay: 2 },
      { line: 5, symbol: "A", count: 3, pay: 2 },
    ]);
    expect(linePayTotal).toBe(10);
  });

  it("pays nothing at all on a losing window", () => {
    const { linePays, linePayTotal, scatterCount, scatterPay, freeSpinsAwarded } = evaluateRows(
      ["K A H K A", "K A H A K", "K A H H A"],
      5,
    );
    expect({ linePays, linePayTotal, scatterCount, scatterPay, freeSpinsAwarded }).toEqual({
      linePays: [],
      linePayTotal: 0,
      scatterCount: 0,
      scatterPay: 0,
      freeSpinsAwarded: 0,
    });
  });
});
