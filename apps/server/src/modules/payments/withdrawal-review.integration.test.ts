import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvalRequests } from "../../db/schema/backoffice.ts";
import { call } from "../../test/account-calls.ts";
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
    const rejected = await decide(t, finance, asked.body.value.id, "reject", "name does not match");
    expect(rejected.body.value).toMatchObject({
      approvalId: null,
      withdrawal: { status: "rejected", released: 200_000, remaining: 0, note: "name does not match" },
    });
    expect(await auditSince(t, mark)).toMatchObject([
      { action: "withdrawals.reject", outcome: "ok", targetId: String(asked.body.value.id) },
    ]);
    expect(await balanceNow(t, member.token)).toEqual({ mainBalance: 500_000, heldBalance: 0 });
    const record = await call(t, "GET", "/wps/v2/wallets/records?type=withdrawal", { token: member.token });
    expect(record.body.value.rows.map((r: { status: string }) => r.status).sort()).toEqual([
      "held",
      "released",
    ]);
    expect(await messagesOf(t, member)).toMatchObject([
      { kind: "withdrawal_rejected", amount: 200_000, orderNo: asked.body.value.orderNo },
    ]);
    for (const decision of ["reject", "approve"] as const) {
      const late = await decide(t, second, asked.body.value.id, decision);
      expect([late.status, late.body.code]).toEqual([409, "ORDER_STATE_CHANGED"]);
    }
  });

  it("approves below the four-eyes threshold at once and tells the member", async () => {
    const member = await withdrawingMember(t);
    const asked = await withdraw(t, member, WITHDRAW_RULES.withdrawFourEyesMin - 1);
    const mark = await lastAuditId(t);
    const approved = await decide(t, finance, asked.body.value.id, "approve");
    expect(approved.body.value).toMatchObject({ approvalId: null, withdrawal: { status: "approved" } });
    expect(await auditSince(t, mark)).toMatchObject([{ action: "withdrawals.approve", outcome: "ok" }]);
    expect(await messagesOf(t, member)).toMatchObject([
      { kind: "withdrawal_approved", amount: WITHDRAW_RULES.withdrawFourEyesMin - 1 },
    ]);
    expect((await decide(t, second, asked.body.value.id, "approve")).body.code).toBe("ORDER_STATE_CHANGED");
  });

  it("needs a second operator at the threshold; the requester cannot approve their own request", async () => {
    const member = await withdrawingMember(t);
    const asked = await withdraw(t, member, WITHDRAW_RULES.withdrawFourEyesMin);
    const mark = await lastAuditId(t);
    const filed = await decide(t, finance, asked.body.value.id, "approve");
    const approvalId = filed.body.value.approvalId;
    expect(approvalId).toEqual(expect.any(Number));
    expect(filed.body.value.withdrawal).toMatchObject({ status: "approving", approvalId });
    expect(await auditSince(t, mark)).toMatchObject([{ action: "approvals.request", outcome: "ok" }]);
    expect(await messagesOf(t, member)).toEqual([]);
    expect((await pay(t, finance, asked.body.value.id, 1_000)).body.code).toBe("ORDER_STATE_CHANGED");

    const own = await call(t, "PUT", "/bo/approvals/decision", {
      token: finance,
      body: { id: approvalId, decision: "approve" },
    });
    expect(own.body.code).toBe("FOUR_EYES_REQUIRED");
    const agreed = await call(t, "PUT", "/bo/approvals/decision", {
      token: second,
      body: { id: approvalId, decision: "approve" },
    });
    expect(agreed.body.value.status).toBe("approved");
    const queue = await call(t, "GET", `/bo/payments/withdrawals?q=${asked.body.value.orderNo}`, {
      token: finance,
    });
    expect(queue.body.value.rows[0]).toMatchObject({ status: "approved", approvalId });
    expect(await messagesOf(t, member)).toMatchObject([{ kind: "withdrawal_approved" }]);
    expect(
      (await pay(t, second, asked.body.value.id, WITHDRAW_RULES.withdrawFourEyesMin)).body.value.status,
    ).toBe("completed");
  });

  it("stays approving when the four-eyes request is rejected; the withdrawal can still be rejected", async () => {
    const member = await withdrawingMember(t, 2_000_000);
    const asked = await withdraw(t, member, 1_500_000);
    const { approvalId } = (await decide(t, finance, asked.body.value.id, "approve")).body.value;
    await call(t, "PUT", "/bo/approvals/decision", {
      token: second,
      body: { id: approvalId, decision: "reject" },
    });
    const queue = await call(t, "GET", "/bo/payments/withdrawals?status=approving", { token: finance });
    expect(queue.body.value.rows.map((r: { id: number }) => r.id)).toContain(asked.body.value.id);
    const rejected = await decide(t, finance, asked.body.value.id, "reject");
    expect(rejected.body.value.withdrawal.status).toBe("rejected");
    expect(await balanceNow(t, member.token)).toEqual({ mainBalance: 2_000_000, heldBalance: 0 });
  });

  it("closes a still-pending four-eyes request when the withdrawal is rejected", async () => {
    const member = await withdrawingMember(t, 2_000_000);
    const asked = await withdraw(t, member, 1_200_000);
    const { approvalId } = (await decide(t, finance, asked.body.value.id, "approve")).body.value;
    expect((await decide(t, finance, asked.body.value.id, "reject")).body.value.withdrawal.status).toBe(
      "rejected",
    );
    const [approval] = await t.ctx.database.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, approvalId));
    expect(approval).toMatchObject({ status: "rejected", decidedBy: null });
    const late = await call(t, "PUT", "/bo/approvals/decision", {
      token: second,
      body: { id: approvalId, decision: "approve" },
    });
    expect(late.body.code).toBe("APPROVAL_DECIDED");
  });

  it("lets support read the queue but not act on it", async () => {
    const member = await withdrawingMember(t);
    const asked = await withdraw(t, member, 30_000);
    expect((await call(t, "GET", "/bo/payments/withdrawals", { token: support })).body.success).toBe(true);
    expect((await decide(t, support, asked.body.value.id, "approve")).body.code).toBe("FORBIDDEN");
    expect((await decide(t, finance, 999_999, "approve")).body.code).toBe("NOT_FOUND");
  });
});

describe("the console's queue and rules", () => {
  it("lists newest first, by status, username or order number, with the full account number", async () => {
    const member = await withdrawingMember(t);
    const first = (await withdraw(t, member, 11_000)).body.value;
    const latest = (await withdraw(t, member, 12_000)).body.value;
    const byName = await call(t, "GET", `/bo/payments/withdrawals?q=${member.username}&pageSize=1`, {
      token: support,
    });
    expect(byName.body.value).toMatchObject({ total: 2, totalPages: 2, page: 1 });
    expect(byName.body.value.rows).toMatchObject([
      { id: latest.id, username: member.username, memberId: member.id },
    ]);
    expect(byName.body.value.rows[0].accountNumber).toMatch(/^\d{10}$/);
    expect(byName.body.value.rows[0].account.accountNumberMasked).toBe(
      `****${byName.body.value.rows[0].accountNumber.slice(-4)}`,
    );
    const page2 = await call(t, "GET", `/bo/payments/withdrawals?q=${member.username}&pageSize=1&page=2`, {
      token: support,
    });
    expect(page2.body.value.rows.map((r: { id: number }) => r.id)).toEqual([first.id]);
    const byOrder = await call(t, "GET", `/bo/payments/withdrawals?q=${first.orderNo.toLowerCase()}`, {
      token: support,
    });
    expect(byOrder.body.value.rows.map((r: { id: number }) => r.id)).toEqual([first.id]);
    await decide(t, finance, first.id, "reject");
    const rejected = await call(t, "GET", `/bo/payments/withdrawals?status=rejected&q=${member.username}`, {
      token: support,
    });
    expect(rejected.body.value.rows.map((r: { id: number }) => r.id)).toEqual([first.id]);
    const tomorrow = await call(t, "GET", `/bo/payments/withdrawals?preset=next7&q=${member.username}`, {
      token: support,
    });
    expect(tomorrow.body.value.total).toBe(2);
    const bad = await call(t, "GET", "/bo/payments/withdrawals?status=lost", { token: support });
    expect(bad.body.code).toBe("INVALID_INPUT");
  });

  it("reads and changes the withdrawal rules, audited, and the site follows at once", async () => {
    expect((await call(t, "GET", "/bo/payments/settings", { token: support })).body.value).toEqual(
      WITHDRAW_RULES,
    );
    expect(
      (await call(t, "PUT", "/bo/payments/settings", { token: support, body: WITHDRAW_RULES })).body.code,
    ).toBe("FORBIDDEN");
    const inverted = await call(t, "PUT", "/bo/payments/settings", {
      token: ownerToken,
      body: { ...WITHDRAW_RULES, withdrawMin: 6_000_000 },
    });
    expect(inverted.body.code).toBe("INVALID_INPUT");
    const mark = await lastAuditId(t);
    const changed = { ...WITHDRAW_RULES, withdrawMin: 20_000, payoutConfirmMinutes: 60 };
    expect(
      (await call(t, "PUT", "/bo/payments/settings", { token: ownerToken, body: changed })).body.value,
    ).toEqual(changed);
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
    expect((await withdraw(t, member, 15_000)).body.code).toBe("AMOUNT_OUT_OF_RANGE");
    await call(t, "PUT", "/bo/payments/settings", { token: ownerToken, body: WITHDRAW_RULES });
  });
});

describe("the ledger", () => {
  it("stays sound after all of the above", async () => {
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});
