import type { TSlotSymbol } from "@orchid/contract/slots";
import { describe, expect, it } from "vitest";
import { idleWindow, reelFiller } from "./idle-window.ts";

const SYMBOLS: TSlotSymbol[] = ["W", "S", "C", "G", "B", "A", "K", "Q", "J", "T"].map((id) => ({
  id,
  name: id,
  kind: id === "W" ? "wild" : id === "S" ? "scatter" : "regular",
  pays: null,
}));

describe("idle window", () => {
  it("shows 5 reels of 3 regular symbols, none repeated within a reel", () => {
    const window = idleWindow(SYMBOLS);
    expect(window).toHaveLength(5);
    for (const column of window) {
      expect(column).toHaveLength(3);
      expect(new Set(column).size).toBe(3);
      for (const id of column) expect(["W", "S"]).not.toContain(id);
    }
  });

  it("streams the game's own symbols on a spinning reel", () => {
    const filler = reelFiller(SYMBOLS, 2);
    expect(filler).toHaveLength(8);
    for (const id of filler) expect(SYMBOLS.map((symbol) => symbol.id)).toContain(id);
  });
});
