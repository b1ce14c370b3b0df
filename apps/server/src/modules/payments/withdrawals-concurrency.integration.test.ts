import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberMessages } from "../../db/schema/inbox.ts";
import { withdrawalPayouts, withdrawals } from "../../db/schema/payments.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { demoMerchant } from "../../test/merchant-fixtures.ts";
import { loginNewOperator, startConsoleTest } from "../../test/operator-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";
import { testDatabaseKind } from "../../test/test-database-kind.ts";
import { codeOf } from "../../test/wallet-fixtures.ts";
import { balanceNow, freshKey, withdraw, withdrawingMember } from "../../test/withdrawal-fixtures.ts";
import { checkLedger } from "../wallet/ledger-check.ts";

// Many operators (and members) acting at the same moment on PostgreSQL, where transactions really
// run side by side (PGlite has one connection, so it cannot show a race).

const RULES = {
  withdrawMin: 1_000,
  withdrawMax: 5_000_000,
  withdrawDailyCount: 5,
  withdrawDailyMax: 50_000_000,
  withdrawFourEyesMin: 10_000_000,
  payoutConfirmMinutes: 60,
};

describe.skipIf(testDatabaseKind() !== "postgres")("withdrawals under concurrency", () => {
  let t: TTestApp;
  let operators: string[] = [];
  beforeAll(async () => {
    let ownerToken: string;
    ({ t, ownerToken } = await startConsoleTest());
    const merchantId = (await demoMerchant(t)).id;
    operators = [
      await loginNewOperator(t, { username: "race-a", role: "finance", merchantId }),
      await loginNewOperator(t, { username: "race-b", role: "finance", merchantId }),
      ownerToken,
    ];
    await callApi(t, "boSetPaymentSettings", RULES, { token: ownerToken });
  });
  afterAll(async () => t?.close());

  const operator = (n: number) => operators[n % operators.length] ?? "";
  const payoutsOf = (withdrawalId: number) =>
    t.ctx.database.db
      .select()
      .from(withdrawalPayouts)
      .where(eq(withdrawalPayouts.withdrawalId, withdrawalId));

  it("never pays more than the amount, whatever 20 payouts at once ask for", async () => {
    const member = await withdrawingMember(t, 1_000_000);
    const id = okValue(await withdraw(t, member, 100_000)).id;
    await callApi(t, "boDecideWithdrawal", { id, decision: "approve" }, { token: operator(0) });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        callApi(
          t,
          "boPayWithdrawal",
          { id, amount: 7_000, idempotencyKey: freshKey() },
          { token: operator(n) },
        ),
      ),
    );
    const paid = answers.filter((a) => a.body.success);
    expect(paid).toHaveLength(14);
    for (const refused of answers.filter((a) => !a.body.success)) {
      expect(["AMOUNT_OUT_OF_RANGE", "ORDER_STATE_CHANGED"]).toContain(failureOf(refused).code);
    }
    const payouts = await payoutsOf(id);
    expect(payouts.reduce((sum, p) => sum + p.amountMinor, 0)).toBe(98_000);
    const [row] = await t.ctx.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row).toMatchObject({ paidMinor: 98_000, status: "approved" });
    expect(await balanceNow(t, member.token)).toEqual({ mainBalance: 900_000, heldBalance: 2_000 });
  });

  it("lets exactly one of 20 simultaneous decisions win", async () => {
    const member = await withdrawingMember(t, 1_000_000);
    const id = okValue(await withdraw(t, member, 300_000)).id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        callApi(
          t,
          "boDecideWithdrawal",
          { id, decision: n % 2 === 0 ? "approve" : "reject" },
          { token: operator(n) },
        ),
      ),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => codeOf(a) === "ORDER_STATE_CHANGED")).toHaveLength(19);
    const messages = await t.ctx.database.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.memberId, member.id));
    expect(messages).toHaveLength(1);
    const balance = await balanceNow(t, member.token);
    expect(balance.mainBalance + balance.heldBalance).toBe(1_000_000);
  });

  it("never lets 20 simultaneous requests of one member past the daily count", async () => {
    const member = await withdrawingMember(t, 1_000_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(t, member, 10_000)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(RULES.withdrawDailyCount);
    expect(answers.filter((a) => codeOf(a) === "WITHDRAW_LIMIT_REACHED")).toHaveLength(
      20 - RULES.withdrawDailyCount,
    );
    expect(await balanceNow(t, member.token)).toEqual({
      mainBalance: 1_000_000 - 10_000 * RULES.withdrawDailyCount,
      heldBalance: 10_000 * RULES.withdrawDailyCount,
    });
  });

  it("leaves the ledger sound", async () => {
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});
