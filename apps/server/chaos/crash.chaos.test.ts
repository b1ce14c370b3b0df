import { expect, it } from "vitest";
import { runBankScenario } from "./bank-run.ts";

const SHOWN = 30;

// The crash test: the same load for 40 s; 15 s in, the server is SIGKILLed mid-request and
// started again on the same database and ports while the clients keep retrying their keys.
// Nothing acknowledged may be lost, nothing may be applied twice.
it("a SIGKILL under load loses nothing acknowledged and applies nothing twice", async () => {
  const report = await runBankScenario({ clients: 64, members: 32, durationMs: 40_000, crashAtMs: 15_000 });
  console.log(`crash test\n${report.summary}`);
  const { check, beforeCrash } = report;
  expect(report.crash).not.toBeNull();
  expect(beforeCrash?.acknowledged ?? 0).toBeGreaterThan(100);
  expect(beforeCrash?.problems.slice(0, SHOWN)).toEqual([]);
  expect(check.violations).toEqual([]);
  expect(check.negativeAccounts).toBe(0);
  expect(check.problems.slice(0, SHOWN)).toEqual([]);
  expect(report.serverErrors.slice(0, 5)).toEqual([]);
  expect(check.memberTotals.cached).toBe(check.memberTotals.model);
  // The kill really cut requests off: some operations had to be retried across it.
  expect(report.history.some((op) => op.networkErrors > 0)).toBe(true);
});
