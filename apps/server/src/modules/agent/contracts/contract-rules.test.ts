import type { TContractTerms, TContractTier } from "@orchid/contract/agent";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_AGENT_SETTINGS } from "../agent-settings.ts";
import { cascadeSelection, exceedsTerms, isRaise, limitRefusal, periodProblem } from "./contract-rules.ts";

const tier = (rateBp: number, i = 0): TContractTier => ({
  rateBp,
  minValidBet: i * 100_000,
  minActiveMembers: i,
  minLoss: 0,
});
const terms = (...rates: number[]): TContractTerms => ({ tiers: rates.map((rate, i) => tier(rate, i)) });

/** Strictly rising rates, as a valid tier list has them. */
const ratesArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 2_000 }), { minLength: 1, maxLength: 6 })
  .map((rates) => [...rates].sort((a, b) => a - b));

describe("a change may only raise", () => {
  it("accepts a higher rate at one tier, or a tier added on top", () => {
    expect(isRaise(terms(50, 100), terms(50, 120))).toBe(true);
    expect(isRaise(terms(50, 100), terms(50, 100, 150))).toBe(true);
  });

  it("refuses the same terms, a lower rate, or a tier dropped", () => {
    expect(isRaise(terms(50, 100), terms(50, 100))).toBe(false);
    expect(isRaise(terms(50, 100), terms(60, 90))).toBe(false);
    expect(isRaise(terms(50, 100), terms(200))).toBe(false);
  });

  it("holds for any terms: raising every rate is a raise, and a raise lowers no tier", () => {
    fc.assert(
      fc.property(ratesArb, ratesArb, fc.integer({ min: 1, max: 50 }), (old, next, bump) => {
        expect(isRaise(terms(...old), terms(...old.map((r) => r + bump)))).toBe(true);
        if (isRaise(terms(...old), terms(...next))) {
          expect(next.length).toBeGreaterThanOrEqual(old.length);
          old.forEach((rate, i) => {
            expect(next[i]).toBeGreaterThanOrEqual(rate);
          });
          expect(next.length > old.length || next.some((rate, i) => rate > (old[i] ?? 0))).toBe(true);
        }
      }),
    );
  });
});

describe("the cascade's selection", () => {
  const issued = (name: string, t: TContractTerms, pendingTerms: TContractTerms | null = null) => ({
    name,
    terms: t,
    pendingTerms,
  });

  it("terminates what pays more than the holder's new terms and keeps the rest", () => {
    const within = issued("within", terms(80));
    const above = issued("above", terms(120));
    const pendingAbove = issued("pendingAbove", terms(80), terms(150));
    const picked = cascadeSelection([within, above, pendingAbove], terms(100));
    expect(picked.terminate.map((c) => c.name)).toEqual(["above"]);
    expect(picked.dropChange.map((c) => c.name)).toEqual(["pendingAbove"]);
  });

  it("ends everything the holder issued when its own contract ended", () => {
    const all = [issued("a", terms(1)), issued("b", terms(5), terms(6))];
    expect(cascadeSelection(all, null)).toEqual({ terminate: all, dropChange: [] });
  });

  it("for any terms, picks exactly the contracts that break the signing limit", () => {
    fc.assert(
      fc.property(fc.array(ratesArb, { maxLength: 8 }), ratesArb, (children, holder) => {
        const list = children.map((rates, i) => issued(String(i), terms(...rates)));
        const { terminate, dropChange } = cascadeSelection(list, terms(...holder));
        expect(dropChange).toEqual([]);
        for (const child of list) {
          expect(terminate.includes(child)).toBe(exceedsTerms(child.terms, terms(...holder)));
        }
        // Nothing kept pays more than the holder at any tier.
        for (const kept of list.filter((c) => !terminate.includes(c))) {
          kept.terms.tiers.forEach((t, i) => {
            const match = holder[Math.min(i, holder.length - 1)] ?? 0;
            expect(t.rateBp).toBeLessThanOrEqual(match);
          });
        }
      }),
    );
  });
});

describe("the merchant's limits", () => {
  it("refuses a disabled kind, too many tiers and a rate above the kind's cap", () => {
    const settings = { ...DEFAULT_AGENT_SETTINGS, enabledKinds: ["dividend" as const], maxTiers: 2 };
    expect(limitRefusal("daily_wage", terms(10), settings)).toBe("CONTRACT_KIND_DISABLED");
    expect(limitRefusal("dividend", terms(10, 20, 30), settings)).toBe("CONTRACT_TOO_MANY_TIERS");
    expect(limitRefusal("dividend", terms(10, 6_000), settings)).toBe("CONTRACT_RATE_ABOVE_LIMIT");
    expect(limitRefusal("dividend", terms(10, 5_000), settings)).toBeNull();
  });

  it("asks a dividend for its period and refuses one on a salary", () => {
    expect(periodProblem("dividend", terms(10))).toBe("err_contract_period_required");
    expect(periodProblem("dividend", { ...terms(10), period: "weekly" })).toBeNull();
    expect(periodProblem("hour_salary", { ...terms(10), period: "weekly" })).toBe(
      "err_contract_period_not_allowed",
    );
  });
});
