import type { TPayoutConfirmRequest, TWithdrawal } from "@orchid/contract/payments";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import type { TMinuteJob } from "../../jobs/minute-jobs.ts";
import type { TMember } from "../accounts/index.ts";
import { assertOwnProofs } from "./proof-images.ts";
import { lockPayout, markDuePayouts, type TPayoutRow, updatePayout } from "./withdrawal-payouts-repo.ts";
import { memberWithdrawalView } from "./withdrawal-views.ts";

/** A payout still waiting for its member's word: `paid`, and its confirmation time not yet passed. */
function isAwaitingMember(payout: TPayoutRow, now: Date): boolean {
  return payout.status === "paid" && payout.confirmBy.getTime() > now.getTime();
}

/**
 * `POST /wps/payments/withdrawals/confirm`: the member says whether a payout reached them (spec §4).
 * Received → `received`; not received needs 1–3 of their own proof images (PROOF_REQUIRED) and an
 * optional remark → `not_received`, which an operator then resolves. Only their own payout
 * (NOT_FOUND otherwise), and only while it waits (ORDER_STATE_CHANGED once confirmed, resolved,
 * or past its confirmation time, when it already counts as received).
 */
export async function confirmPayout(
  ctx: Pick<TAppContext, "database" | "mediaLinks" | "now">,
  member: TMember,
  input: TPayoutConfirmRequest,
): Promise<TWithdrawal> {
  const db = ctx.database.db;
  const at = ctx.now();
  const proofIds = input.proofMediaIds ?? [];
  if (!input.received && proofIds.length === 0) {
    throw new AppError("PROOF_REQUIRED", {
      fields: [{ field: "proofMediaIds", path: "proofMediaIds", key: "err_proof_required" }],
    });
  }
  const withdrawalId = await db.transaction(async (tx) => {
    const payout = await lockPayout(tx, member.merchantId, input.payoutId);
    if (!payout || payout.memberId !== member.id)
      throw new AppError("NOT_FOUND", { payoutId: input.payoutId });
    if (!isAwaitingMember(payout, at)) throw new AppError("ORDER_STATE_CHANGED", { status: payout.status });
    if (input.received) {
      await updatePayout(tx, payout.id, { status: "received", confirmedAt: at });
    } else {
      await updatePayout(tx, payout.id, {
        status: "not_received",
        proofMediaIds: await assertOwnProofs(tx, member, proofIds),
        remark: input.remark?.trim() || null,
        confirmedAt: at,
      });
    }
    return payout.withdrawalId;
  });
  return memberWithdrawalView(db, member.merchantId, member.id, withdrawalId, ctx.mediaLinks.privateUrl);
}

/**
 * Payouts nobody confirmed in time count as received (spec §4): every `paid` payout past its
 * confirmation time becomes `auto_received`. `scope` narrows it to one member or merchant (a
 * list shows them right even before the timer's next run). Answers how many changed.
 */
export function autoConfirmPayouts(
  ctx: Pick<TAppContext, "database" | "now">,
  scope: { memberId?: number; merchantId?: number } = {},
): Promise<number> {
  return markDuePayouts(ctx.database.db, ctx.now(), scope);
}

/** autoConfirmPayouts as a minute job (registered at start-up). */
export function payoutAutoConfirmJob(ctx: TAppContext): TMinuteJob {
  return { name: "payout auto-confirmation", run: () => autoConfirmPayouts(ctx) };
}
