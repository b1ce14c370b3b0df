import type { TBookEvent } from "@orchid/contract/sportsbook";
import { describe, expect, it } from "vitest";
import { applyPush, applyPushToList } from "./apply-push.ts";
import { readBookPush, type TBookPush } from "./book-push.ts";
import { applyPushToLegs, legOf } from "./slip-leg.ts";

function event(id: number): TBookEvent {
  return {
    id,
    sport: "football",
    title: null,
    competitionId: 1,
    competition: "Verdant Premier Division",
    stage: null,
    kind: "match",
    home: "Glimmerford Town",
    away: "Cindervale Rangers",
    startsAt: "2026-11-28T03:50:00.000Z",
    state: "live",
    score: { home: 1, away: 0 },
    clock: 56,
    inPlayDelayMs: 3000,
    markets: [
      {
        id: id * 10,
        key: "1x2",
        type: "1x2",
        line: null,
        map: null,
        places: null,
        state: "open",
        maxStake: 5_000_000,
        selections: [
          { id: id * 100 + 1, code: "home", name: null, odds: 1500, open: true },
          { id: id * 100 + 2, code: "draw", name: null, odds: 3800, open: true },
          { id: id * 100 + 3, code: "away", name: null, odds: 6100, open: true },
        ],
      },
    ],
    marketCount: 9,
    result: null,
  };
}

describe("applying pushes to cached events", () => {
  it("puts new prices on the selections it names", () => {
    const before = event(3);
    const after = applyPush(before, {
      type: "odds",
      eventId: 3,
      selections: [
        { id: 301, odds: 1450, open: true },
        { id: 303, odds: 6300, open: false },
      ],
      at: 1,
    });
    expect(after.markets[0]?.selections.map((s) => [s.odds, s.open])).toEqual([
      [1450, true],
      [3800, true],
      [6300, false],
    ]);
    expect(before.markets[0]?.selections[0]?.odds).toBe(1500);
  });

  it("updates state, score and clock", () => {
    const after = applyPush(event(3), {
      type: "event",
      eventId: 3,
      state: "suspended",
      score: { home: 2, away: 0 },
      clock: 57,
      at: 1,
    });
    expect([after.state, after.score, after.clock]).toEqual(["suspended", { home: 2, away: 0 }, 57]);
  });

  it("changes a market's state", () => {
    const after = applyPush(event(3), {
      type: "market",
      eventId: 3,
      marketId: 30,
      state: "suspended",
      at: 1,
    });
    expect(after.markets[0]?.state).toBe("suspended");
  });

  it("keeps the same objects when nothing it holds changed", () => {
    const list = [event(3), event(4)];
    const odds = (eventId: number, id: number, price: number): TBookPush => ({
      type: "odds",
      eventId,
      selections: [{ id, odds: price, open: true }],
      at: 1,
    });
    expect(applyPushToList(list, odds(9, 301, 1001))).toBe(list);
    expect(applyPushToList(list, odds(3, 999, 2000))).toBe(list);
    expect(applyPushToList(list, odds(3, 301, 1500))).toBe(list);
    const changed = applyPushToList(list, odds(4, 401, 1600));
    expect(changed).not.toBe(list);
    expect(changed[0]).toBe(list[0]);
    expect(changed[1]?.markets[0]?.selections[0]?.odds).toBe(1600);
  });

  it("follows the slip's legs too", () => {
    const source = event(3);
    const market = source.markets[0];
    const selection = market?.selections[0];
    if (!market || !selection) throw new Error("fixture");
    const legs = [legOf(source, market, selection)];
    const priced = applyPushToLegs(legs, {
      type: "odds",
      eventId: 3,
      selections: [{ id: 301, odds: 1400, open: true }],
      at: 1,
    });
    expect(priced[0]).toMatchObject({ odds: 1500, current: 1400 });
    const closed = applyPushToLegs(priced, {
      type: "market",
      eventId: 3,
      marketId: 30,
      state: "suspended",
      at: 1,
    });
    expect(closed[0]?.marketState).toBe("suspended");
    expect(applyPushToLegs(closed, { type: "market", eventId: 4, marketId: 30, state: "open", at: 1 })).toBe(
      closed,
    );
  });
});

describe("reading pushes", () => {
  it("takes the book's messages and nothing else", () => {
    const odds = { type: "odds", eventId: 3, selections: [{ id: 1, odds: 1500, open: true }], at: 5 };
    expect(readBookPush(JSON.stringify(odds))).toEqual(odds);
    expect(readBookPush(JSON.stringify({ type: "watch", eventIds: [1] }))).toBeNull();
    expect(readBookPush(JSON.stringify({ type: "odds", eventId: "3" }))).toBeNull();
    expect(readBookPush("not json")).toBeNull();
    expect(readBookPush(42)).toBeNull();
  });
});
