import { describe, expect, it } from "vitest";
import { fitTileText, textWidthEm } from "./fit-tile-text.ts";

/** The tile's title line: 260 of its 300 units, 22 down to 15. */
const TITLE = { width: 260, maxFontSize: 22, minFontSize: 15 };

function drawnWidth(fitted: { text: string; fontSize: number }): number {
  return textWidthEm(fitted.text) * fitted.fontSize;
}

describe("fitting a tile's title", () => {
  it("keeps a short name whole at the largest size", () => {
    expect(fitTileText("Ruby Rush", TITLE)).toEqual({ text: "Ruby Rush", fontSize: 22 });
  });

  it("shrinks a name that fits at a smaller size instead of cutting it", () => {
    const fitted = fitTileText("Crystal Bamboo Gold Moon", TITLE);
    expect(fitted.text).toBe("Crystal Bamboo Gold Moon");
    expect(fitted.fontSize).toBeLessThan(22);
    expect(fitted.fontSize).toBeGreaterThanOrEqual(15);
    expect(drawnWidth(fitted)).toBeLessThanOrEqual(260);
  });

  it("cuts a 40-character Latin name with an ellipsis at the end, inside the box", () => {
    const name = "Crystal Bamboo Gold Moon Dragon Fortunes";
    expect(name).toHaveLength(40);
    const fitted = fitTileText(name, TITLE);
    expect(fitted.fontSize).toBe(15);
    expect(fitted.text.endsWith("…")).toBe(true);
    expect(name.startsWith(fitted.text.slice(0, -1))).toBe(true);
    expect(fitted.text.at(-2)).not.toBe(" ");
    expect(drawnWidth(fitted)).toBeLessThanOrEqual(260);
  });

  it("counts CJK characters double: a 20-character Chinese name is cut, a 10-character one kept", () => {
    expect(textWidthEm("金龙")).toBeGreaterThan(1.5 * textWidthEm("ab"));
    const long = "金龙宝藏幸运之轮财神到来黄金满屋福星高照五福临门";
    const fitted = fitTileText(long, TITLE);
    expect(fitted.text.endsWith("…")).toBe(true);
    expect([...fitted.text].length).toBeLessThan(20);
    expect(drawnWidth(fitted)).toBeLessThanOrEqual(260);
    expect(fitTileText("金龙宝藏幸运之轮财神", TITLE)).toEqual({
      text: "金龙宝藏幸运之轮财神",
      fontSize: 22,
    });
  });

  it("never splits a letter from its combining marks", () => {
    const burmese = "ရွှေနဂါးကံကောင်းခြင်းဘီးကြီးရွှေနဂါးကံကောင်းခြင်း";
    const fitted = fitTileText(burmese, TITLE);
    const kept = fitted.text.slice(0, -1);
    expect(burmese.startsWith(kept)).toBe(true);
    expect(/\p{M}/u.test(burmese.charAt(kept.length))).toBe(false);
    expect(drawnWidth(fitted)).toBeLessThanOrEqual(260);
  });
});
