import type { TBoDashboard, TBoDashboardDay } from "@orchid/contract/backoffice-dashboard";
import { AGENT_TYPES, TRIAL_TYPE } from "@orchid/contract/member";
import { sql } from "drizzle-orm";
import type { TAppContext } from "../../../app-context.ts";
import { rowsOf } from "../../../db/database.ts";
import type { TMerchant } from "../../merchants/index.ts";

/** Days the dashboard shows, today included. */
export const DASHBOARD_DAYS = 14;

type TDayRow = {
  day: string;
  registrations: number;
  logins: number;
  active_members: number;
  deposits: string;
  withdrawals: string;
};
type TTotalsRow = {
  members: number;
  locked_members: number;
  agents: number;
  pending_deposits: number;
  pending_withdrawals: number;
};

const agentTypes = sql.join(
  AGENT_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/**
 * Per day of the merchant's time zone (oldest first, days without activity as zeros):
 * registrations, successful logins, and members who logged in. Free-play trial accounts are
 * left out of every figure, so a day of trial clicks does not look like a day of sign-ups.
 */
async function dailyFigures(
  ctx: Pick<TAppContext, "database">,
  merchant: TMerchant,
  now: Date,
): Promise<TBoDashboardDay[]> {
  const tz = merchant.timeZone;
  const result = await ctx.database.db.execute(sql`
    with span as (
      select today - ${DASHBOARD_DAYS - 1}::int as first_day, today,
             ((today - ${DASHBOARD_DAYS - 1}::int)::timestamp at time zone ${tz}) as starts,
             ((today + 1)::timestamp at time zone ${tz}) as ends
      from (select (${now.toISOString()}::timestamptz at time zone ${tz})::date as today) as t
    ),
    days as (
      select (span.first_day + n)::date as day from span, generate_series(0, ${DASHBOARD_DAYS - 1}::int) as n
    ),
    registrations as (
      select (m.created_at at time zone ${tz})::date as day, count(*)::int as n
      from members m, span
      where m.merchant_id = ${merchant.id} and m.type <> ${TRIAL_TYPE}
        and m.created_at >= span.starts and m.created_at < span.ends
      group by 1
    ),
    logins as (
      select (e.created_at at time zone ${tz})::date as day, count(*)::int as n,
             count(distinct e.member_id)::int as members
      from auth_events e join members m on m.id = e.member_id, span
      where e.merchant_id = ${merchant.id} and e.event = 'login' and m.type <> ${TRIAL_TYPE}
        and e.created_at >= span.starts and e.created_at < span.ends
      group by 1
    ),
    deposits as (
      select (d.settled_at at time zone ${tz})::date as day, sum(d.amount_minor)::bigint as total
      from deposit_orders d, span
      where d.merchant_id = ${merchant.id} and d.status = 'credited'
        and d.settled_at >= span.starts and d.settled_at < span.ends
      group by 1
    ),
    payouts as (
      select (p.created_at at time zone ${tz})::date as day, sum(p.amount_minor)::bigint as total
      from withdrawal_payouts p, span
      where p.merchant_id = ${merchant.id} and p.status <> 'refunded'
        and p.created_at >= span.starts and p.created_at < span.ends
      group by 1
    )
    select days.day::text as day,
           coalesce(registrations.n, 0) as registrations,
           coalesce(logins.n, 0) as logins,
           coalesce(logins.members, 0) as active_members,
           coalesce(deposits.total, 0) as deposits,
           coalesce(payouts.total, 0) as withdrawals
    from days
    left join registrations on registrations.day = days.day
    left join logins on logins.day = days.day
    left join deposits on deposits.day = days.day
    left join payouts on payouts.day = days.day
    order by days.day
  `);
  return rowsOf<TDayRow>(result).map((row) => ({
    day: row.day,
    registrations: Number(row.registrations),
    logins: Number(row.logins),
    activeMembers: Number(row.active_members),
    deposits: Number(row.deposits),
    withdrawals: Number(row.withdrawals),
  }));
}

async function totals(
  ctx: Pick<TAppContext, "database">,
  merchant: TMerchant,
): Promise<TBoDashboard["totals"]> {
  const result = await ctx.database.db.execute(sql`
    select count(*)::int as members,
           count(*) filter (where status = 'locked')::int as locked_members,
           count(*) filter (where type in (${agentTypes}))::int as agents,
           (select count(*)::int from deposit_orders
             where merchant_id = ${merchant.id} and status = 'awaiting_approval') as pending_deposits,
           (select count(*)::int from withdrawals
             where merchant_id = ${merchant.id} and status in ('pending', 'approving')) as pending_withdrawals
    from members
    where merchant_id = ${merchant.id} and type <> ${TRIAL_TYPE}
  `);
  const [row] = rowsOf<TTotalsRow>(result);
  return {
    members: Number(row?.members ?? 0),
    lockedMembers: Number(row?.locked_members ?? 0),
    agents: Number(row?.agents ?? 0),
    pendingDeposits: Number(row?.pending_deposits ?? 0),
    pendingWithdrawals: Number(row?.pending_withdrawals ?? 0),
  };
}

/** `GET /bo/dashboard`: the last 14 days in the merchant's time zone, today last, and totals. */
export async function dashboard(ctx: TAppContext, merchant: TMerchant): Promise<TBoDashboard> {
  const now = ctx.now();
  const [days, sums] = await Promise.all([dailyFigures(ctx, merchant, now), totals(ctx, merchant)]);
  const today = days.at(-1);
  if (!today) throw new Error("dashboard answered no days");
  return { timeZone: merchant.timeZone, today, days, totals: sums };
}
