import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { findMemberById } from "../accounts/index.ts";
import { insertMessage } from "../inbox/index.ts";
import { postLedgerSteps } from "./ledger.ts";

export type TAdjustment = {
  merchantId: number;
  memberId: number;
  direction: "credit" | "debit";
  kind: "adjustment" | "bonus";
  amount: number;
  reason: string;
  /** Names this adjustment in the ledger: the same key never moves money twice. */
  key: string;
  at: Date;
};

/**
 * Moves money between the member's main wallet and the merchant's adjustment (or bonus) account,
 * inside the caller's transaction, and tells the member in the inbox. A debit larger than the
 * available balance is refused with INSUFFICIENT_FUNDS.
 */
export async function applyAdjustment(
  ctx: Pick<TAppContext, "ledger">,
  tx: TTx,
  adjustment: TAdjustment,
): Promise<number> {
  const member = await findMemberById(tx, adjustment.merchantId, adjustment.memberId);
  if (!member) throw new AppError("NOT_FOUND", { memberId: adjustment.memberId });
  const main = await ctx.ledger.member(tx, adjustment.merchantId, member.id, "main");
  const house = await ctx.ledger.system(
    tx,
    adjustment.merchantId,
    adjustment.kind === "bonus" ? "bonus" : "adjustments",
    member.id,
  );
  const [debit, credit] = adjustment.direction === "credit" ? [house, main] : [main, house];
  const { transfers } = await postLedgerSteps(tx, adjustment.merchantId, [
    {
      phase: "posted",
      debit,
      credit,
      amount: adjustment.amount,
      code: adjustment.kind,
      key: adjustment.key,
      memo: adjustment.reason,
    },
  ]);
  await insertMessage(tx, {
    merchantId: adjustment.merchantId,
    memberId: member.id,
    kind: "balance_adjusted",
    amountMinor: adjustment.direction === "credit" ? adjustment.amount : -adjustment.amount,
    orderNo: null,
    at: adjustment.at,
  });
  return transfers[0]?.id ?? 0;
}
