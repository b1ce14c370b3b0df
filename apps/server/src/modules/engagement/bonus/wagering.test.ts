import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyBet,
  checkTerms,
  countedStake,
  expireIfDue,
  forfeit,
  largestBet,
  requiredTurnover,
  startProgress,
  type TGrantMove,
  type TGrantProgress,
  type TSettledBet,
  type TWageringTerms,
} from "./wagering.ts";

const GAME_TYPES = ["RNG", "LIVE", "LOTT", "SPORTS", "PVP", "FISH"] as const;

/** The demo's welcome offer: 100 % of the deposit, turnover 15× deposit and bonus within 30 days. */
const WELCOME: TWageringTerms = {
  bonus: 100_000,
  deposit: 100_000,
  multiple: 15,
  basis: "deposit_and_bonus",
  contributions: { RNG: 100, LIVE: 10, LOTT: 50 },
  maxBet: 50_000,
  expiresAt: 30 * 86_400_000,
};

const zTerms = fc
  .record({
    bonus: fc.integer({ min: 1, max: 10_000_000 }),
    deposit: fc.integer({ min: 0, max: 10_000_000 }),
    multiple: fc.integer({ min: 1, max: 40 }),
    basis: fc.constantFrom("bonus" as const, "deposit" as const, "deposit_and_bonus" as const),
    contributions: fc.dictionary(fc.constantFrom(...GAME_TYPES), fc.integer({ min: 0, max: 100 })),
    maxBet: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
    expiresAt: fc.integer({ min: 1, max: 1_000 }),
  })
  .filter((terms) => checkTerms(terms) === null);
const zBet = fc.record({
  gameType: fc.constantFrom(...GAME_TYPES, "ESPORTS"),
  validStake: fc.integer({ min: 0, max: 2_000_000 }),
});
/** Bets with the time each settled at (the terms' expiry is between 1 and 1,000). */
const zBets = fc.array(fc.tuple(zBet, fc.integer({ min: 0, max: 1_200 })), { maxLength: 60 });

/** A grant's whole life: the bets in order, then perhaps a forfeit, then the expiry sweep. */
function live(
  terms: TWageringTerms,
  bets: readonly (readonly [TSettledBet, number])[],
  forfeitAfter: number | null,
): { progress: TGrantProgress; moves: TGrantMove[]; countedWhileActive: number } {
  let progress = startProgress();
  const moves: TGrantMove[] = [];
  let countedWhileActive = 0;
  bets.forEach(([bet, at], index) => {
    const wasActive = progress.state === "active" && at < terms.expiresAt;
    const step = applyBet(terms, progress, bet, at);
    if (wasActive) countedWhileActive += countedStake(terms, bet);
    progress = step.progress;
    if (step.move) moves.push(step.move);
    if (forfeitAfter === index) {
      const forfeited = forfeit(terms, progress);
      progress = forfeited.progress;
      if (forfeited.move) moves.push(forfeited.move);
    }
  });
  const swept = expireIfDue(terms, progress, Number.MAX_SAFE_INTEGER);
  if (swept.move) moves.push(swept.move);
  return { progress: swept.progress, moves, countedWhileActive };
}

describe("wagering of a bonus grant", () => {
  it("converts the welcome bonus once 15× deposit and bonus is counted, slots at 100 %, live at 10 %", () => {
    expect(requiredTurnover(WELCOME)).toBe(3_000_000);
    let progress = startProgress();
    ({ progress } = applyBet(WELCOME, progress, { gameType: "LIVE", validStake: 1_000_000 }, 1));
    expect(progress).toEqual({ state: "active", counted: 100_000 });
    ({ progress } = applyBet(WELCOME, progress, { gameType: "ESPORTS", validStake: 1_000_000 }, 2));
    expect(progress.counted).toBe(100_000);
    const before = applyBet(WELCOME, progress, { gameType: "RNG", validStake: 2_899_999 }, 3);
    expect(before).toEqual({ progress: { state: "active", counted: 2_999_999 }, move: null });
    const met = applyBet(WELCOME, before.progress, { gameType: "LOTT", validStake: 3 }, 4);
    expect(met).toEqual({
      progress: { state: "converted", counted: 3_000_000 },
      move: { kind: "convert", amount: 100_000 },
    });
    // Converted: later bets, forfeits and sweeps change nothing.
    expect(applyBet(WELCOME, met.progress, { gameType: "RNG", validStake: 5 }, 5)).toEqual({
      progress: met.progress,
      move: null,
    });
    expect(forfeit(WELCOME, met.progress).move).toBeNull();
    expect(expireIfDue(WELCOME, met.progress, WELCOME.expiresAt + 1).move).toBeNull();
  });

  it("expires at its time, with its whole amount given back, and counts nothing after", () => {
    const late = applyBet(
      WELCOME,
      startProgress(),
      { gameType: "RNG", validStake: 9_000_000 },
      WELCOME.expiresAt,
    );
    expect(late).toEqual({
      progress: { state: "expired", counted: 0 },
      move: { kind: "expire", amount: 100_000 },
    });
    expect(expireIfDue(WELCOME, startProgress(), WELCOME.expiresAt - 1).move).toBeNull();
  });

  it("never converts before the turnover is counted, and always once it is (while active and in time)", () => {
    fc.assert(
      fc.property(zTerms, zBets, (terms, bets) => {
        const { progress, moves } = live(terms, bets, null);
        if (progress.state === "converted")
          expect(progress.counted).toBeGreaterThanOrEqual(requiredTurnover(terms));
        if (progress.state === "expired") expect(progress.counted).toBeLessThan(requiredTurnover(terms));
        expect(moves.map((move) => move.kind)).toEqual([
          progress.state === "converted" ? "convert" : "expire",
        ]);
      }),
    );
  });

  it("counts exactly the sum of each active bet's share, never more than the stakes, in any order", () => {
    fc.assert(
      fc.property(zTerms, zBets, (terms, bets) => {
        // A turnover no bets reach and no expiry: every bet is counted.
        const unreachable = {
          ...terms,
          bonus: 2 ** 50,
          multiple: 1,
          basis: "bonus" as const,
          expiresAt: Number.MAX_SAFE_INTEGER,
        };
        const inOrder = live(unreachable, bets, null);
        const reversed = live(unreachable, [...bets].reverse(), null);
        const stakes = bets.reduce((sum, [bet]) => sum + bet.validStake, 0);
        const shares = bets.reduce((sum, [bet]) => sum + countedStake(unreachable, bet), 0);
        expect(inOrder.progress.counted).toBe(shares);
        expect(reversed.progress.counted).toBe(shares);
        expect(shares).toBeLessThanOrEqual(stakes);
        for (const [bet] of bets) expect(countedStake(unreachable, bet)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("moves exactly what was granted, once, whether it converts, is forfeited or expires", () => {
    fc.assert(
      fc.property(zTerms, zBets, fc.option(fc.nat(60), { nil: null }), (terms, bets, forfeitAfter) => {
        const { progress, moves, countedWhileActive } = live(terms, bets, forfeitAfter);
        expect(moves).toHaveLength(1);
        expect(moves[0]?.amount).toBe(terms.bonus);
        expect(progress.state).not.toBe("active");
        expect(progress.counted).toBeLessThanOrEqual(countedWhileActive);
      }),
    );
  });

  it("limits a bet to the smallest limit among active grants", () => {
    const active = { terms: WELCOME, progress: startProgress() };
    const tighter = { terms: { ...WELCOME, maxBet: 20_000 }, progress: startProgress() };
    const done = { terms: { ...WELCOME, maxBet: 1 }, progress: { state: "converted" as const, counted: 0 } };
    const free = { terms: { ...WELCOME, maxBet: null }, progress: startProgress() };
    expect(largestBet([active, tighter, done, free])).toBe(20_000);
    expect(largestBet([done, free])).toBeNull();
  });

  it("refuses terms an operator may not set", () => {
    expect(checkTerms(WELCOME)).toBeNull();
    expect(checkTerms({ ...WELCOME, multiple: 0 })).toEqual({
      field: "multiple",
      code: "bonus_multiple_invalid",
    });
    expect(checkTerms({ ...WELCOME, multiple: 2.5 })?.field).toBe("multiple");
    expect(checkTerms({ ...WELCOME, bonus: -1 })?.field).toBe("bonus");
    expect(checkTerms({ ...WELCOME, bonus: 0 })?.field).toBe("bonus");
    expect(checkTerms({ ...WELCOME, basis: "deposit", deposit: 0 })).toEqual({
      field: "basis",
      code: "bonus_basis_empty",
    });
    expect(checkTerms({ ...WELCOME, contributions: { RNG: 101 } })?.field).toBe("contributions");
    expect(checkTerms({ ...WELCOME, maxBet: 0 })?.field).toBe("maxBet");
    expect(checkTerms({ ...WELCOME, bonus: Number.MAX_SAFE_INTEGER })?.field).toBe("multiple");
  });
});
