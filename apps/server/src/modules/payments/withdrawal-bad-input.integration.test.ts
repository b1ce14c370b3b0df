import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../db/schema/accounts.ts";
import { callApi, okValue } from "../../test/api-client.ts";
import { startMemberSweepApp, sweep, type TSweepTarget } from "../../test/bad-input-sweep.ts";
import { memberRow } from "../../test/merchant-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";
import { giveMoney, PAYMENT_PASSWORD } from "../../test/withdrawal-fixtures.ts";
import { checkLedger } from "../wallet/ledger-check.ts";

// The bad-input sweep of the member's withdrawal calls: every field gets wrong types, overlong
// text, control characters, emoji, SQL and HTML fragments and the naughty strings; every answer is
// a 2xx or a 4xx envelope with a translation key, never a 5xx, and the ledger stays sound.

let t: TTestApp;
let token = "";
let accountId = 0;
beforeAll(async () => {
  ({ t, token } = await startMemberSweepApp("10.7.0.1"));
  const sweeper = await memberRow(t, "sweeper01");
  if (!sweeper) throw new Error("sweeper missing");
  await giveMoney(t, sweeper.id, 100_000_000);
  await t.ctx.database.db
    .update(members)
    .set({ paymentPasswordHash: await t.ctx.passwords.hash(PAYMENT_PASSWORD) })
    .where(eq(members.id, sweeper.id));
  const account = await callApi(
    t,
    "payoutAccountAdd",
    { bankName: "Sweep Bank", accountNumber: "1234567890", payeeName: "Sweep Payee" },
    { token },
  );
  accountId = okValue(account).id;
});
afterAll(async () => t?.close());

const withdrawalCalls = (): TSweepTarget[] => [
  {
    name: "payout-accounts add",
    method: "POST",
    url: "/wps/payments/payout-accounts",
    token,
    wholeBody: true,
    body: { bankName: "Sweep Bank", accountNumber: "99887766", payeeName: "Sweep Payee" },
  },
  {
    name: "payout-accounts remove",
    method: "DELETE",
    url: "/wps/payments/payout-accounts",
    token,
    wholeBody: true,
    body: { id: 999_999 },
  },
  {
    name: "withdraw",
    method: "POST",
    url: "/wps/payments/withdraw",
    token,
    wholeBody: true,
    body: {
      amount: 20_000,
      payoutAccountId: accountId,
      idempotencyKey: "sweep-wd-0001",
      // Last: wrong values here lock the password after five tries, so they come after the rest.
      paymentPassword: PAYMENT_PASSWORD,
    },
  },
  {
    name: "withdrawals/confirm",
    method: "POST",
    url: "/wps/payments/withdrawals/confirm",
    token,
    wholeBody: true,
    body: { payoutId: 999_999, received: false, proofMediaIds: [1], remark: "not here" },
  },
  {
    name: "withdrawals",
    method: "GET",
    url: "/wps/payments/withdrawals",
    token,
    query: { page: "1", pageSize: "20" },
  },
  { name: "withdraw/settings", method: "GET", url: "/wps/payments/withdraw/settings", varyToken: true },
  { name: "payout-accounts", method: "GET", url: "/wps/payments/payout-accounts", varyToken: true },
];

describe("bad input on the withdrawal calls", () => {
  it("answers every hostile value with a 4xx envelope (or a 2xx), never a 5xx", async () => {
    const problems: string[] = [];
    const accepted = new Map<string, number>();
    for (const [index, target] of withdrawalCalls().entries()) {
      const result = await sweep(t, target, 70 + index);
      problems.push(...result.problems);
      accepted.set(target.name, result.accepted);
    }
    expect(problems).toEqual([]);
    // The sweep reached past validation: some hostile-looking but valid requests were carried out.
    expect(accepted.get("withdraw")).toBeGreaterThan(0);
    expect(accepted.get("payout-accounts add")).toBeGreaterThan(0);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  }, 180_000);
});
