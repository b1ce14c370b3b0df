import type { TInputOf } from "@orchid/contract/endpoint-io";
import { expect } from "vitest";
import { callApi, okValue } from "./api-client.ts";
import { SAMPLE_PNG_BASE64 } from "./console-samples.ts";
import { demoMerchant } from "./merchant-fixtures.ts";
import { loginNewOperator, startConsoleTest } from "./operator-fixtures.ts";
import type { TTestApp } from "./test-app.ts";
import { freshKey, type TWithdrawingMember, withdraw } from "./withdrawal-fixtures.ts";

/** The demo merchant's withdrawal rules in the withdrawal tests. */
export const WITHDRAW_RULES = {
  withdrawMin: 10_000,
  withdrawMax: 5_000_000,
  withdrawDailyCount: 5,
  withdrawDailyMax: 8_000_000,
  withdrawFourEyesMin: 1_000_000,
  payoutConfirmMinutes: 10,
};

/** Console tokens: the owner, two finance operators (four eyes) and a support operator (read only). */
export type TWithdrawalDesk = { ownerToken: string; finance: string; second: string; support: string };

/** A test app with WITHDRAW_RULES set and the operators of a withdrawal desk logged in. */
export async function startWithdrawalTest(now?: () => Date): Promise<{ t: TTestApp } & TWithdrawalDesk> {
  const { t, ownerToken } = await startConsoleTest({ now });
  const merchantId = (await demoMerchant(t)).id;
  const finance = await loginNewOperator(t, { username: "wd-finance", role: "finance", merchantId });
  const second = await loginNewOperator(t, { username: "wd-second", role: "finance", merchantId });
  const support = await loginNewOperator(t, { username: "wd-support", role: "support", merchantId });
  okValue(await callApi(t, "boSetPaymentSettings", WITHDRAW_RULES, { token: ownerToken }));
  return { t, ownerToken, finance, second, support };
}

export const decide = (
  t: TTestApp,
  token: string,
  id: number,
  decision: "approve" | "reject",
  note?: string,
) => callApi(t, "boDecideWithdrawal", { id, decision, note }, { token });

export const pay = (t: TTestApp, token: string, id: number, amount: number, idempotencyKey = freshKey()) =>
  callApi(t, "boPayWithdrawal", { id, amount, idempotencyKey }, { token });

export const release = (t: TTestApp, token: string, id: number) =>
  callApi(t, "boReleaseWithdrawal", { id, note: "rest given back" }, { token });

export const resolvePayout = (
  t: TTestApp,
  token: string,
  payoutId: number,
  resolution: "forced_received" | "refund",
) => callApi(t, "boResolvePayout", { payoutId, resolution }, { token });

export const confirmPayout = (t: TTestApp, member: TWithdrawingMember, input: TInputOf<"payoutConfirm">) =>
  callApi(t, "payoutConfirm", input, { token: member.token });

/** The console's queue, filtered by `input`. */
export const queue = (t: TTestApp, token: string, input: TInputOf<"boWithdrawals"> = {}) =>
  callApi(t, "boWithdrawals", input, { token });

/** The member's withdrawal list, first page. */
export const withdrawalsOf = async (t: TTestApp, member: TWithdrawingMember) =>
  okValue(await callApi(t, "withdrawals", {}, { token: member.token }));

/** The member's withdrawal form settings. */
export const withdrawSettingsOf = async (t: TTestApp, member: TWithdrawingMember) =>
  okValue(await callApi(t, "withdrawSettings", undefined, { token: member.token }));

/** The member's inbox, newest first. */
export const messagesOf = async (t: TTestApp, member: TWithdrawingMember) =>
  okValue(await callApi(t, "inboxMessages", {}, { token: member.token })).rows;

/** A withdrawal of `amount` (below the four-eyes threshold) approved by `token`; answers its id. */
export async function approvedWithdrawal(
  t: TTestApp,
  token: string,
  member: TWithdrawingMember,
  amount: number,
): Promise<number> {
  const asked = await withdraw(t, member, amount);
  expect(asked.body.success, JSON.stringify(asked.body)).toBe(true);
  const { id } = okValue(asked);
  const approved = await decide(t, token, id, "approve");
  expect(okValue(approved).withdrawal.status).toBe("approved");
  return id;
}

/** An image the member uploaded as proof; answers its media id. */
export async function uploadProof(t: TTestApp, member: TWithdrawingMember): Promise<number> {
  const upload = await callApi(
    t,
    "memberUpload",
    { name: "receipt.png", dataBase64: SAMPLE_PNG_BASE64 },
    { token: member.token },
  );
  expect(upload.body.success, JSON.stringify(upload.body)).toBe(true);
  return okValue(upload).mediaId;
}
