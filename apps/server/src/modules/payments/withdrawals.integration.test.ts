import type { TEndpointName } from "@orchid/contract/endpoints";
import type { TFieldProblem } from "@orchid/contract/register-validation";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/database.ts";
import { withdrawals } from "../../db/schema/payments.ts";
import { callApi, failureOf, okValue, type TApiResult } from "../../test/api-client.ts";
import { addMember } from "../../test/operator-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";
import {
  decide,
  startWithdrawalTest,
  WITHDRAW_RULES,
  withdrawalsOf,
  withdrawSettingsOf,
} from "../../test/withdrawal-calls.ts";
import {
  accountNumber,
  balanceNow,
  freshKey,
  PAYEE,
  withdraw,
  withdrawingMember,
} from "../../test/withdrawal-fixtures.ts";
import { checkLedger } from "../wallet/ledger-check.ts";

// The member's side of withdrawals on the real server and ledger: payout accounts in the member's
// own name, and asking for a withdrawal (the payment password, the merchant's limits, the hold,
// idempotency). withdrawal-review and withdrawal-payouts cover what operators do next.

let t: TTestApp;
let finance: string;
beforeAll(async () => {
  ({ t, finance } = await startWithdrawalTest());
});
afterAll(async () => t?.close());

/** The field problems a refusal carries (the failure envelope leaves its value untyped). */
const fieldsOf = <K extends TEndpointName>(result: TApiResult<K>) =>
  (failureOf(result).value as { fields: TFieldProblem[] } | null)?.fields;

const withdrawalRows = (memberId: number) =>
  t.ctx.database.db.select().from(withdrawals).where(eq(withdrawals.memberId, memberId));

describe("payout accounts", () => {
  it("binds accounts in the member's payee name, lists them masked and unbinds them", async () => {
    const member = await withdrawingMember(t, 0);
    const listed = await callApi(t, "payoutAccounts", undefined, { token: member.token });
    expect(okValue(listed)).toHaveLength(1);
    expect(okValue(listed)[0]).toMatchObject({ bankName: "Kanbawza Test Bank", payeeName: PAYEE });
    expect(okValue(listed)[0]?.accountNumberMasked).toMatch(/^\*{4}\d{4}$/);

    const number = "001122334455";
    const bound = await callApi(
      t,
      "payoutAccountAdd",
      { bankName: "  AYA Bank ", accountNumber: number, payeeName: "daw  test payee" },
      { token: member.token },
    );
    expect(okValue(bound)).toEqual({
      id: expect.any(Number),
      bankName: "AYA Bank",
      accountNumberMasked: "****4455",
      payeeName: PAYEE,
    });
    expect(JSON.stringify(bound.body)).not.toContain(number);

    const twice = await callApi(
      t,
      "payoutAccountAdd",
      { bankName: "AYA Bank", accountNumber: number, payeeName: PAYEE },
      { token: member.token },
    );
    expect([twice.status, failureOf(twice).code]).toEqual([409, "CONFLICT"]);

    const removed = await callApi(
      t,
      "payoutAccountRemove",
      { id: okValue(bound).id },
      { token: member.token },
    );
    expect(removed.body.success).toBe(true);
    const after = await callApi(t, "payoutAccounts", undefined, { token: member.token });
    expect(okValue(after).map((a: { id: number }) => a.id)).not.toContain(okValue(bound).id);
    const again = await callApi(t, "payoutAccountRemove", { id: okValue(bound).id }, { token: member.token });
    expect(failureOf(again).code).toBe("NOT_FOUND");
    // A removed number may be bound again.
    const rebound = await callApi(
      t,
      "payoutAccountAdd",
      { bankName: "AYA Bank", accountNumber: number, payeeName: PAYEE },
      { token: member.token },
    );
    expect(rebound.body.success).toBe(true);
  });

  it("refuses another payee than the member's payee name, on the payeeName field", async () => {
    const member = await withdrawingMember(t, 0);
    const other = await callApi(
      t,
      "payoutAccountAdd",
      { bankName: "AYA Bank", accountNumber: accountNumber(), payeeName: "U Somebody Else" },
      { token: member.token },
    );
    expect([other.status, failureOf(other).code]).toEqual([400, "PAYEE_MISMATCH"]);
    expect(failureOf(other).value?.fields).toEqual([
      { field: "payeeName", path: "payeeName", key: "err_payee_mismatch" },
    ]);
    expect((await withdrawSettingsOf(t, member)).payeeName).toBe(PAYEE);
  });

  it("keeps at most five accounts and never unbinds another member's", async () => {
    const member = await withdrawingMember(t, 0);
    const stranger = await withdrawingMember(t, 0);
    for (let n = 0; n < 4; n += 1) {
      const added = await callApi(
        t,
        "payoutAccountAdd",
        { bankName: "CB Bank", accountNumber: accountNumber(), payeeName: PAYEE },
        { token: member.token },
      );
      expect(added.body.success).toBe(true);
    }
    const sixth = await callApi(
      t,
      "payoutAccountAdd",
      { bankName: "CB Bank", accountNumber: accountNumber(), payeeName: PAYEE },
      { token: member.token },
    );
    expect(failureOf(sixth).code).toBe("INVALID_INPUT");
    const foreign = await callApi(
      t,
      "payoutAccountRemove",
      { id: stranger.accountId },
      { token: member.token },
    );
    expect(failureOf(foreign).code).toBe("NOT_FOUND");
  });

  it("is for real accounts only", async () => {
    await addMember(t, { username: "wdtrial", type: 4 });
    const login = await callApi(
      t,
      "login",
      { username: "wdtrial", password: "Tree1234" },
      { ip: "10.95.200.1" },
    );
    const token = okValue(login).token;
    for (const name of ["payoutAccounts", "withdrawSettings", "withdrawals"] as const) {
      expect(failureOf(await callApi(t, name, undefined, { token })).code).toBe("NEED_TRUE_ACCOUNT");
    }
  });
});

describe("asking for a withdrawal", () => {
  it("shows the merchant's rules and what today has used of them", async () => {
    const member = await withdrawingMember(t);
    expect(await withdrawSettingsOf(t, member)).toEqual({
      minAmount: WITHDRAW_RULES.withdrawMin,
      maxAmount: WITHDRAW_RULES.withdrawMax,
      dailyCount: WITHDRAW_RULES.withdrawDailyCount,
      dailyMax: WITHDRAW_RULES.withdrawDailyMax,
      usedCountToday: 0,
      usedAmountToday: 0,
      hasPaymentPassword: true,
      payeeName: PAYEE,
      confirmMinutes: WITHDRAW_RULES.payoutConfirmMinutes,
    });
    await withdraw(t, member, 25_000);
    expect(await withdrawSettingsOf(t, member)).toMatchObject({ usedCountToday: 1, usedAmountToday: 25_000 });
  });

  it("holds the amount at once: the balance drops, the held amount shows, the record says held", async () => {
    const member = await withdrawingMember(t, 1_000_000);
    const asked = await withdraw(t, member, 300_000);
    expect(okValue(asked)).toMatchObject({
      amount: 300_000,
      paid: 0,
      released: 0,
      remaining: 300_000,
      status: "pending",
      payouts: [],
      account: { id: member.accountId, payeeName: PAYEE },
    });
    expect(okValue(asked).orderNo).toMatch(/^W\d{6}[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(await balanceNow(t, member.token)).toEqual({ mainBalance: 700_000, heldBalance: 300_000 });
    const record = await callApi(t, "walletRecords", { type: "withdrawal" }, { token: member.token });
    expect(okValue(record).rows).toMatchObject([
      { type: "withdrawal", amount: -300_000, status: "held", reference: okValue(asked).orderNo },
    ]);
    const list = await withdrawalsOf(t, member);
    expect(list).toMatchObject({ total: 1, rows: [{ id: okValue(asked).id, status: "pending" }] });
  });

  it("needs the payment password, and refuses a wrong one before anything is held", async () => {
    const member = await withdrawingMember(t);
    const fresh = await addMember(t, { username: "wdnopass" });
    const login = await callApi(
      t,
      "login",
      { username: fresh.username, password: "Tree1234" },
      { ip: "10.95.201.1" },
    );
    const unset = await callApi(
      t,
      "withdraw",
      {
        amount: 20_000,
        payoutAccountId: member.accountId,
        paymentPassword: "123456",
        idempotencyKey: freshKey(),
      },
      { token: okValue(login).token },
    );
    expect(failureOf(unset).code).toBe("PAYMENT_PASSWORD_REQUIRED");
    const wrong = await withdraw(t, member, 20_000, { paymentPassword: "000000" });
    expect(failureOf(wrong).code).toBe("INVALID_INPUT");
    expect(fieldsOf(wrong)?.[0]).toMatchObject({
      field: "paymentPassword",
      key: "err_payment_password_wrong",
    });
    expect(await withdrawalRows(member.id)).toEqual([]);
    expect((await balanceNow(t, member.token)).heldBalance).toBe(0);
  });

  it("refuses more than the balance with INSUFFICIENT_FUNDS and stores nothing", async () => {
    const member = await withdrawingMember(t, 50_000);
    const over = await withdraw(t, member, 50_001);
    expect([over.status, failureOf(over).code]).toEqual([409, "INSUFFICIENT_FUNDS"]);
    expect(await withdrawalRows(member.id)).toEqual([]);
    expect(await balanceNow(t, member.token)).toEqual({ mainBalance: 50_000, heldBalance: 0 });
    expect(okValue(await withdraw(t, member, 50_000)).status).toBe("pending");
  });

  it("keeps each amount within the merchant's minimum and maximum, on the amount field", async () => {
    const member = await withdrawingMember(t);
    for (const amount of [WITHDRAW_RULES.withdrawMin - 1, WITHDRAW_RULES.withdrawMax + 1]) {
      const refused = await withdraw(t, member, amount);
      expect(failureOf(refused).code).toBe("AMOUNT_OUT_OF_RANGE");
      expect(failureOf(refused).value).toMatchObject({
        min: WITHDRAW_RULES.withdrawMin,
        max: WITHDRAW_RULES.withdrawMax,
        fields: [{ field: "amount", key: "err_amount_out_of_range" }],
      });
    }
    expect((await withdraw(t, member, WITHDRAW_RULES.withdrawMin)).body.success).toBe(true);
    expect((await withdraw(t, member, WITHDRAW_RULES.withdrawMax)).body.success).toBe(true);
  });

  it("takes the merchant's currency only, when the request names one", async () => {
    const member = await withdrawingMember(t);
    const wrong = await withdraw(t, member, 20_000, { currency: "USD" });
    expect([wrong.status, failureOf(wrong).code]).toEqual([400, "CURRENCY_MISMATCH"]);
    const balance = await callApi(t, "balance", undefined, { token: member.token });
    const right = await withdraw(t, member, 20_000, { currency: okValue(balance).currency });
    expect(right.body.success).toBe(true);
    expect(await withdrawalRows(member.id)).toHaveLength(1);
  });

  it("stops at the daily count; a rejected withdrawal does not count", async () => {
    const member = await withdrawingMember(t);
    const ids: number[] = [];
    for (let n = 0; n < WITHDRAW_RULES.withdrawDailyCount; n += 1)
      ids.push(okValue(await withdraw(t, member, 10_000)).id);
    const sixth = await withdraw(t, member, 10_000);
    expect([sixth.status, failureOf(sixth).code]).toEqual([409, "WITHDRAW_LIMIT_REACHED"]);
    await decide(t, finance, ids[0] ?? 0, "reject");
    expect((await withdraw(t, member, 10_000)).body.success).toBe(true);
  });

  it("stops at the daily total", async () => {
    const member = await withdrawingMember(t, 20_000_000);
    expect((await withdraw(t, member, 5_000_000)).body.success).toBe(true);
    expect(failureOf(await withdraw(t, member, 3_000_001)).code).toBe("WITHDRAW_LIMIT_REACHED");
    expect((await withdraw(t, member, 3_000_000)).body.success).toBe(true);
  });

  it("takes the daily total of the member's VIP rank when the rank sets one", async () => {
    const member = await withdrawingMember(t, 20_000_000);
    const [{ merchant_id: merchantId } = { merchant_id: 0 }] = rowsOf<{ merchant_id: number }>(
      await t.ctx.database.db.execute(sql`select merchant_id from members where id = ${member.id}`),
    );
    await t.ctx.database.db.execute(sql`
      insert into vip_levels (merchant_id, rank, name, min_deposits, min_valid_bet, withdraw_daily_max)
      values (${merchantId}, 9, '{"EN":"Nine"}'::jsonb, 0, 0, 12000000)
      on conflict (merchant_id, rank) do update set withdraw_daily_max = 12000000`);
    await t.ctx.database.db.execute(sql`update members set rank_level = 9 where id = ${member.id}`);
    expect((await withdrawSettingsOf(t, member)).dailyMax).toBe(12_000_000);
    // Above the merchant's 8,000,000 and within the rank's 12,000,000.
    expect((await withdraw(t, member, 5_000_000)).body.success).toBe(true);
    expect((await withdraw(t, member, 5_000_000)).body.success).toBe(true);
    const over = failureOf(await withdraw(t, member, 2_000_001));
    expect(over).toMatchObject({ code: "WITHDRAW_LIMIT_REACHED", value: { dailyMax: 12_000_000 } });
    expect((await withdraw(t, member, 2_000_000)).body.success).toBe(true);
    await t.ctx.database.db.execute(sql`delete from vip_levels where rank = 9`);
  });

  it("answers a repeated key with the first withdrawal and holds once; another body under it is refused", async () => {
    const member = await withdrawingMember(t, 1_000_000);
    const key = freshKey();
    const first = await withdraw(t, member, 40_000, { idempotencyKey: key });
    const again = await withdraw(t, member, 40_000, { idempotencyKey: key });
    expect(okValue(again)).toEqual(okValue(first));
    expect(await withdrawalRows(member.id)).toHaveLength(1);
    expect((await balanceNow(t, member.token)).heldBalance).toBe(40_000);
    const other = await withdraw(t, member, 41_000, { idempotencyKey: key });
    expect([other.status, failureOf(other).code]).toEqual([409, "IDEMPOTENCY_MISMATCH"]);
  });

  it("pays out only to one of the member's own bound accounts", async () => {
    const member = await withdrawingMember(t);
    const stranger = await withdrawingMember(t, 0);
    const foreign = await withdraw(t, member, 20_000, { payoutAccountId: stranger.accountId });
    expect(fieldsOf(foreign)?.[0]).toMatchObject({ field: "payoutAccountId" });
    await callApi(t, "payoutAccountRemove", { id: member.accountId }, { token: member.token });
    expect(failureOf(await withdraw(t, member, 20_000)).code).toBe("INVALID_INPUT");
    expect(await withdrawalRows(member.id)).toEqual([]);
  });
});

describe("the ledger", () => {
  it("stays sound after all of the above", async () => {
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});
