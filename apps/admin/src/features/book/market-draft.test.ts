import { describe, expect, it } from "vitest";
import { checkMarkets, newMarketDraft } from "./market-draft.ts";

describe("markets as typed", () => {
  it("send prices as thousandths and lines in quarter units", () => {
    const handicap = newMarketDraft("asian_handicap", { line: "-0.5" });
    handicap.selections = [
      { code: "home", name: "", odds: "1.95" },
      { code: "away", name: " ", odds: "1.9" },
    ];
    expect(
      checkMarkets("match", [newMarketDraft("1x2"), newMarketDraft("over_under", { line: "2.5" }), handicap]),
    ).toEqual({
      ok: true,
      markets: [
        {
          type: "1x2",
          selections: [
            { code: "home", odds: 2500 },
            { code: "draw", odds: 3200 },
            { code: "away", odds: 2800 },
          ],
        },
        {
          type: "over_under",
          line: 10,
          selections: [
            { code: "over", odds: 1900 },
            { code: "under", odds: 1900 },
          ],
        },
        {
          type: "asian_handicap",
          line: -2,
          selections: [
            { code: "home", odds: 1950 },
            { code: "away", odds: 1900 },
          ],
        },
      ],
    });
  });

  it("names the first field that is wrong", () => {
    const line = newMarketDraft("total_maps", { line: "2.3" });
    expect(checkMarkets("series", [newMarketDraft("match_winner"), line])).toEqual({
      ok: false,
      field: "markets.1.line",
      key: "bo_book_line_invalid",
    });
    const price = newMarketDraft("match_winner");
    price.selections[1] = { code: "away", name: "", odds: "1" };
    expect(checkMarkets("series", [price])).toEqual({
      ok: false,
      field: "markets.0.selections.1.odds",
      key: "bo_book_odds_range",
    });
    expect(checkMarkets("series", [newMarketDraft("1x2")])).toMatchObject({
      key: "bo_book_market_not_for_kind",
    });
    expect(checkMarkets("match", [newMarketDraft("btts"), newMarketDraft("btts")])).toMatchObject({
      field: "markets.1.type",
      key: "bo_book_market_twice",
    });
    expect(checkMarkets("series", [newMarketDraft("map_winner", { map: "10" })])).toMatchObject({
      field: "markets.0.map",
    });
    expect(checkMarkets("match", [])).toMatchObject({ key: "bo_book_markets_required" });
  });

  it("keeps two maps' winners or two lines apart", () => {
    const maps = [newMarketDraft("map_winner", { map: "1" }), newMarketDraft("map_winner", { map: "2" })];
    expect(checkMarkets("series", maps).ok).toBe(true);
    const lines = [
      newMarketDraft("over_under", { line: "2.5" }),
      newMarketDraft("over_under", { line: "3" }),
    ];
    expect(checkMarkets("match", lines).ok).toBe(true);
  });
});
