import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvalRequests } from "../../db/schema/backoffice.ts";
import { call } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { auditSince, lastAuditId, operatorIdOf } from "../../test/operator-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";
import {
  decide,
  messagesOf,
  pay,
  startWithdrawalTest,
  WITHDRAW_RULES,
  withdrawSettingsOf,
} from "../../test/withdrawal-calls.ts";
import { balanceNow, withdraw, withdrawingMember } from "../../test/withdrawal-fixtures.ts";
import { checkLedger } from "../wallet/ledger-check.ts";

// Operators reviewing withdrawals: rejecting gives the hold back, approving below the merchant's
// threshold is immediate, at or above it a second operator must agree (four eyes); the queue and
// the merchant's withdrawal rules in the console.

let t: TTestApp;
let ownerToken: string;
let finance: string;
let second: string;
let support: string;
beforeAll(async () => {
  ({ t, ownerToken, finance, second, support } = await startWithdrawalTest());
});
afterAll(async () => t?.close());

describe("review", () => {
  it("rejecting gives the whole amount back and tells the member", async () => {
    const member = await withdrawingMember(t, 500_000);
    const asked = await withdraw(t, member, 200_000);
    const mark = await lastAuditId(t);
    const rejected = await decide(t, finance, okValue(asked).id, "reject", "name does not match");
    expect(okValue(rejected)).toMatchObject({
      approvalId: null,
      withdrawal: { status: "rejected", released: 200_000, remaining: 0, note: "name does not match" },
    });
    expect(await auditSince(t, mark)).toMatchObject([
      { action: "withdrawals.reject", outcome: "ok", targetId: String(okValue(asked).id) },
    ]);
    expect(await balanceNow(t, member.token)).toEqual({ mainBalance: 500_000, heldBalance: 0 });
    const record = await callApi(t, "walletRecords", { type: "withdrawal" }, { token: member.token });
    expect(
      okValue(record)
        .rows.map((r: { status: string }) => r.status)
        .sort(),
    ).toEqual(["held", "released"]);
    expect(await messagesOf(t, member)).toMatchObject([
      { kind: "withdrawal_rejected", amount: 200_000, orderNo: okValue(asked).orderNo },
    ]);
    for (const decision of ["reject", "approve"] as const) {
      const late = await decide(t, second, okValue(asked).id, decision);
      expect([late.status, failureOf(late).code]).toEqual([409, "ORDER_STATE_CHANGED"]);
    }
  });

  it("approves below the four-eyes threshold at once and tells the member", async () => {
    const member = await withdrawingMember(t);
    const asked = await withdraw(t, member, WITHDRAW_RULES.withdrawFourEyesMin - 1);
    const mark = await lastAuditId(t);
    const approved = await decide(t, finance, okValue(asked).id, "approve");
    expect(okValue(approved)).toMatchObject({ approvalId: null, withdrawal: { status: "approved" } });
    expect(await auditSince(t, mark)).toMatchObject([{ action: "withdrawals.approve", outcome: "ok" }]);
    expect(await messagesOf(t, member)).toMatchObject([
      { kind: "withdrawal_approved", amount: WITHDRAW_RULES.withdrawFourEyesMin - 1 },
    ]);
    expect(failureOf(await decide(t, second, okValue(asked).id, "approve")).code).toBe("ORDER_STATE_CHANGED");
  });

  it("needs a second operator at the threshold; the requester cannot approve their own request", async () => {
    const member = await withdrawingMember(t);
    const asked = await withdraw(t, member, WITHDRAW_RULES.withdrawFourEyesMin);
    const mark = await lastAuditId(t);
    const filed = await decide(t, finance, okValue(asked).id, "approve");
    const approvalId = okValue(filed).approvalId;
    expect(approvalId).toEqual(expect.any(Number));
    if (approvalId === null) throw new Error("no four-eyes request filed");
    expect(okValue(filed).withdrawal).toMatchObject({ status: "approving", approvalId });
    expect(await auditSince(t, mark)).toMatchObject([{ action: "approvals.request", outcome: "ok" }]);
    expect(await messagesOf(t, member)).toEqual([]);
    expect(failureOf(await pay(t, finance, okValue(asked).id, 1_000)).code).toBe("ORDER_STATE_CHANGED");

    const own = await callApi(
      t,
      "boDecideApproval",
      { id: approvalId, decision: "approve" },
      { token: finance },
    );
    expect(failureOf(own).code).toBe("FOUR_EYES_REQUIRED");
    const agreed = await callApi(
      t,
      "boDecideApproval",
      { id: approvalId, decision: "approve" },
      { token: second },
    );
    expect(okValue(agreed).status).toBe("approved");
    const queue = await callApi(t, "boWithdrawals", { q: okValue(asked).orderNo }, { token: finance });
    expect(okValue(queue).rows[0]).toMatchObject({ status: "approved", approvalId });
    expect(await messagesOf(t, member)).toMatchObject([{ kind: "withdrawal_approved" }]);
    expect(okValue(await pay(t, second, okValue(asked).id, WITHDRAW_RULES.withdrawFourEyesMin)).status).toBe(
      "completed",
    );
  });

  it("stays approving when the four-eyes request is rejected; the withdrawal can still be rejected", async () => {
    const member = await withdrawingMember(t, 2_000_000);
    const asked = await withdraw(t, member, 1_500_000);
    const { approvalId } = okValue(await decide(t, finance, okValue(asked).id, "approve"));
    if (approvalId === null) throw new Error("no four-eyes request filed");
    await callApi(t, "boDecideApproval", { id: approvalId, decision: "reject" }, { token: second });
    const queue = await callApi(t, "boWithdrawals", { status: "approving" }, { token: finance });
    expect(okValue(queue).rows.map((r: { id: number }) => r.id)).toContain(okValue(asked).id);
    const rejected = await decide(t, finance, okValue(asked).id, "reject");
    expect(okValue(rejected).withdrawal.status).toBe("rejected");
    expect(await balanceNow(t, member.token)).toEqual({ mainBalance: 2_000_000, heldBalance: 0 });
  });

  it("closes a still-pending four-eyes request when the withdrawal is rejected", async () => {
    const member = await withdrawingMember(t, 2_000_000);
    const asked = await withdraw(t, member, 1_200_000);
    const { approvalId } = okValue(await decide(t, finance, okValue(asked).id, "approve"));
    if (approvalId === null) throw new Error("no four-eyes request filed");
    expect(okValue(await decide(t, finance, okValue(asked).id, "reject")).withdrawal.status).toBe("rejected");
    const [approval] = await t.ctx.database.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, approvalId));
    expect(approval).toMatchObject({ status: "rejected", decidedBy: null });
    const late = await callApi(
      t,
      "boDecideApproval",
      { id: approvalId, decision: "approve" },
      { token: second },
    );
    expect(failureOf(late).code).toBe("APPROVAL_DECIDED");
  });

  it("lets support read the queue but not act on it", async () => {
    const member = await withdrawingMember(t);
    const asked = await withdraw(t, member, 30_000);
    expect((await callApi(t, "boWithdrawals", undefined, { token: support })).body.success).toBe(true);
    expect(failureOf(await decide(t, support, okValue(asked).id, "approve")).code).toBe("FORBIDDEN");
    expect(failureOf(await decide(t, finance, 999_999, "approve")).code).toBe("NOT_FOUND");
  });
});

describe("the console's queue and rules", () => {
  it("lists newest first, by status, username or order number, with the full account number", async () => {
    const member = await withdrawingMember(t);
    const first = okValue(await withdraw(t, member, 11_000));
    const latest = okValue(await withdraw(t, member, 12_000));
    const byName = await callApi(t, "boWithdrawals", { q: member.username, pageSize: 1 }, { token: support });
    expect(okValue(byName)).toMatchObject({ total: 2, totalPages: 2, page: 1 });
    expect(okValue(byName).rows).toMatchObject([
      { id: latest.id, username: member.username, memberId: member.id },
    ]);
    expect(okValue(byName).rows[0]?.accountNumber).toMatch(/^\d{10}$/);
    expect(okValue(byName).rows[0]?.account.accountNumberMasked).toBe(
      `****${okValue(byName).rows[0]?.accountNumber.slice(-4)}`,
    );
    const page2 = await callApi(
      t,
      "boWithdrawals",
      { q: member.username, pageSize: 1, page: 2 },
      { token: support },
    );
    expect(okValue(page2).rows.map((r: { id: number }) => r.id)).toEqual([first.id]);
    const byOrder = await callApi(t, "boWithdrawals", { q: first.orderNo.toLowerCase() }, { token: support });
    expect(okValue(byOrder).rows.map((r: { id: number }) => r.id)).toEqual([first.id]);
    await decide(t, finance, first.id, "reject");
    const rejected = await callApi(
      t,
      "boWithdrawals",
      { status: "rejected", q: member.username },
      { token: support },
    );
    expect(okValue(rejected).rows.map((r: { id: number }) => r.id)).toEqual([first.id]);
    const tomorrow = await callApi(
      t,
      "boWithdrawals",
      { preset: "next7", q: member.username },
      { token: support },
    );
    expect(okValue(tomorrow).total).toBe(2);
    // An unknown status on purpose: the contract's type would not let it be sent.
    const bad = await call(t, "GET", "/bo/payments/withdrawals?status=lost", { token: support });
    expect(bad.body.code).toBe("INVALID_INPUT");
  });

  it("reads and changes the withdrawal rules, audited, and the site follows at once", async () => {
    expect(okValue(await callApi(t, "boPaymentSettings", undefined, { token: support }))).toEqual(
      WITHDRAW_RULES,
    );
    expect(failureOf(await callApi(t, "boSetPaymentSettings", WITHDRAW_RULES, { token: support })).code).toBe(
      "FORBIDDEN",
    );
    const inverted = await callApi(
      t,
      "boSetPaymentSettings",
      { ...WITHDRAW_RULES, withdrawMin: 6_000_000 },
      { token: ownerToken },
    );
    expect(failureOf(inverted).code).toBe("INVALID_INPUT");
    const mark = await lastAuditId(t);
    const changed = { ...WITHDRAW_RULES, withdrawMin: 20_000, payoutConfirmMinutes: 60 };
    expect(okValue(await callApi(t, "boSetPaymentSettings", changed, { token: ownerToken }))).toEqual(
      changed,
    );
    expect(await auditSince(t, mark)).toMatchObject([
      {
        operatorId: await operatorIdOf(t, "owner"),
        action: "payments.settings",
        before: { withdrawMin: 10_000, payoutConfirmMinutes: 10 },
        after: { withdrawMin: 20_000, payoutConfirmMinutes: 60 },
      },
    ]);
    const member = await withdrawingMember(t);
    expect(await withdrawSettingsOf(t, member)).toMatchObject({ minAmount: 20_000, confirmMinutes: 60 });
    expect(failureOf(await withdraw(t, member, 15_000)).code).toBe("AMOUNT_OUT_OF_RANGE");
    await callApi(t, "boSetPaymentSettings", WITHDRAW_RULES, { token: ownerToken });
  });
});

describe("the ledger", () => {
  it("stays sound after all of the above", async () => {
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});
