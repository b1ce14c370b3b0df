import type { TIncomePage, ZIncomeQuery } from "@orchid/contract/agent";
import type { z } from "zod";
import type { TDb } from "../../../db/database.ts";
import { pageOf, paging } from "../../../http/paging.ts";
import type { TMerchant } from "../../merchants/index.ts";
import { resolveAgentPeriod } from "../agent-period.ts";
import { incomeDays, type TIncomeDayDb } from "./income-repo.ts";

function figures(row: TIncomeDayDb | undefined) {
  const dailyWage = Number(row?.daily_wage ?? 0);
  const hourSalary = Number(row?.hour_salary ?? 0);
  const realtimeSalary = Number(row?.realtime_salary ?? 0);
  const dividend = Number(row?.dividend ?? 0);
  const paidToDownlines = Number(row?.paid_to_downlines ?? 0);
  const net = dailyWage + hourSalary + realtimeSalary + dividend - paidToDownlines;
  return { dailyWage, hourSalary, realtimeSalary, dividend, paidToDownlines, net };
}

/**
 * `GET /wps/agent/income`: per day of the period with any bill, what the agent was paid by kind,
 * what it paid its contracted downlines, and the difference (only money actually paid counts).
 * A period has at most 366 days, so the days are paged here rather than in SQL.
 */
export async function agentIncome(
  db: TDb,
  merchant: TMerchant,
  agentId: number,
  query: z.output<typeof ZIncomeQuery>,
  now: Date,
): Promise<TIncomePage> {
  const period = resolveAgentPeriod(query, merchant.timeZone, now);
  const { page, pageSize, limit, offset } = paging(query);
  const rows = await incomeDays(db, agentId, period, merchant.timeZone);
  const days = rows.filter((row): row is TIncomeDayDb & { day: string } => row.day !== null);
  const presented = days.slice(offset, offset + limit).map((row) => ({ day: row.day, ...figures(row) }));
  return {
    ...pageOf(presented, days.length, page, pageSize),
    period: { fromDay: period.fromDay, toDay: period.toDay },
    totals: figures(rows.find((row) => row.day === null)),
  };
}
