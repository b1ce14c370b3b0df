import { sql } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import { rowsOf } from "../../db/database.ts";
import type { TMinuteJob } from "../../jobs/minute-jobs.ts";

/** A gateway order nobody paid within this long is shown as expired (a late payment still credits it). */
export const GATEWAY_ORDER_TTL_MS = 2 * 60 * 60_000;

/**
 * Marks the gateway orders still pending after GATEWAY_ORDER_TTL_MS `expired`; `memberId` narrows
 * it to one member (their list shows it right before the timer's next run). Answers how many.
 */
export async function expireStaleDeposits(
  ctx: Pick<TAppContext, "database" | "now">,
  scope: { memberId?: number } = {},
): Promise<number> {
  const before = new Date(ctx.now().getTime() - GATEWAY_ORDER_TTL_MS).toISOString();
  const member = scope.memberId === undefined ? sql`` : sql`and o.member_id = ${scope.memberId}`;
  const rows = rowsOf(
    await ctx.database.db.execute(sql`
      update deposit_orders o set status = 'expired', settled_at = ${ctx.now().toISOString()}::timestamptz
      from payment_channels c
      where c.id = o.channel_id and c.kind = 'gateway' and o.status = 'pending'
        and o.created_at < ${before}::timestamptz ${member}
      returning o.id`),
  );
  return rows.length;
}

/** expireStaleDeposits as a minute job (registered at start-up). */
export function depositExpiryJob(ctx: TAppContext): TMinuteJob {
  return { name: "deposit expiry", run: () => expireStaleDeposits(ctx) };
}
