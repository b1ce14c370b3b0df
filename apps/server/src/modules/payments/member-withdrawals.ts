import type { TPage } from "@orchid/contract/money";
import type { TWithdrawal, ZWithdrawalListQuery } from "@orchid/contract/payments";
import type { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import type { TMember } from "../accounts/index.ts";
import { autoConfirmPayouts } from "./payout-confirmation.ts";
import { memberWithdrawalViews } from "./withdrawal-views.ts";
import { memberWithdrawalPage } from "./withdrawals-repo.ts";

/**
 * `GET /wps/payments/withdrawals`: the member's withdrawals, newest first, with their payouts.
 * Payouts past their confirmation time are marked received first, so the page never shows one
 * still waiting for an answer the member can no longer give.
 */
export async function memberWithdrawals(
  ctx: TAppContext,
  member: TMember,
  query: z.output<typeof ZWithdrawalListQuery>,
): Promise<TPage<TWithdrawal>> {
  const db = ctx.database.db;
  const { page, pageSize } = query;
  await autoConfirmPayouts(ctx, { memberId: member.id });
  const { rows, total } = await memberWithdrawalPage(db, member.id, pageSize, (page - 1) * pageSize);
  return {
    rows: await memberWithdrawalViews(db, rows, ctx.mediaLinks.privateUrl),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}
