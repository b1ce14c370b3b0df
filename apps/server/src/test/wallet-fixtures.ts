import { randomUUID } from "node:crypto";
import type { TEndpointName } from "@orchid/contract/endpoints";
import type { TErrorCode } from "@orchid/contract/error-codes";
import { startGatewaySimulator, type TGatewaySimulator } from "@orchid/gateway-simulator/gateway-simulator";
import { and, eq } from "drizzle-orm";
import { paymentChannels } from "../db/schema/payments.ts";
import { postLedgerSteps } from "../modules/wallet/ledger.ts";
import { loginAs } from "./account-calls.ts";
import { callApi, type TApiResult } from "./api-client.ts";
import { demoMerchant, memberRow } from "./merchant-fixtures.ts";
import type { TTestApp } from "./test-app.ts";

/** A fresh idempotency key. */
export const newKey = () => `k-${randomUUID()}`;

/** Credits a member's main wallet through the real ledger (an adjustment), outside any API call. */
export async function creditMember(t: TTestApp, memberId: number, amount: number): Promise<void> {
  const db = t.ctx.database.db;
  const merchant = await demoMerchant(t);
  const debit = await t.ctx.ledger.system(db, merchant.id, "adjustments", memberId);
  const credit = await t.ctx.ledger.member(db, merchant.id, memberId, "main");
  await db.transaction((tx) =>
    postLedgerSteps(tx, merchant.id, [
      { phase: "posted", debit, credit, amount, code: "adjustment", key: `test:${randomUUID()}` },
    ]),
  );
}

/** Logs a demo account in and answers its token and member id. */
export async function memberSession(t: TTestApp, username: string, password: string) {
  const login = await loginAs(t, username, password);
  if (!login.body.success) throw new Error(`login ${username}: ${login.body.code}`);
  const row = await memberRow(t, username);
  if (!row) throw new Error(`no member ${username}`);
  return { token: login.body.value.token as string, memberId: row.id };
}

/** The member's `sumBalance` and main balance as the API answers them. */
export async function balanceOf(
  t: TTestApp,
  token: string,
): Promise<{ sumBalance: number; mainBalance: number; heldBalance: number }> {
  const result = await callApi(t, "balance", undefined, { token });
  if (!result.body.success) throw new Error(`balance: ${result.body.code}`);
  return result.body.value;
}

/**
 * The gateway simulator on loopback, with the demo gateway channel pointed at it; the app
 * listens on a real port so the simulator's notifications reach it.
 */
export async function startDemoGateway(t: TTestApp, options: { retryDelaysMs?: number[] } = {}) {
  const merchant = await demoMerchant(t);
  const db = t.ctx.database.db;
  const [channel] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchant.id), eq(paymentChannels.kind, "gateway")));
  if (!channel?.gatewaySecret || !channel.gatewayMerchantNo) throw new Error("demo gateway channel missing");
  const secret = channel.gatewaySecret;
  const merchantNo = channel.gatewayMerchantNo;
  const simulator: TGatewaySimulator = await startGatewaySimulator({
    secretFor: (no) => (no === merchantNo ? secret : null),
    retryDelaysMs: options.retryDelaysMs ?? [50, 100, 200],
  });
  await db
    .update(paymentChannels)
    .set({ gatewayUrl: simulator.url })
    .where(eq(paymentChannels.id, channel.id));
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const host = new URL(address).host;
  return { simulator, channelId: channel.id, secret, host, close: () => simulator.close() };
}

/**
 * The refusal code of a call, or undefined when it succeeded: for races and bursts where some
 * calls win and others are refused, and the test counts the codes.
 */
export function codeOf<K extends TEndpointName>(result: TApiResult<K>): TErrorCode | undefined {
  return result.body.success ? undefined : result.body.code;
}
