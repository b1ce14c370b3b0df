import { describe, expect, it } from "vitest";
import { buildDemoCatalogue, DEMO_RNG_GAME_COUNT } from "./build-demo-catalogue.ts";
import { DEMO_SLOT_VENDORS } from "./demo-vendors.ts";
import { NAME_LANGUAGES } from "./name-words.ts";

// The demo catalogue is generated, not stored: it must come out the same every time and look
// like a real lobby (spread of vendors, tags, bets, lines, a few hot and group games).

const catalogue = buildDemoCatalogue();
const rng = catalogue.filter((g) => g.gameType === "RNG");
const share = (keep: (g: (typeof rng)[number]) => boolean) => rng.filter(keep).length / rng.length;

describe("the demo catalogue", () => {
  it("is the same on every build", () => {
    expect(buildDemoCatalogue()).toEqual(catalogue);
  });

  it("holds ten thousand RNG games with unique codes per vendor and unique names", () => {
    expect(rng).toHaveLength(DEMO_RNG_GAME_COUNT);
    expect(new Set(catalogue.map((g) => `${g.vendorCode}/${g.code}`)).size).toBe(catalogue.length);
    expect(new Set(rng.map((g) => g.names.EN)).size).toBe(rng.length);
    expect(new Set(rng.map((g) => g.vendorCode))).toEqual(new Set(DEMO_SLOT_VENDORS.map((v) => v.code)));
  });

  it("names every slot in the ten word-list languages and searches them lower-cased", () => {
    for (const game of rng.slice(0, 200)) {
      for (const language of NAME_LANGUAGES) expect(game.names[language], language).toBeTruthy();
      expect(game.searchText).toContain(game.names.EN?.toLowerCase());
      expect(game.searchText).toContain(game.names.CN);
    }
  });

  it("spreads tags, bets and lines, about 3% hot, and every maths model in turn", () => {
    expect(share((g) => g.isHot)).toBeGreaterThan(0.02);
    expect(share((g) => g.isHot)).toBeLessThan(0.04);
    expect(share((g) => g.classify.includes("JP"))).toBeGreaterThan(0.05);
    expect(share((g) => g.classify.length === 0)).toBeGreaterThan(0.6);
    expect(new Set(rng.map((g) => g.minBet)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rng.map((g) => g.lineCount)).size).toBeGreaterThanOrEqual(8);
    expect(rng.slice(0, 6).map((g) => g.mathsModel)).toEqual([
      "steady",
      "balanced",
      "wild-ride",
      "steady",
      "balanced",
      "wild-ride",
    ]);
    const hotOrders = rng.filter((g) => g.isHot).map((g) => g.hotOrder);
    expect(hotOrders).toEqual(hotOrders.map((_, i) => i + 1));
  });

  it("has a dozen group games of 3 to 8 sub-games from the same studio", () => {
    const groups = rng.filter((g) => g.isGroup);
    expect(groups).toHaveLength(12);
    for (const group of groups) {
      const subGames = rng.filter((g) => g.parentCode === group.code);
      expect(subGames.length).toBeGreaterThanOrEqual(3);
      expect(subGames.length).toBeLessThanOrEqual(8);
      for (const sub of subGames) expect([sub.vendorCode, sub.isHot]).toEqual([group.vendorCode, false]);
    }
  });
});
