import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "../../http/app-error.ts";
import type { TLedgerStep } from "./ledger.ts";
import { applyStep, availableBalance, type TAccountState, type TPendingState } from "./ledger-rules.ts";

const MEMBERS = [1, 2, 3];
const HOUSE = [10, 11];
const ALL = [...MEMBERS, ...HOUSE];

function freshAccounts(): Map<number, TAccountState> {
  return new Map(
    ALL.map((id) => [
      id,
      {
        id,
        unit: "minor",
        mustNotOverdraw: MEMBERS.includes(id),
        debitsPosted: 0,
        creditsPosted: 0,
        debitsPending: 0,
        creditsPending: 0,
      },
    ]),
  );
}

const clone = <K, V extends object>(map: Map<K, V>) => new Map([...map].map(([k, v]) => [k, { ...v }]));

const amount = fc.oneof(fc.integer({ min: 1, max: 5_000 }), fc.constantFrom(0, -1, 1.5, 2 ** 60));
const pair = fc.tuple(fc.constantFrom(...ALL), fc.constantFrom(...ALL));
const stepArb = fc.oneof(
  fc.record({ kind: fc.constant("posted" as const), pair, amount }),
  fc.record({ kind: fc.constant("pending" as const), pair, amount }),
  fc.record({ kind: fc.constant("post" as const), pick: fc.nat(), amount }),
  fc.record({ kind: fc.constant("void" as const), pick: fc.nat() }),
);

/**
 * Applies random steps as the ledger does: each step on a copy of the state, kept only when no
 * rule refused it (the database transaction rolls back otherwise). Returns the final state and
 * the accepted steps.
 */
function run(
  steps: fc.Arbitrary<unknown>[] extends never ? never : ReturnType<typeof stepArb.generate>["value"][],
) {
  let accounts = freshAccounts();
  let pendings = new Map<number, TPendingState>();
  const accepted: { amount: number; debit: number; credit: number; phase: string }[] = [];
  let nextId = 1;
  for (const raw of steps) {
    const open = [...pendings.values()];
    let step: TLedgerStep | null = null;
    if (raw.kind === "posted" || raw.kind === "pending") {
      const [debit, credit] = raw.pair;
      step = { phase: raw.kind, debit, credit, amount: raw.amount, code: "adjustment", key: `k${nextId}` };
    } else if (open.length > 0) {
      const pending = open[raw.pick % open.length] as TPendingState;
      step =
        raw.kind === "post"
          ? { phase: "post_pending", pendingId: pending.id, amount: raw.amount, key: `k${nextId}` }
          : { phase: "void_pending", pendingId: pending.id, key: `k${nextId}` };
    }
    if (!step) continue;
    const nextAccounts = clone(accounts);
    const nextPendings = clone(pendings);
    try {
      const line = applyStep(step, nextAccounts, nextPendings);
      if (line.phase === "pending") {
        nextPendings.set(nextId, {
          id: nextId,
          debit: line.debit,
          credit: line.credit,
          amount: line.amount,
          code: line.code,
          remaining: line.amount,
        });
      }
      accounts = nextAccounts;
      pendings = nextPendings;
      accepted.push({ amount: line.amount, debit: line.debit, credit: line.credit, phase: line.phase });
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
    }
    nextId += 1;
  }
  return { accounts, pendings, accepted };
}

describe("ledger rules (property)", () => {
  it("keeps Σ debits = Σ credits, never overdraws a member, and holds never go negative", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        const { accounts, pendings } = run(steps);
        const all = [...accounts.values()];
        const sum = (pick: (a: TAccountState) => number) => all.reduce((s, a) => s + pick(a), 0);
        expect(sum((a) => a.debitsPosted)).toBe(sum((a) => a.creditsPosted));
        expect(sum((a) => a.debitsPending)).toBe(sum((a) => a.creditsPending));
        for (const account of all) {
          if (account.mustNotOverdraw) expect(availableBalance(account)).toBeGreaterThanOrEqual(0);
          expect(account.debitsPending).toBeGreaterThanOrEqual(0);
          expect(account.creditsPending).toBeGreaterThanOrEqual(0);
        }
        const held = [...pendings.values()].reduce((s, p) => s + p.remaining, 0);
        expect(sum((a) => a.debitsPending)).toBe(held);
      }),
      { numRuns: 500 },
    );
  });

  it("refuses zero, negative, fractional and huge amounts without changing anything", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0, -1, -100, 0.5, 1.25, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY),
        (bad) => {
          const accounts = freshAccounts();
          const before = JSON.stringify([...accounts.values()]);
          expect(() =>
            applyStep(
              { phase: "posted", debit: 10, credit: 1, amount: bad, code: "adjustment", key: "x" },
              accounts,
              new Map(),
            ),
          ).toThrow(AppError);
          expect(JSON.stringify([...accounts.values()])).toBe(before);
        },
      ),
    );
  });

  it("never settles a hold for more than it holds, in any order of partial posts and a void", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.integer({ min: 1, max: 4_000 }), { maxLength: 10 }),
        (held, posts) => {
          let accounts = freshAccounts();
          let pendings = new Map<number, TPendingState>();
          applyStep(
            { phase: "posted", debit: 10, credit: 1, amount: held, code: "adjustment", key: "fund" },
            accounts,
            pendings,
          );
          applyStep(
            { phase: "pending", debit: 1, credit: 11, amount: held, code: "withdrawal", key: "hold" },
            accounts,
            pendings,
          );
          pendings.set(1, { id: 1, debit: 1, credit: 11, amount: held, code: "withdrawal", remaining: held });
          let moved = 0;
          for (const part of posts) {
            const copy = clone(accounts);
            const copyPendings = clone(pendings);
            try {
              applyStep({ phase: "post_pending", pendingId: 1, amount: part, key: "p" }, copy, copyPendings);
              moved += part;
              accounts = copy;
              pendings = copyPendings;
            } catch {
              expect(moved + part).toBeGreaterThan(held);
            }
          }
          expect(moved).toBeLessThanOrEqual(held);
          const settled = clone(accounts);
          if (moved < held)
            applyStep({ phase: "void_pending", pendingId: 1, key: "v" }, settled, clone(pendings));
          expect(settled.get(1)?.debitsPending).toBe(0);
          expect(availableBalance(settled.get(1) as TAccountState)).toBe(held - moved);
        },
      ),
    );
  });

  it("never moves a line between a points account and a money account, either way or as a hold", () => {
    const accounts = freshAccounts();
    const points = 20;
    accounts.set(points, { ...(accounts.get(10) as TAccountState), id: points, unit: "points" });
    const before = clone(accounts);
    for (const [debit, credit] of [
      [10, points],
      [points, 1],
    ] as const) {
      for (const phase of ["posted", "pending"] as const) {
        const step: TLedgerStep = {
          phase,
          debit,
          credit,
          amount: 100,
          code: "bonus",
          key: `k-${debit}-${phase}`,
        };
        let refused: unknown;
        try {
          applyStep(step, accounts, new Map());
        } catch (error) {
          refused = error;
        }
        expect(refused).toBeInstanceOf(AppError);
        expect((refused as AppError).code).toBe("CURRENCY_MISMATCH");
      }
    }
    expect(accounts).toEqual(before);
  });
});
