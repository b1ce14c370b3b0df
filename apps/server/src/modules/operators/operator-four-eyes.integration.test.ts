import type { TInputOf } from "@orchid/contract/endpoint-io";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operators } from "../../db/schema/backoffice.ts";
import { callApi, failureOf, okValue, type TApiResult } from "../../test/api-client.ts";
import { demoMerchant } from "../../test/merchant-fixtures.ts";
import {
  addOperator,
  auditSince,
  lastAuditId,
  loginNewOperator,
  operatorIdOf,
  operatorLogin,
  startConsoleTest,
} from "../../test/operator-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";
import { totpCode } from "../session/totp.ts";
import type { TApprovalKind } from "./approval-kinds.ts";
import { requestApproval } from "./approvals.ts";
import { FRESH_CREDENTIALS_MS } from "./approver-independence.ts";

/** A request with no effect: what matters here is who may approve it. */
const TEST_FOUR_EYES: TApprovalKind = { name: "test.four-eyes", execute: async () => ({ done: true }) };

// A clock the tests move on, so the 24-hour rule passes without waiting.
let clock = Date.now();
let t: TTestApp;
let ownerToken: string;
let secondToken: string;
let merchantId: number;
beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest({
    now: () => new Date(clock),
    approvalKinds: [TEST_FOUR_EYES],
  }));
  merchantId = (await demoMerchant(t)).id;
  // A second owner provisioned outside the console (as the seed provisions the first).
  secondToken = await loginNewOperator(t, { username: "second-owner", role: "owner", merchantId });
});
afterAll(async () => t?.close());

const create = (token: string, body: TInputOf<"boCreateOperator">) =>
  callApi(t, "boCreateOperator", body, { token });
const update = (token: string, body: TInputOf<"boUpdateOperator">) =>
  callApi(t, "boUpdateOperator", body, { token });
const decide = (token: string, id: number, decision: "approve" | "reject" = "approve") =>
  callApi(t, "boDecideApproval", { id, decision }, { token });
const listed = async (token: string) =>
  okValue(await callApi(t, "boOperators", undefined, { token })).map((row) => row.username);
const passwordStep = (username: string, password: string) =>
  callApi(t, "boLogin", { username, password }, { ip: "10.94.0.9" });
/** The approval a change asked for (a change that took effect at once has none). */
function approvalIdOf(result: TApiResult<"boCreateOperator" | "boUpdateOperator">): number {
  const { approval } = okValue(result);
  if (!approval) throw new Error("the change asked for no approval");
  return approval.id;
}

/** First login of an operator made through the console: enrols its authenticator, answers both. */
async function firstLogin(username: string, password: string) {
  const step = await passwordStep(username, password);
  if (!step.body.success) throw new Error(`password step: ${JSON.stringify(step.body)}`);
  const secret = okValue(step).enrolment?.secret;
  if (!secret) throw new Error("password step: no authenticator to enrol");
  const done = await callApi(
    t,
    "boTotp",
    { code: totpCode(secret, clock) },
    { token: okValue(step).pendingToken, ip: "10.94.0.9" },
  );
  return { token: okValue(done).token, secret };
}

/** A request of the test kind by `username`, straight through the registry. */
async function requestBy(username: string) {
  const requestedBy = await operatorIdOf(t, username);
  const row = await t.ctx.database.db.transaction((tx) =>
    requestApproval(
      tx,
      {
        merchantId,
        kind: "test.four-eyes",
        payload: { step: "x" },
        amountMinor: null,
        requestedBy,
        note: "",
      },
      { ip: "10.94.0.1", userAgent: "test", at: new Date(clock) },
    ),
  );
  return row.id;
}

describe("one owner alone", () => {
  it("cannot add an operator, enrol it and approve their own requests through it", async () => {
    const since = await lastAuditId(t);
    const asked = await create(ownerToken, {
      username: "puppet",
      displayName: "Puppet",
      role: "owner",
      password: "Puppet24680",
    });
    expect(okValue(asked).operator).toBeNull();
    expect(okValue(asked).approval).toMatchObject({
      kind: "operators.create",
      status: "pending",
      requestedBy: "owner",
      summary: { operator: "puppet", displayName: "Puppet", role: "owner", platform: false },
    });
    expect(JSON.stringify(okValue(asked))).not.toMatch(/passwordHash|argon|Puppet24680/);
    expect(JSON.stringify(await auditSince(t, since))).not.toMatch(/passwordHash|argon|Puppet24680/);
    // Not an operator yet: it can neither be listed nor sign in.
    expect(await listed(ownerToken)).not.toContain("puppet");
    expect(failureOf(await passwordStep("puppet", "Puppet24680")).code).toBe("INVALID_CREDENTIALS");
    // The requester cannot approve it.
    const own = await decide(ownerToken, approvalIdOf(asked));
    expect(failureOf(own).code).toBe("FOUR_EYES_REQUIRED");
    expect(await listed(ownerToken)).not.toContain("puppet");
  });

  it("cannot reset another operator's password and authenticator to become them", async () => {
    const victim = await addOperator(t, { username: "victim-op", role: "finance", merchantId });
    const id = await operatorIdOf(t, "victim-op");
    const asked = await update(ownerToken, { id, password: "Takeover2468", resetTotp: true });
    expect(okValue(asked)).toMatchObject({
      operator: null,
      approval: {
        kind: "operators.change",
        summary: { operator: "victim-op", resets: "password_and_authenticator" },
      },
    });
    expect(failureOf(await decide(ownerToken, approvalIdOf(asked))).code).toBe("FOUR_EYES_REQUIRED");
    // Nothing changed: the old password and authenticator still sign the holder in.
    expect(failureOf(await passwordStep("victim-op", "Takeover2468")).code).toBe("INVALID_CREDENTIALS");
    expect(await operatorLogin(t, victim, "10.94.0.2")).toBeTruthy();
  });

  it("cannot raise a role alone, but may lower one, rename or disable at once", async () => {
    await addOperator(t, { username: "raise-op", role: "support", merchantId });
    const id = await operatorIdOf(t, "raise-op");
    const raised = await update(ownerToken, { id, role: "owner" });
    expect(okValue(raised)).toMatchObject({
      operator: null,
      approval: { summary: { operator: "raise-op", fromRole: "support", role: "owner" } },
    });
    const lowered = await update(ownerToken, { id, displayName: "Renamed" });
    expect(okValue(lowered)).toMatchObject({
      operator: { displayName: "Renamed", role: "support" },
      approval: null,
    });
  });
});

describe("a second owner's approval", () => {
  it("adds the operator, resets credentials and raises roles", async () => {
    const asked = await create(ownerToken, {
      username: "approved-op",
      displayName: "Approved",
      role: "support",
      password: "Approved2468",
    });
    const approved = await decide(secondToken, approvalIdOf(asked));
    expect(okValue(approved)).toMatchObject({ status: "approved", decidedBy: "second-owner" });
    expect(await listed(ownerToken)).toContain("approved-op");
    const { token } = await firstLogin("approved-op", "Approved2468");
    expect(okValue(await callApi(t, "boMe", undefined, { token })).username).toBe("approved-op");

    const id = await operatorIdOf(t, "approved-op");
    const reset = await update(ownerToken, { id, password: "Changed24680", resetTotp: true });
    await decide(secondToken, approvalIdOf(reset));
    expect(failureOf(await callApi(t, "boMe", undefined, { token })).code).toBe("NOT_LOGGED_IN");
    const step = await passwordStep("approved-op", "Changed24680");
    expect(okValue(step).enrolment).not.toBeNull();

    const raise = await update(ownerToken, { id, role: "finance" });
    await decide(secondToken, approvalIdOf(raise));
    const rows = okValue(await callApi(t, "boOperators", undefined, { token: ownerToken }));
    expect(rows.find((row) => row.username === "approved-op")?.role).toBe("finance");
  });
});

describe("who may approve", () => {
  it("refuses an operator made in the last 24 hours, and for ever one made by the requester", async () => {
    await addOperator(t, { username: "third-owner", role: "owner", merchantId });
    // The demo owner asks for a new owner; the second owner approves it.
    const asked = await create(ownerToken, {
      username: "fresh-owner",
      displayName: "Fresh",
      role: "owner",
      password: "FreshOwner246",
    });
    await decide(secondToken, approvalIdOf(asked));
    const fresh = await firstLogin("fresh-owner", "FreshOwner246");

    // Within 24 hours it approves nothing, not even a request of someone unrelated.
    const byThird = await requestBy("third-owner");
    const early = await decide(fresh.token, byThird);
    expect(early.body).toMatchObject({ code: "APPROVER_NOT_INDEPENDENT" });

    clock += FRESH_CREDENTIALS_MS + 60_000;
    const later = await relogin("fresh-owner", "FreshOwner246");
    expect(okValue(await decide(later, byThird)).status).toBe("approved");
    // It never approves for the owners that made it: the requester, nor the approver of its creation.
    for (const maker of ["owner", "second-owner"]) {
      const refused = await decide(later, await requestBy(maker));
      expect(failureOf(refused).code).toBe("APPROVER_NOT_INDEPENDENT");
    }
    const audit = await callApi(t, "boAudit", { action: "approvals.approve" }, { token: later });
    expect(okValue(audit)[0]).toMatchObject({ outcome: "refused", after: { reason: "made_by_requester" } });
  });

  it("refuses an operator reset in the last 24 hours, and for ever one reset by the requester", async () => {
    const requester = await loginNewOperator(t, { username: "reset-requester", role: "owner", merchantId });
    await addOperator(t, { username: "reset-target", role: "owner", merchantId });
    const id = await operatorIdOf(t, "reset-target");
    const asked = await update(requester, { id, password: "ResetTarget246" });
    await decide(await relogin("second-owner", "Operator2468"), approvalIdOf(asked));
    const byThird = await requestBy("third-owner");

    const early = await decide(await relogin("reset-target", "ResetTarget246"), byThird);
    expect(failureOf(early).code).toBe("APPROVER_NOT_INDEPENDENT");
    clock += FRESH_CREDENTIALS_MS + 60_000;
    const later = await relogin("reset-target", "ResetTarget246");
    expect(okValue(await decide(later, byThird)).status).toBe("approved");
    const byRequester = await requestBy("reset-requester");
    expect(failureOf(await decide(later, byRequester)).code).toBe("APPROVER_NOT_INDEPENDENT");
  });
});

/** Signs an enrolled operator in again (its authenticator secret read where the server keeps it). */
async function relogin(username: string, password: string): Promise<string> {
  const [row] = await t.ctx.database.db.select().from(operators).where(eq(operators.username, username));
  return operatorLogin(t, { username, password, secret: row?.totpSecret ?? undefined }, "10.94.0.3");
}
