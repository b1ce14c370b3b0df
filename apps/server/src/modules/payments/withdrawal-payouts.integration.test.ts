import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withdrawalPayouts } from "../../db/schema/payments.ts";
import { MINUTE_MS, MinuteJobs } from "../../jobs/minute-jobs.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { auditSince, lastAuditId } from "../../test/operator-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";
import {
  approvedWithdrawal,
  confirmPayout,
  messagesOf,
  pay,
  release,
  resolvePayout,
  startWithdrawalTest,
  uploadProof,
  WITHDRAW_RULES,
  withdrawalsOf,
} from "../../test/withdrawal-calls.ts";
import { balanceNow, freshKey, withdraw, withdrawingMember } from "../../test/withdrawal-fixtures.ts";
import { checkLedger } from "../wallet/ledger-check.ts";
import { autoConfirmPayouts, payoutAutoConfirmJob } from "./payout-confirmation.ts";

// Paying approved withdrawals out in parts, giving back the rest, the member's confirmation of each
// payout (received, or not with proof; unanswered ones count as received after the merchant's
// minutes) and the operator's resolution of a payout reported not received.

/** The server's clock: real time plus what a test moved it by. */
let shiftMs = 0;
let t: TTestApp;
let finance: string;
let second: string;
beforeAll(async () => {
  ({ t, finance, second } = await startWithdrawalTest(() => new Date(Date.now() + shiftMs)));
});
afterAll(async () => t?.close());

const payoutRow = async (id: number) =>
  (await t.ctx.database.db.select().from(withdrawalPayouts).where(eq(withdrawalPayouts.id, id)))[0];

describe("payouts", () => {
  it("pays in parts, completes when nothing is held, and tells the member each time", async () => {
    const member = await withdrawingMember(t, 1_000_000);
    const id = await approvedWithdrawal(t, finance, member, 600_000);
    const mark = await lastAuditId(t);
    const first = await pay(t, finance, id, 250_000);
    expect(okValue(first)).toMatchObject({ status: "approved", paid: 250_000, remaining: 350_000 });
    expect(okValue(first).payouts).toMatchObject([{ amount: 250_000, status: "paid", proofUrls: [] }]);
    expect(await auditSince(t, mark)).toMatchObject([{ action: "withdrawals.payout", outcome: "ok" }]);
    const confirmBy = Date.parse(String(okValue(first).payouts[0]?.confirmBy));
    const expected = t.ctx.now().getTime() + WITHDRAW_RULES.payoutConfirmMinutes * 60_000;
    expect(Math.abs(confirmBy - expected)).toBeLessThan(5_000);
    expect(await balanceNow(t, member.token)).toEqual({ mainBalance: 400_000, heldBalance: 350_000 });

    expect(failureOf(await pay(t, finance, id, 350_001)).code).toBe("AMOUNT_OUT_OF_RANGE");
    const rest = await pay(t, second, id, 350_000);
    expect(okValue(rest)).toMatchObject({ status: "completed", paid: 600_000, remaining: 0 });
    expect(okValue(rest).payouts.map((p: { amount: number }) => p.amount)).toEqual([250_000, 350_000]);
    expect(await balanceNow(t, member.token)).toEqual({ mainBalance: 400_000, heldBalance: 0 });
    expect(failureOf(await pay(t, finance, id, 1_000)).code).toBe("ORDER_STATE_CHANGED");
    const paid = (await messagesOf(t, member)).filter((m) => m.kind === "withdrawal_paid");
    expect(paid.map((m) => m.amount).sort()).toEqual([250_000, 350_000]);
    const list = await withdrawalsOf(t, member);
    expect(list.rows[0]).toMatchObject({ id, status: "completed", paid: 600_000 });
  });

  it("pays once per operator key, answering the first payout again", async () => {
    const member = await withdrawingMember(t);
    const id = await approvedWithdrawal(t, finance, member, 100_000);
    const key = freshKey();
    const first = await pay(t, finance, id, 40_000, key);
    const again = await pay(t, finance, id, 40_000, key);
    expect(okValue(again)).toEqual(okValue(first));
    expect(failureOf(await pay(t, finance, id, 41_000, key)).code).toBe("IDEMPOTENCY_MISMATCH");
    const queue = await callApi(t, "boWithdrawals", { q: member.username }, { token: finance });
    expect(okValue(queue).rows[0]).toMatchObject({ paid: 40_000, payouts: [{ amount: 40_000 }] });
  });

  it("pays nothing before approval", async () => {
    const member = await withdrawingMember(t);
    const asked = await withdraw(t, member, 50_000);
    expect(failureOf(await pay(t, finance, okValue(asked).id, 50_000)).code).toBe("ORDER_STATE_CHANGED");
    expect(failureOf(await release(t, finance, okValue(asked).id)).code).toBe("ORDER_STATE_CHANGED");
  });

  it("releases what is still held after a part was paid, and completes the withdrawal", async () => {
    const member = await withdrawingMember(t, 1_000_000);
    const id = await approvedWithdrawal(t, finance, member, 500_000);
    await pay(t, finance, id, 200_000);
    const mark = await lastAuditId(t);
    const released = await release(t, finance, id);
    expect(okValue(released)).toMatchObject({
      status: "completed",
      paid: 200_000,
      released: 300_000,
      remaining: 0,
      note: "rest given back",
    });
    expect(await auditSince(t, mark)).toMatchObject([{ action: "withdrawals.release", outcome: "ok" }]);
    expect(await balanceNow(t, member.token)).toEqual({ mainBalance: 800_000, heldBalance: 0 });
    expect(failureOf(await release(t, finance, id)).code).toBe("ORDER_STATE_CHANGED");
    expect((await messagesOf(t, member)).map((m) => m.kind).sort()).toEqual([
      "withdrawal_approved",
      "withdrawal_paid",
    ]);
  });
});

describe("the member's confirmation and its resolution", () => {
  /** A member with one payout of `amount` waiting for their answer. */
  async function paidOut(amount: number) {
    const member = await withdrawingMember(t, 1_000_000);
    const id = await approvedWithdrawal(t, finance, member, amount);
    const paid = await pay(t, finance, id, amount);
    return { member, id, payoutId: okValue(paid).payouts[0]?.id as number };
  }

  it("records a payout the member received", async () => {
    const { member, payoutId } = await paidOut(100_000);
    const confirmed = await confirmPayout(t, member, { payoutId, received: true });
    expect(okValue(confirmed).payouts).toMatchObject([{ id: payoutId, status: "received" }]);
    expect(failureOf(await confirmPayout(t, member, { payoutId, received: true })).code).toBe(
      "ORDER_STATE_CHANGED",
    );
  });

  it("needs proof of a payout not received, the member's own images only", async () => {
    const { member, payoutId } = await paidOut(100_000);
    const bare = await confirmPayout(t, member, { payoutId, received: false });
    expect([bare.status, failureOf(bare).code]).toEqual([400, "PROOF_REQUIRED"]);
    const stranger = await withdrawingMember(t, 0);
    const foreign = await confirmPayout(t, member, {
      payoutId,
      received: false,
      proofMediaIds: [await uploadProof(t, stranger)],
    });
    expect(failureOf(foreign).code).toBe("INVALID_INPUT");
    const proof = await uploadProof(t, member);
    const reported = await confirmPayout(t, member, {
      payoutId,
      received: false,
      proofMediaIds: [proof],
      remark: " nothing arrived ",
    });
    expect(okValue(reported).payouts).toEqual([
      expect.objectContaining({
        id: payoutId,
        status: "not_received",
        proofUrls: [expect.stringMatching(new RegExp(`^/media/${proof}\\?exp=\\d+&sig=[0-9a-f]{32}$`))],
        remark: "nothing arrived",
      }),
    ]);
    // The proof is private: only its signed address shows it.
    const signed = String(okValue(reported).payouts[0]?.proofUrls[0]);
    expect((await t.app.inject({ method: "GET", url: signed })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/media/${proof}` })).statusCode).toBe(404);
    const forged = signed.replace(/sig=[0-9a-f]{32}/, `sig=${"0".repeat(32)}`);
    expect((await t.app.inject({ method: "GET", url: forged })).statusCode).toBe(404);
  });

  it("answers NOT_FOUND for another member's payout", async () => {
    const { payoutId } = await paidOut(100_000);
    const stranger = await withdrawingMember(t, 0);
    const answer = await confirmPayout(t, stranger, { payoutId, received: true });
    expect([answer.status, failureOf(answer).code]).toEqual([404, "NOT_FOUND"]);
  });

  it("forces a disputed payout received (the money stays paid out) or refunds it to the wallet", async () => {
    const forced = await paidOut(100_000);
    const refunded = await paidOut(150_000);
    for (const { member, payoutId } of [forced, refunded]) {
      expect(failureOf(await resolvePayout(t, finance, payoutId, "refund")).code).toBe("ORDER_STATE_CHANGED");
      const proofMediaIds = [await uploadProof(t, member)];
      await confirmPayout(t, member, { payoutId, received: false, proofMediaIds });
    }
    const mark = await lastAuditId(t);
    const kept = await resolvePayout(t, finance, forced.payoutId, "forced_received");
    expect(okValue(kept).payouts).toMatchObject([{ status: "forced_received" }]);
    expect(await balanceNow(t, forced.member.token)).toEqual({ mainBalance: 900_000, heldBalance: 0 });

    const back = await resolvePayout(t, second, refunded.payoutId, "refund");
    expect(okValue(back).payouts).toMatchObject([{ status: "refunded" }]);
    expect(await auditSince(t, mark)).toMatchObject([
      { action: "withdrawals.resolve", outcome: "ok" },
      { action: "withdrawals.resolve", outcome: "ok" },
    ]);
    expect(await balanceNow(t, refunded.member.token)).toEqual({ mainBalance: 1_000_000, heldBalance: 0 });
    const record = await callApi(
      t,
      "walletRecords",
      { type: "withdrawal_refund" },
      { token: refunded.member.token },
    );
    expect(okValue(record).rows).toMatchObject([{ amount: 150_000, status: "posted" }]);
    expect(failureOf(await resolvePayout(t, finance, refunded.payoutId, "refund")).code).toBe(
      "ORDER_STATE_CHANGED",
    );
    expect(failureOf(await resolvePayout(t, finance, 999_999, "refund")).code).toBe("NOT_FOUND");
  });

  it("counts a payout nobody confirmed in time as received: listed so at once, swept by the timer", async () => {
    const listed = await paidOut(100_000);
    const swept = await paidOut(120_000);
    const proofMediaIds = [await uploadProof(t, listed.member)];
    shiftMs += (WITHDRAW_RULES.payoutConfirmMinutes + 1) * 60_000;
    const list = await withdrawalsOf(t, listed.member);
    expect(list.rows[0]?.payouts).toMatchObject([{ id: listed.payoutId, status: "auto_received" }]);
    const late = await confirmPayout(t, listed.member, {
      payoutId: listed.payoutId,
      received: false,
      proofMediaIds,
    });
    expect(failureOf(late).code).toBe("ORDER_STATE_CHANGED");

    expect((await payoutRow(swept.payoutId))?.status).toBe("paid");
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const jobs = new MinuteJobs();
    jobs.register(payoutAutoConfirmJob(t.ctx));
    jobs.start();
    vi.advanceTimersByTime(MINUTE_MS);
    jobs.stop();
    vi.useRealTimers();
    await vi.waitFor(async () => expect((await payoutRow(swept.payoutId))?.status).toBe("auto_received"));
    const row = await payoutRow(swept.payoutId);
    expect(row?.confirmedAt).toEqual(row?.confirmBy);
    expect(await autoConfirmPayouts(t.ctx)).toBe(0);
  });
});

describe("the ledger", () => {
  it("stays sound after all of the above", async () => {
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});
