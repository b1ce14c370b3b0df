import type { TBoWithdrawal, ZBoWithdrawalQuery } from "@orchid/contract/backoffice-payments";
import type { TPage } from "@orchid/contract/money";
import type { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import type { TMerchant } from "../merchants/index.ts";
import { resolvePeriod } from "../wallet/index.ts";
import { autoConfirmPayouts } from "./payout-confirmation.ts";
import { boWithdrawalViews } from "./withdrawal-views.ts";
import { withdrawalQueuePage } from "./withdrawals-repo.ts";

/**
 * `GET /bo/payments/withdrawals`: the merchant's withdrawals in a period (its time zone), newest
 * first, by status and by username or order number, a page at a time, with full account numbers
 * for paying them.
 */
export async function withdrawalQueue(
  ctx: TAppContext,
  merchant: TMerchant,
  query: z.output<typeof ZBoWithdrawalQuery>,
): Promise<TPage<TBoWithdrawal>> {
  const db = ctx.database.db;
  const { page, pageSize } = query;
  const period = resolvePeriod(query, merchant.timeZone, ctx.now());
  await autoConfirmPayouts(ctx, { merchantId: merchant.id });
  const { rows, total } = await withdrawalQueuePage(
    db,
    merchant.id,
    { status: query.status, q: query.q, from: period.from, to: period.to },
    pageSize,
    (page - 1) * pageSize,
  );
  return {
    rows: await boWithdrawalViews(db, rows, ctx.mediaLinks.privateUrl),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}
