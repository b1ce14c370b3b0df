import type { TSlotSpin } from "@orchid/contract/slots";
import { describe, expect, it } from "vitest";
import { winningCells } from "./winning-cells.ts";

const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
];

function spin(partial: Partial<TSlotSpin>): TSlotSpin {
  return {
    window: [
      ["A", "K", "S"],
      ["A", "K", "Q"],
      ["S", "K", "A"],
      ["J", "T", "S"],
      ["Q", "Q", "Q"],
    ],
    lineWins: [],
    scatter: { count: 0, win: 0 },
    win: 0,
    ...partial,
  };
}

describe("winning cells", () => {
  it("marks each winning line from the leftmost reel for its count", () => {
    const cells = winningCells(
      spin({ lineWins: [{ line: 1, symbol: "K", count: 3, win: 50 }] }),
      PAYLINES,
      "S",
    );
    expect([...cells].sort()).toEqual(["0:1", "1:1", "2:1"]);
  });

  it("follows a bent payline", () => {
    const cells = winningCells(
      spin({ lineWins: [{ line: 4, symbol: "A", count: 3, win: 5 }] }),
      PAYLINES,
      "S",
    );
    expect([...cells].sort()).toEqual(["0:0", "1:1", "2:2"]);
  });

  it("adds every scatter only when the scatters paid", () => {
    expect(winningCells(spin({ scatter: { count: 3, win: 40 } }), PAYLINES, "S")).toEqual(
      new Set(["0:2", "2:0", "3:2"]),
    );
    expect(winningCells(spin({ scatter: { count: 3, win: 0 } }), PAYLINES, "S").size).toBe(0);
  });
});
