import { describe, expect, it } from "vitest";
import { rankLiabilities } from "./liability-rank.ts";

describe("the largest liabilities", () => {
  it("marks the three largest above zero and scales by the largest either way", () => {
    const markets = [
      {
        selections: [
          { id: 1, liability: 500 },
          { id: 2, liability: -9_000 },
          { id: 3, liability: 1_200 },
        ],
      },
      {
        selections: [
          { id: 4, liability: 800 },
          { id: 5, liability: 300 },
          { id: 6, liability: 0 },
        ],
      },
    ];
    const ranked = rankLiabilities(markets);
    expect([...ranked.marked].sort()).toEqual([1, 3, 4]);
    expect(ranked.largest).toBe(9_000);
    expect(rankLiabilities([{ selections: [{ id: 1, liability: -5 }] }])).toEqual({
      marked: new Set(),
      largest: 5,
    });
    expect(rankLiabilities([]).largest).toBe(0);
  });
});
