import { expect, it } from "vitest";
import { runBankScenario } from "./bank-run.ts";

const SHOWN = 30;

// The bank test: 64 clients, 60 s of deposits, wallet moves, upline and downline transfers and withdrawals
// over 32 members, with repeated keys and bad input; then the ledger is proved on PostgreSQL and
// every acknowledged operation is found exactly once.
it("64 clients for 60 s: the ledger stays sound and every acknowledged operation is there once", async () => {
  const report = await runBankScenario({ clients: 64, members: 32, durationMs: 60_000 });
  console.log(`bank test\n${report.summary}`);
  const { check } = report;
  expect(check.violations).toEqual([]);
  expect(check.negativeAccounts).toBe(0);
  expect(check.problems.slice(0, SHOWN)).toEqual([]);
  expect(report.serverErrors.slice(0, 5)).toEqual([]);
  expect(check.memberTotals.cached).toBe(check.memberTotals.fromTransfers);
  expect(check.memberTotals.cached).toBe(check.memberTotals.model);
  const kinds = new Set(report.history.filter((op) => op.outcome === "ok").map((op) => op.plan.kind));
  expect([...kinds].sort()).toEqual([
    "deposit",
    "downline",
    "from_game",
    "read",
    "to_game",
    "upline",
    "withdraw",
  ]);
  expect(report.history.some((op) => op.code === "INSUFFICIENT_FUNDS")).toBe(true);
});
