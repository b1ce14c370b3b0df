import { describe, expect, it } from "vitest";
import { gridLayout, rowGames, TILE_TEXT_HEIGHT } from "./grid-layout.ts";

describe("game grid layout", () => {
  it("shows three columns on a 360 px phone", () => {
    const layout = gridLayout(340);
    expect(layout.columns).toBe(3);
    expect(layout.tileWidth * 3 + layout.gap * 2).toBeCloseTo(340);
    expect(layout.rowHeight).toBe(Math.round(layout.tileWidth + TILE_TEXT_HEIGHT));
  });

  it("fits more columns on wider screens, never fewer than two nor more than eight", () => {
    expect(gridLayout(900).columns).toBe(5);
    expect(gridLayout(200).columns).toBe(2);
    expect(gridLayout(4000).columns).toBe(8);
    expect(gridLayout(0).tileWidth).toBe(0);
  });

  it("cuts the list into rows", () => {
    expect(rowGames([1, 2, 3, 4, 5, 6, 7], 2, 3)).toEqual([7]);
    expect(rowGames([1, 2, 3, 4, 5, 6, 7], 0, 3)).toEqual([1, 2, 3]);
  });
});
