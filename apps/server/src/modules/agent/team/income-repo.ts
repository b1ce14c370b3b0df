import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../../db/database.ts";
import type { TPeriod } from "../../wallet/index.ts";
import { periodFilter } from "./team-filter.ts";

export type TIncomeDayDb = {
  day: string | null;
  daily_wage: string;
  hour_salary: string;
  realtime_salary: string;
  dividend: string;
  paid_to_downlines: string;
};

/**
 * What the agent earned (paid amounts of its bills, by kind) and paid its downlines (paid amounts
 * of the bills it pays), per local day of each bill's period start, newest day first; the row
 * whose day is null holds the period's totals. Bills come from the payee and payer indexes.
 */
export async function incomeDays(
  db: TDb,
  agentId: number,
  period: TPeriod,
  timeZone: string,
): Promise<TIncomeDayDb[]> {
  const paid = sql`b.state in ('paid', 'partly_paid')`;
  const day = sql`to_char(b.period_start at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return rowsOf<TIncomeDayDb>(
    await db.execute(sql`
      with lines as (
        select ${day} as day, b.kind, b.paid_amount as earned, 0 as paid_out
        from agent_bills b
        where b.member_id = ${agentId} and ${paid} and ${periodFilter(sql`b.period_start`, period)}
        union all
        select ${day} as day, b.kind, 0 as earned, b.paid_amount as paid_out
        from agent_bills b
        where b.payer_id = ${agentId} and ${paid} and ${periodFilter(sql`b.period_start`, period)}
      )
      select day,
        coalesce(sum(earned) filter (where kind = 'daily_wage'), 0) as daily_wage,
        coalesce(sum(earned) filter (where kind = 'hour_salary'), 0) as hour_salary,
        coalesce(sum(earned) filter (where kind = 'realtime_salary'), 0) as realtime_salary,
        coalesce(sum(earned) filter (where kind = 'dividend'), 0) as dividend,
        coalesce(sum(paid_out), 0) as paid_to_downlines
      from lines group by grouping sets ((day), ())
      order by day desc nulls first`),
  );
}
