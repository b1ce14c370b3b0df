import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { recordDeposit } from "../activity/index.ts";
import { insertMessage } from "../inbox/index.ts";
import { postLedgerSteps } from "../wallet/index.ts";
import { hasCreditedDeposit, type TDepositRow, updateDeposit } from "./deposits-repo.ts";

export type TDepositAccounts = { clearing: number; main: number; fees: number };

/** The ledger accounts a deposit settles through; looked up before the settling transaction opens. */
export async function depositAccounts(
  ctx: Pick<TAppContext, "database" | "ledger">,
  order: TDepositRow,
): Promise<TDepositAccounts> {
  const db = ctx.database.db;
  return {
    clearing: await ctx.ledger.system(db, order.merchantId, "deposits", order.memberId),
    main: await ctx.ledger.member(db, order.merchantId, order.memberId, "main"),
    fees: await ctx.ledger.system(db, order.merchantId, "fees", order.memberId),
  };
}

/**
 * Credits a locked pending order exactly once: the full amount into the member's main wallet,
 * then the channel fee out of it, as two ledger lines keyed by the order (a second credit of the
 * same order cannot be written), the order marked credited, and a message in the inbox.
 */
export async function creditDeposit(
  tx: TTx,
  order: TDepositRow,
  accounts: TDepositAccounts,
  at: Date,
  extra: { gatewayReference?: string | null; decidedBy?: number | null; note?: string | null } = {},
): Promise<void> {
  await postLedgerSteps(tx, order.merchantId, [
    {
      phase: "posted",
      debit: accounts.clearing,
      credit: accounts.main,
      amount: order.amountMinor,
      code: "deposit",
      key: `deposit:${order.id}`,
      reference: order.orderNo,
    },
    ...(order.feeMinor > 0
      ? [
          {
            phase: "posted" as const,
            debit: accounts.main,
            credit: accounts.fees,
            amount: order.feeMinor,
            code: "deposit_fee" as const,
            key: `deposit_fee:${order.id}`,
            reference: order.orderNo,
          },
        ]
      : []),
  ]);
  const first = !(await hasCreditedDeposit(tx, order.memberId));
  await updateDeposit(tx, order.id, { status: "credited", settledAt: at, ...extra });
  await recordDeposit(tx, {
    merchantId: order.merchantId,
    memberId: order.memberId,
    amount: order.amountMinor,
    depositId: order.id,
    first,
    at,
  });
  await insertMessage(tx, {
    merchantId: order.merchantId,
    memberId: order.memberId,
    kind: "deposit_credited",
    amountMinor: order.amountMinor - order.feeMinor,
    orderNo: order.orderNo,
    at,
  });
}

/** Marks a locked open order failed (gateway said so, or an operator rejected it) and tells the member. */
export async function failDeposit(
  tx: TTx,
  order: TDepositRow,
  at: Date,
  extra: { gatewayReference?: string | null; decidedBy?: number | null; note?: string | null } = {},
): Promise<void> {
  await updateDeposit(tx, order.id, { status: "failed", settledAt: at, ...extra });
  await insertMessage(tx, {
    merchantId: order.merchantId,
    memberId: order.memberId,
    kind: "deposit_failed",
    amountMinor: order.amountMinor,
    orderNo: order.orderNo,
    at,
  });
}

/** Tells the member's open sockets after a settlement committed. */
export function announceSettlement(ctx: Pick<TAppContext, "walletEvents">, memberId: number): void {
  ctx.walletEvents.publish("balance", [memberId]);
  ctx.walletEvents.publish("unread", [memberId]);
}
