import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../db/schema/accounts.ts";
import { call } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { startMemberSweepApp, sweep, type TSweepTarget } from "../../test/bad-input-sweep.ts";
import { memberRow } from "../../test/merchant-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";
import { balanceOf, creditMember, newKey } from "../../test/wallet-fixtures.ts";
import { checkLedger } from "./ledger-check.ts";

// The bad-input sweep of the money calls: every field gets wrong types, overlong text, control
// characters, emoji, SQL and HTML fragments and the naughty strings; never a 5xx. Then hostile
// amounts and a wrong currency on each money-moving call: always a 4xx, and no money moves.

let t: TTestApp;
let token = "";
let channelId = 0;
beforeAll(async () => {
  ({ t, token } = await startMemberSweepApp("10.6.0.1"));
  const sweeper = await memberRow(t, "sweeper01");
  if (!sweeper) throw new Error("sweeper missing");
  await creditMember(t, sweeper.id, 1_000_000);
  const demo = await memberRow(t, "demo01");
  await t.ctx.database.db
    .update(members)
    .set({ paymentPasswordHash: await t.ctx.passwords.hash("135790"), uplineId: demo?.id ?? null })
    .where(eq(members.id, sweeper.id));
  const channels = await callApi(t, "depositChannels", undefined, { token });
  const bank = okValue(channels).find((c) => c.kind === "bank");
  if (!bank) throw new Error("no bank channel");
  channelId = bank.id;
});
afterAll(async () => t?.close());

const moneyCalls = (): TSweepTarget[] => [
  {
    name: "wallets/transfer",
    method: "POST",
    url: "/wps/v2/wallets/transfer",
    token,
    wholeBody: true,
    body: { from: "MAIN", to: "LUNA", amount: 100, currency: "MMK", idempotencyKey: "sweep-key-0001" },
  },
  {
    name: "wallets/transfer/upline",
    method: "POST",
    url: "/wps/v2/wallets/transfer/upline",
    token,
    wholeBody: true,
    body: { amount: 100, paymentPassword: "000000", idempotencyKey: "sweep-key-0002" },
  },
  {
    name: "payments/deposit",
    method: "POST",
    url: "/wps/payments/deposit",
    token,
    wholeBody: true,
    body: {
      channelId,
      amount: 100_000,
      proofMediaIds: [1],
      remark: "x",
      idempotencyKey: "sweep-key-0003",
    },
  },
  {
    name: "member/uploads",
    method: "POST",
    url: "/wps/member/uploads",
    token,
    wholeBody: true,
    body: { name: "slip.png", dataBase64: "iVBORw0KGgo=" },
  },
  {
    name: "wallets/records",
    method: "GET",
    url: "/wps/v2/wallets/records",
    token,
    query: {
      preset: "custom",
      from: "2026-01-01",
      to: "2026-01-31",
      type: "deposit",
      page: "1",
      pageSize: "20",
    },
  },
  { name: "wallets/bonus", method: "GET", url: "/wps/v2/wallets/bonus", token, query: { preset: "last30" } },
  { name: "wallets/profit", method: "GET", url: "/wps/v2/wallets/profit", token, query: { preset: "last7" } },
  { name: "inbox/messages", method: "GET", url: "/wps/inbox/messages", token, query: { page: "1" } },
  { name: "inbox/read", method: "POST", url: "/wps/inbox/read", token, wholeBody: true, body: { ids: [1] } },
  { name: "wallets/balance", method: "GET", url: "/wps/v2/wallets/balance", varyToken: true },
];

const HOSTILE_AMOUNTS: unknown[] = [
  0,
  -1,
  -100_000,
  0.5,
  99.99,
  1e13,
  2 ** 53,
  1e308,
  "100",
  "1e3",
  null,
  [],
  {},
  true,
];

describe("bad input on the money calls", () => {
  it("answers every hostile value with a 4xx envelope (or a 2xx), never a 5xx", async () => {
    const problems: string[] = [];
    for (const [index, target] of moneyCalls().entries()) {
      problems.push(...(await sweep(t, target, 60 + index)).problems);
    }
    expect(problems).toEqual([]);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  }, 180_000);

  it("refuses hostile amounts and a wrong currency on every money-moving call, and moves no money", async () => {
    const before = await balanceOf(t, token);
    const bodies = (amount: unknown, currency?: string) =>
      [
        [
          "/wps/v2/wallets/transfer",
          { from: "MAIN", to: "LUNA", amount, currency, idempotencyKey: newKey() },
        ],
        [
          "/wps/v2/wallets/transfer/upline",
          { amount, currency, paymentPassword: "135790", idempotencyKey: newKey() },
        ],
        [
          "/wps/payments/deposit",
          { channelId, amount, currency, proofMediaIds: [1], idempotencyKey: newKey() },
        ],
      ] as const;
    const requests = [
      ...HOSTILE_AMOUNTS.flatMap((amount) => bodies(amount)),
      ...bodies(1_000, "USD"),
      ...bodies(1_000, "mmk"),
    ];
    for (const [url, body] of requests) {
      const answer = await call(t, "POST", url, { token, body });
      expect(answer.status, `${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
    }
    const wrongCurrency = await callApi(
      t,
      "walletTransfer",
      { from: "MAIN", to: "LUNA", amount: 1_000, currency: "USD", idempotencyKey: newKey() },
      { token },
    );
    expect(failureOf(wrongCurrency).code).toBe("CURRENCY_MISMATCH");
    expect(await balanceOf(t, token)).toEqual(before);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  }, 60_000);
});
