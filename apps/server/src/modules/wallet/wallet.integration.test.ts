import type { TInputOf } from "@orchid/contract/endpoint-io";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import type { TTestApp } from "../../test/test-app.ts";
import { startTestApp } from "../../test/test-app.ts";
import { balanceOf, memberSession, newKey } from "../../test/wallet-fixtures.ts";
import { checkLedger } from "./ledger-check.ts";

let t: TTestApp;
let demo: { token: string; memberId: number };
beforeAll(async () => {
  t = await startTestApp();
  demo = await memberSession(t, "demo01", "Demo1234");
});
afterAll(async () => t?.close());

const transfer = (body: TInputOf<"walletTransfer">, token = demo.token) =>
  callApi(t, "walletTransfer", body, { token });

describe("wallet balance and game wallets", () => {
  it("answers the seeded opening balance as sumBalance with the merchant's currency", async () => {
    const balance = await callApi(t, "balance", undefined, { token: demo.token });
    expect(okValue(balance)).toMatchObject({ sumBalance: 500_000, mainBalance: 500_000, heldBalance: 0 });
    expect(okValue(balance).currencySymbol).toBe("K");
  });

  it("refuses the balance without a session", async () => {
    const balance = await callApi(t, "balance", undefined);
    expect(failureOf(balance).code).toBe("NOT_LOGGED_IN");
  });

  it("moves money to a game wallet and back; sumBalance stays the same", async () => {
    const out = await transfer({ from: "MAIN", to: "LUNA", amount: 12_345, idempotencyKey: newKey() });
    expect(out.body.success).toBe(true);
    const wallets = Object.fromEntries(
      okValue(out).wallets.map((w: { wallet: string; balance: number }) => [w.wallet, w.balance]),
    );
    expect(wallets).toMatchObject({ MAIN: 500_000 - 12_345, LUNA: 12_345, KITE: 0, EMBER: 0 });
    expect(okValue(out).sumBalance).toBe(500_000);
    const back = await transfer({ from: "LUNA", to: "MAIN", amount: 345, idempotencyKey: newKey() });
    expect(okValue(back).sumBalance).toBe(500_000);
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(500_000 - 12_000);
  });

  it("answers a repeated key with the first result and moves the money once", async () => {
    const key = newKey();
    const before = (await balanceOf(t, demo.token)).mainBalance;
    const first = await transfer({ from: "MAIN", to: "KITE", amount: 1_000, idempotencyKey: key });
    const again = await transfer({ from: "MAIN", to: "KITE", amount: 1_000, idempotencyKey: key });
    expect(okValue(again)).toEqual(okValue(first));
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(before - 1_000);
  });

  it("refuses the same key with a different request", async () => {
    const key = newKey();
    await transfer({ from: "MAIN", to: "KITE", amount: 100, idempotencyKey: key });
    const other = await transfer({ from: "MAIN", to: "KITE", amount: 200, idempotencyKey: key });
    expect(other.status).toBe(409);
    expect(failureOf(other).code).toBe("IDEMPOTENCY_MISMATCH");
  });

  it("refuses an overdraft, remembers that answer under its key, and moves nothing", async () => {
    const key = newKey();
    const before = await balanceOf(t, demo.token);
    const refused = await transfer({ from: "MAIN", to: "EMBER", amount: 99_999_999, idempotencyKey: key });
    expect(failureOf(refused).code).toBe("INSUFFICIENT_FUNDS");
    const again = await transfer({ from: "MAIN", to: "EMBER", amount: 99_999_999, idempotencyKey: key });
    expect(failureOf(again).code).toBe("INSUFFICIENT_FUNDS");
    expect(await balanceOf(t, demo.token)).toEqual(before);
  });

  it("refuses unknown wallets, pairs without MAIN, and bad amounts with a 4xx", async () => {
    const bad = [
      { from: "MAIN", to: "NOPE", amount: 100 },
      { from: "LUNA", to: "KITE", amount: 100 },
      { from: "MAIN", to: "MAIN", amount: 100 },
      { from: "MAIN", to: "LUNA", amount: 0 },
      { from: "MAIN", to: "LUNA", amount: -5 },
      { from: "MAIN", to: "LUNA", amount: 1.5 },
      { from: "MAIN", to: "LUNA", amount: 1e16 },
      { from: "MAIN", to: "LUNA", amount: "100" },
    ];
    const before = await balanceOf(t, demo.token);
    for (const body of bad) {
      // Raw: some of these bodies are of the wrong shape on purpose, which the contract cannot type.
      const result = await call(t, "POST", "/wps/v2/wallets/transfer", {
        token: demo.token,
        body: { ...body, idempotencyKey: newKey() },
      });
      expect(result.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(result.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(await balanceOf(t, demo.token)).toEqual(before);
  });

  it("lists every step in the account record with signed amounts and the balance after", async () => {
    const record = await callApi(
      t,
      "walletRecords",
      { preset: "today", pageSize: 100 },
      { token: demo.token },
    );
    const rows = okValue(record).rows as {
      type: string;
      amount: number;
      wallet: string;
      balanceAfter: number | null;
    }[];
    expect(rows.some((r) => r.type === "transfer_out" && r.amount === -12_345 && r.wallet === "MAIN")).toBe(
      true,
    );
    expect(rows.some((r) => r.type === "transfer_in" && r.amount === 12_345 && r.wallet === "LUNA")).toBe(
      true,
    );
    const onlyIn = await callApi(
      t,
      "walletRecords",
      { preset: "today", type: "transfer_in" },
      { token: demo.token },
    );
    expect(okValue(onlyIn).rows.every((r: { type: string }) => r.type === "transfer_in")).toBe(true);
    const main = rows.find((r) => r.wallet === "MAIN");
    expect(main?.balanceAfter).toBe((await balanceOf(t, demo.token)).mainBalance);
  });

  it("refuses a custom period without dates and a period longer than a year", async () => {
    const missing = await callApi(t, "walletRecords", { preset: "custom" }, { token: demo.token });
    expect(failureOf(missing).code).toBe("INVALID_INPUT");
    const long = await callApi(
      t,
      "walletRecords",
      { preset: "custom", from: "2024-01-01", to: "2026-01-01" },
      { token: demo.token },
    );
    expect(failureOf(long).code).toBe("INVALID_INPUT");
  });
});

describe("a trial account's play credit", () => {
  it("cannot be moved between wallets, as every real-money call refuses a trial account", async () => {
    const started = await callApi(t, "freePlayLogin", { platform: "W" }, { ip: "10.16.9.1" });
    const token = okValue(started).token;
    const before = await balanceOf(t, token);
    const moved = await transfer(
      { from: "MAIN", to: "LUNA", amount: 1_000, idempotencyKey: newKey() },
      token,
    );
    expect([moved.status, failureOf(moved).code]).toEqual([403, "NEED_TRUE_ACCOUNT"]);
    expect(await balanceOf(t, token)).toEqual(before);
  });
});

describe("transfer to upline", () => {
  it("needs the payment password, then moves main-wallet money to the direct upline", async () => {
    const agent = await memberSession(t, "agent01", "Agent1234");
    const agentBefore = (await balanceOf(t, agent.token)).mainBalance;
    const without = await callApi(
      t,
      "uplineTransfer",
      { amount: 5_000, paymentPassword: "123456", idempotencyKey: newKey() },
      { token: demo.token },
    );
    expect(failureOf(without).code).toBe("PAYMENT_PASSWORD_REQUIRED");
    const set = await callApi(
      t,
      "paymentPassword",
      { loginPassword: "Demo1234", paymentPassword: "246810", confirmPassword: "246810" },
      { token: demo.token },
    );
    expect(set.body.success).toBe(true);
    const wrong = await callApi(
      t,
      "uplineTransfer",
      { amount: 5_000, paymentPassword: "000000", idempotencyKey: newKey() },
      { token: demo.token },
    );
    expect(failureOf(wrong).code).toBe("INVALID_INPUT");
    const sent = await callApi(
      t,
      "uplineTransfer",
      { amount: 5_000, paymentPassword: "246810", idempotencyKey: newKey() },
      { token: demo.token },
    );
    expect(okValue(sent).upline).toBe("agent01");
    expect((await balanceOf(t, agent.token)).mainBalance).toBe(agentBefore + 5_000);
  });

  it("names the sender on the upline's account record line, and the upline on the sender's", async () => {
    const agent = await memberSession(t, "agent01", "Agent1234");
    const sent = await callApi(
      t,
      "uplineTransfer",
      { amount: 700, paymentPassword: "246810", idempotencyKey: newKey() },
      { token: demo.token },
    );
    expect(sent.body.success).toBe(true);
    const lineOf = async (token: string, type: "upline_in" | "upline_out") => {
      const record = await callApi(t, "walletRecords", { preset: "today", type }, { token });
      return okValue(record).rows[0];
    };
    expect(await lineOf(agent.token, "upline_in")).toMatchObject({ amount: 700, reference: "demo01" });
    expect(await lineOf(demo.token, "upline_out")).toMatchObject({ amount: -700, reference: "agent01" });
  });

  it("is refused to a member without an upline", async () => {
    const agent = await memberSession(t, "agent01", "Agent1234");
    const result = await callApi(
      t,
      "uplineTransfer",
      { amount: 100, paymentPassword: "246810", idempotencyKey: newKey() },
      { token: agent.token },
    );
    expect(failureOf(result).code).toBe("UPLINE_TRANSFER_NOT_ALLOWED");
  });
});

describe("personal profit and the ledger", () => {
  it("sums the period's money by kind", async () => {
    const profit = await callApi(t, "personalProfit", { preset: "last7" }, { token: demo.token });
    expect(okValue(profit)).toMatchObject({
      transfersToUpline: 5_700,
      adjustments: 500_000,
      bets: 0,
      profit: 0,
    });
  });

  it("stays sound after all of the above", async () => {
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});
