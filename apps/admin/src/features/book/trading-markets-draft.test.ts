import type { TBoBookTrading } from "@orchid/contract/backoffice-book";
import { describe, expect, it } from "vitest";
import { checkMarkets } from "./market-draft.ts";
import { tradingMarketsDraft } from "./trading-markets-draft.ts";

const selection = (id: number, code: string, feedOdds: number) => ({
  id,
  code,
  name: null,
  feedOdds,
  odds: feedOdds - 50,
  open: true,
  bets: 0,
  stake: 0,
  liability: 0,
});

const MARKETS: TBoBookTrading["markets"] = [
  {
    id: 3,
    key: "asian_handicap:-2",
    type: "asian_handicap",
    line: -2,
    map: null,
    state: "open",
    maxStake: null,
    selections: [selection(10, "home", 1_950), selection(11, "away", 1_875)],
  },
  {
    id: 4,
    key: "map_winner:2",
    type: "map_winner",
    line: null,
    map: 2,
    state: "suspended",
    maxStake: 5_000,
    selections: [selection(12, "home", 2_000), selection(13, "away", 1_800)],
  },
];

describe("an own event's prices to edit", () => {
  it("holds the prices before the margin and sends the same markets back", () => {
    const drafts = tradingMarketsDraft(MARKETS);
    expect(drafts[0]).toMatchObject({ type: "asian_handicap", line: "-0.5", fixed: true });
    expect(drafts[0]?.selections.map((s) => s.odds)).toEqual(["1.95", "1.875"]);
    expect(checkMarkets("match", drafts.slice(0, 1))).toEqual({
      ok: true,
      markets: [
        {
          type: "asian_handicap",
          line: -2,
          selections: [
            { code: "home", odds: 1_950 },
            { code: "away", odds: 1_875 },
          ],
        },
      ],
    });
    expect(checkMarkets("series", drafts.slice(1))).toMatchObject({ ok: true, markets: [{ map: 2 }] });
  });
});
