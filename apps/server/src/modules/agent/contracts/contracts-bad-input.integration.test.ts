import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentContracts } from "../../../db/schema/agents.ts";
import { SWEEP_ENV, sweep } from "../../../test/bad-input-sweep.ts";
import { startConsoleTest } from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";
import { memberSession } from "../../../test/wallet-fixtures.ts";
import { clearContracts, issue, rates } from "./contract-test-calls.ts";

// The bad-input sweep of the contract calls: every field of an offer and of an action gets wrong
// types, overlong text, control characters, SQL and HTML fragments and the naughty strings, as an
// agent that holds a contract (so values reach the deeper checks). Never a 5xx.

let t: TTestApp;
let token = "";
beforeAll(async () => {
  let ownerToken: string;
  ({ t, ownerToken } = await startConsoleTest({ env: SWEEP_ENV, ip: "10.61.0.1" }));
  await clearContracts(t, ownerToken, "agent41", "realtime_salary");
  await clearContracts(t, ownerToken, "agent01", "realtime_salary");
  await issue(t, ownerToken, "agent01", "realtime_salary", rates(100, 200));
  token = (await memberSession(t, "agent01", "Agent1234")).token;
});
afterAll(async () => t?.close());

describe("bad input on the contract calls", () => {
  it("answers every hostile value with a 4xx envelope (or a 2xx), never a 5xx", async () => {
    const before = (await t.ctx.database.db.select({ n: count() }).from(agentContracts))[0]?.n ?? 0;
    const targets = [
      {
        name: "contracts/offer",
        method: "POST" as const,
        url: "/wps/agent/contracts/offer",
        token,
        wholeBody: true,
        body: { kind: "realtime_salary", downline: "agent41", terms: rates(10) },
      },
      {
        name: "contracts/action",
        method: "POST" as const,
        url: "/wps/agent/contracts/1/action",
        token,
        wholeBody: true,
        body: { action: "change", terms: rates(10) },
      },
    ];
    const problems: string[] = [];
    for (const [index, target] of targets.entries())
      problems.push(...(await sweep(t, target, 62 + index)).problems);
    expect(problems).toEqual([]);
    // Every variant carries one hostile field, so nothing was signed.
    expect((await t.ctx.database.db.select({ n: count() }).from(agentContracts))[0]?.n).toBe(before);
  });
});
