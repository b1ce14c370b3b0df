import { randomInt, randomUUID } from "node:crypto";
import type { TInputOf } from "@orchid/contract/endpoint-io";
import { loginAs } from "./account-calls.ts";
import { callApi, okValue } from "./api-client.ts";
import { addMember } from "./operator-fixtures.ts";
import type { TTestApp } from "./test-app.ts";
import { creditMember } from "./wallet-fixtures.ts";

/** The payment password every withdrawing test member sets. */
export const PAYMENT_PASSWORD = "135790";
/** The payee name of every withdrawing test member. */
export const PAYEE = "Daw Test Payee";

/** A fresh idempotency key. */
export const freshKey = () => `wd-${randomUUID()}`;
/** A fresh 10-digit account number. */
export const accountNumber = () => String(randomInt(1_000_000_000, 9_999_999_999));

/** Credits a member's main wallet through the real ledger (an adjustment). */
export const giveMoney = creditMember;

export type TWithdrawingMember = { id: number; username: string; token: string; accountId: number };

let sequence = 0;

/**
 * A new real member, logged in, with the payment password set, one payout account bound and
 * `balance` in the main wallet: ready to ask for a withdrawal.
 */
export async function withdrawingMember(t: TTestApp, balance = 10_000_000): Promise<TWithdrawingMember> {
  sequence += 1;
  const username = `wd${process.pid % 1000}m${sequence}`;
  const member = await addMember(t, { username });
  const ip = `10.95.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
  const login = await loginAs(t, username, "Tree1234", ip);
  if (!login.body.success) throw new Error(`login ${username}: ${JSON.stringify(login.body)}`);
  const token: string = login.body.value.token;
  const set = await callApi(
    t,
    "paymentPassword",
    { loginPassword: "Tree1234", paymentPassword: PAYMENT_PASSWORD, confirmPassword: PAYMENT_PASSWORD },
    { token },
  );
  if (!set.body.success) throw new Error(`payment password: ${JSON.stringify(set.body)}`);
  const account = await callApi(
    t,
    "payoutAccountAdd",
    { bankName: "Kanbawza Test Bank", accountNumber: accountNumber(), payeeName: PAYEE },
    { token },
  );
  if (!account.body.success) throw new Error(`payout account: ${JSON.stringify(account.body)}`);
  if (balance > 0) await giveMoney(t, member.id, balance);
  return { id: member.id, username, token, accountId: account.body.value.id };
}

/** `POST /wps/payments/withdraw` for the member (a fresh key unless given). */
export function withdraw(
  t: TTestApp,
  member: TWithdrawingMember,
  amount: number,
  extra: Partial<TInputOf<"withdraw">> = {},
) {
  return callApi(
    t,
    "withdraw",
    {
      amount,
      payoutAccountId: member.accountId,
      paymentPassword: PAYMENT_PASSWORD,
      idempotencyKey: freshKey(),
      ...extra,
    },
    { token: member.token },
  );
}

/** The member's balance as the API answers it. */
export async function balanceNow(
  t: TTestApp,
  token: string,
): Promise<{ mainBalance: number; heldBalance: number }> {
  const answer = await callApi(t, "balance", undefined, { token });
  if (!answer.body.success) throw new Error(`balance: ${JSON.stringify(answer.body)}`);
  const { mainBalance, heldBalance } = okValue(answer);
  return { mainBalance, heldBalance };
}
