import { TRIAL_TYPE } from "@orchid/contract/member";
import {
  MAIN_WALLET,
  type TUplineTransferValue,
  type TWalletTransferRequest,
  type TWalletTransferValue,
} from "@orchid/contract/wallet";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { findMemberById, type TMember } from "../accounts/index.ts";
import type { TMerchant } from "../merchants/index.ts";
import type { TClientInfo } from "../session/index.ts";
import { assertCurrency } from "./assert-currency.ts";
import { requestHash } from "./idempotent.ts";
import { transferBetweenMembers } from "./member-transfer.ts";
import { assertPaymentPassword } from "./payment-password.ts";
import type { TTransferItem } from "./transfer-batch.ts";
import type { TTransferVendor } from "./wallet-repo.ts";

/** `POST /wps/v2/wallets/transfer`: between the main wallet and one transfer-mode game wallet. */
export async function transferBetweenWallets(
  ctx: Pick<TAppContext, "database" | "ledger" | "transferVendors" | "walletEvents" | "walletTransfers">,
  merchant: TMerchant,
  member: TMember,
  input: TWalletTransferRequest,
): Promise<TWalletTransferValue> {
  assertCurrency(merchant, input.currency);
  const db = ctx.database.db;
  const vendorCode = input.from === MAIN_WALLET ? input.to : input.from;
  const vendors = await ctx.transferVendors.list();
  if (!vendors.some((v) => v.code === vendorCode)) throw new AppError("WALLET_UNKNOWN");
  const main = await ctx.ledger.member(db, merchant.id, member.id, "main");
  const game = await ctx.ledger.member(db, merchant.id, member.id, "game", vendorCode);
  const [debit, credit] = input.from === MAIN_WALLET ? [main, game] : [game, main];
  const value = await ctx.walletTransfers.submit(
    walletTransferItem({ merchantId: merchant.id, memberId: member.id, debit, credit, vendors }, input),
  );
  ctx.walletEvents.publish("balance", [member.id]);
  return value;
}

/** The shared-transaction item of one wallet transfer: its key, request hash and ledger step. */
export function walletTransferItem(
  who: { merchantId: number; memberId: number; debit: number; credit: number; vendors: TTransferVendor[] },
  input: { from: string; to: string; amount: number; idempotencyKey: string },
): TTransferItem {
  return {
    merchantId: who.merchantId,
    memberId: who.memberId,
    scope: `member:${who.memberId}`,
    key: input.idempotencyKey,
    requestHash: requestHash({ from: input.from, to: input.to, amount: input.amount }),
    step: {
      phase: "posted",
      debit: who.debit,
      credit: who.credit,
      amount: input.amount,
      code: "wallet_transfer",
      key: `wallet:${who.memberId}:${input.idempotencyKey}`,
      reference: `${input.from}>${input.to}`,
    },
    vendors: who.vendors,
  };
}

/**
 * `POST /wps/v2/wallets/transfer/upline`: from the member's main wallet to the direct upline's
 * main wallet. Only a real account with an upline may (the `toUpline` flag of member info), and
 * only with the payment password.
 */
export async function transferToUpline(
  ctx: TAppContext,
  merchant: TMerchant,
  member: TMember,
  input: { amount: number; currency?: string; paymentPassword: string; idempotencyKey: string },
  client: TClientInfo,
): Promise<TUplineTransferValue> {
  assertCurrency(merchant, input.currency);
  const db = ctx.database.db;
  if (member.uplineId === null || member.type === TRIAL_TYPE)
    throw new AppError("UPLINE_TRANSFER_NOT_ALLOWED");
  const upline = await findMemberById(db, merchant.id, member.uplineId);
  if (upline?.status !== "active") throw new AppError("UPLINE_TRANSFER_NOT_ALLOWED");
  await assertPaymentPassword(ctx, member, input.paymentPassword, client);
  const moved = await transferBetweenMembers(ctx, {
    merchantId: merchant.id,
    from: member,
    to: upline,
    amount: input.amount,
    idempotencyKey: input.idempotencyKey,
    code: "upline_transfer",
    keyPrefix: "upline",
  });
  return { ...moved, upline: upline.username };
}
