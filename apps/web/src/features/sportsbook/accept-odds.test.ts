import { describe, expect, it } from "vitest";
import { isPriceTaken, needsAcceptance, oddsMove } from "./accept-odds.ts";
import { canBet } from "./can-bet.ts";

describe("accepting price changes", () => {
  it("takes only the same price with none", () => {
    expect(isPriceTaken(1950, 1950, "none")).toBe(true);
    expect(isPriceTaken(1950, 2000, "none")).toBe(false);
    expect(isPriceTaken(1950, 1900, "none")).toBe(false);
  });

  it("takes the same or a better price with higher", () => {
    expect(isPriceTaken(1950, 2000, "higher")).toBe(true);
    expect(isPriceTaken(1950, 1950, "higher")).toBe(true);
    expect(isPriceTaken(1950, 1949, "higher")).toBe(false);
  });

  it("takes any price with any", () => {
    expect(isPriceTaken(1950, 1001, "any")).toBe(true);
  });

  it("asks the member only when the setting would refuse the price now", () => {
    expect(needsAcceptance({ odds: 1950, current: 1800 }, "higher")).toBe(true);
    expect(needsAcceptance({ odds: 1950, current: 2100 }, "higher")).toBe(false);
    expect(needsAcceptance({ odds: 1950, current: 2100 }, "none")).toBe(true);
  });

  it("tells which way a price went", () => {
    expect(oddsMove(1950, 2000)).toBe("up");
    expect(oddsMove(1950, 1900)).toBe("down");
    expect(oddsMove(1950, 1950)).toBeNull();
  });
});

describe("which prices take bets", () => {
  const now = Date.parse("2026-11-28T12:00:00Z");
  const open = {
    eventState: "prematch",
    startsAt: "2026-11-28T13:00:00Z",
    marketState: "open",
    isOpen: true,
  } as const;

  it("takes bets before the start and in play", () => {
    expect(canBet(open, now)).toBe(true);
    expect(canBet({ ...open, eventState: "live", startsAt: "2026-11-28T11:00:00Z" }, now)).toBe(true);
  });

  it("locks a prematch event past its start, and every other state", () => {
    expect(canBet({ ...open, startsAt: "2026-11-28T11:59:59Z" }, now)).toBe(false);
    for (const eventState of ["suspended", "ended", "cancelled"] as const) {
      expect(canBet({ ...open, eventState }, now)).toBe(false);
    }
  });

  it("locks a suspended market or a closed selection", () => {
    expect(canBet({ ...open, marketState: "suspended" }, now)).toBe(false);
    expect(canBet({ ...open, isOpen: false }, now)).toBe(false);
  });
});
