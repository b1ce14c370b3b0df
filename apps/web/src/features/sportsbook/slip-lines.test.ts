import { describe, expect, it } from "vitest";
import { REQUEST_KEY_PATTERN } from "../lottery/slip-request-key.ts";
import { createLineKeys } from "./line-request-keys.ts";
import type { TSlipLeg } from "./slip-leg.ts";
import {
  acceptCurrentPrices,
  MAX_SLIP_LEGS,
  toggleLeg,
  withQuotedPrices,
  withSuspension,
} from "./slip-leg.ts";
import { betRequest, legsAfterPlacing, PARLAY_LINE, slipLines, stakeOf } from "./slip-lines.ts";

function leg(selectionId: number, eventId: number, odds = 1900): TSlipLeg {
  return {
    selectionId,
    eventId,
    marketId: eventId * 10,
    sport: "football",
    competition: "Verdant Premier Division",
    home: `Home ${eventId}`,
    away: `Away ${eventId}`,
    startsAt: "2026-11-28T13:00:00Z",
    marketType: "1x2",
    line: null,
    map: null,
    code: "home",
    name: null,
    odds,
    current: odds,
    isOpen: true,
    marketState: "open",
    eventState: "prematch",
    inPlayDelayMs: 0,
  };
}

describe("the slip's legs", () => {
  it("adds a price and takes it off on a second click", () => {
    const once = toggleLeg([], leg(1, 1));
    expect(once.map((item) => item.selectionId)).toEqual([1]);
    expect(toggleLeg(once, leg(1, 1))).toEqual([]);
  });

  it("keeps a second selection of one event, for singles", () => {
    expect(toggleLeg([leg(1, 1)], leg(2, 1)).map((item) => item.selectionId)).toEqual([1, 2]);
  });

  it("holds at most MAX_SLIP_LEGS", () => {
    const full = Array.from({ length: MAX_SLIP_LEGS }, (_, index) => leg(index + 1, index + 1));
    expect(toggleLeg(full, leg(99, 99))).toHaveLength(MAX_SLIP_LEGS);
  });

  it("takes the prices a refusal quotes, and keeps the agreed price until the member accepts", () => {
    const quoted = withQuotedPrices([leg(1, 1, 1900), leg(2, 2, 2500)], [{ selectionId: 2, odds: 2400 }]);
    expect(quoted.map((item) => [item.odds, item.current])).toEqual([
      [1900, 1900],
      [2500, 2400],
    ]);
    expect(acceptCurrentPrices(quoted).map((item) => item.odds)).toEqual([1900, 2400]);
  });
});

describe("a suspension a refusal reports", () => {
  it("locks the leg by what the book named: the selection, its market or its event", () => {
    const legs = [leg(1, 1), leg(2, 2)];
    expect(withSuspension(legs, 1, "selection")[0]?.isOpen).toBe(false);
    expect(withSuspension(legs, 1, "market_suspended")[0]?.marketState).toBe("suspended");
    expect(withSuspension(legs, 1, "suspended")[0]?.eventState).toBe("suspended");
    expect(withSuspension(legs, 1, "started")[0]).toBe(legs[0]);
    expect(withSuspension(legs, 1, "selection")[1]).toBe(legs[1]);
  });
});

describe("the lines placed", () => {
  const legs = [leg(1, 1, 2000), leg(2, 2, 1500)];

  it("places each single with a stake, then the parlay", () => {
    const lines = slipLines(legs, { singles: { 1: "10", 2: "" }, parlay: "5.50" });
    expect(lines.map((line) => [line.id, line.stake, line.legs.length])).toEqual([
      ["1", 1000, 1],
      [PARLAY_LINE, 550, 2],
    ]);
    const parlay = lines[1];
    if (!parlay) throw new Error("the parlay line is missing");
    expect(betRequest(parlay, "higher")).toEqual({
      legs: [
        { selectionId: 1, odds: 2000 },
        { selectionId: 2, odds: 1500 },
      ],
      stake: 550,
      acceptOdds: "higher",
    });
  });

  it("places no parlay of two legs of one event", () => {
    const lines = slipLines([leg(1, 1), leg(2, 1)], { singles: {}, parlay: "5" });
    expect(lines).toEqual([]);
  });

  it("reads no stake from empty or malformed text", () => {
    expect(stakeOf("")).toBeNull();
    expect(stakeOf("  ")).toBeNull();
    expect(stakeOf("1,000")).toBeNull();
    expect(stakeOf("12.5")).toBe(1250);
  });

  it("removes placed legs and keeps refused ones and those in no line", () => {
    const three = [...legs, leg(3, 3)];
    const lines = slipLines(three, { singles: { 1: "10", 2: "10" }, parlay: "" });
    const kept = legsAfterPlacing(three, lines, new Set(["1"]));
    expect(kept.map((item) => item.selectionId)).toEqual([2, 3]);
  });

  it("keeps the parlay's legs while the parlay was refused, even when their singles were placed", () => {
    const lines = slipLines(legs, { singles: { 1: "10" }, parlay: "5" });
    expect(legsAfterPlacing(legs, lines, new Set(["1"])).map((item) => item.selectionId)).toEqual([1, 2]);
    expect(legsAfterPlacing(legs, lines, new Set(["1", PARLAY_LINE]))).toEqual([]);
  });
});

describe("request keys per line", () => {
  it("retries the same line with its key, and a changed or placed line with a new one", () => {
    const keys = createLineKeys();
    const first = keys.keyFor("1", "a");
    expect(first).toMatch(REQUEST_KEY_PATTERN);
    expect(keys.keyFor("1", "a")).toBe(first);
    expect(keys.keyFor(PARLAY_LINE, "a")).not.toBe(first);
    const changed = keys.keyFor("1", "b");
    expect(changed).not.toBe(first);
    keys.placed("1");
    expect(keys.keyFor("1", "b")).not.toBe(changed);
  });
});
