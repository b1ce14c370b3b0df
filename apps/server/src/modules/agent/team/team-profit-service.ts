import type { TTeamProfitPage, ZTeamProfitQuery } from "@orchid/contract/agent";
import type { z } from "zod";
import type { TDb } from "../../../db/database.ts";
import { pageOf, paging } from "../../../http/paging.ts";
import type { TMerchant } from "../../merchants/index.ts";
import { resolveAgentPeriod } from "../agent-period.ts";
import { listTeamProfit, type TProfitTotalsDb, teamProfitTotals } from "./team-profit-repo.ts";

type TQuery = z.output<typeof ZTeamProfitQuery>;

/**
 * The figures of one row. Rebates and bonuses per member and day are left at 0: the platform has
 * no rebate scheme yet, and bonuses are reported team-wide by the overview (read from the ledger).
 */
function figures(row: TProfitTotalsDb) {
  const betAmount = Number(row.stake);
  const prizes = Number(row.win);
  return {
    bets: Number(row.bets),
    betAmount,
    validBet: Number(row.valid),
    prizes,
    rebate: 0,
    bonus: 0,
    profit: prizes - betAmount,
  };
}

/** `GET /wps/agent/team/profit`: profit and loss per team member per day, with the totals. */
export async function teamProfit(
  db: TDb,
  merchant: TMerchant,
  agent: { agentPath: string },
  query: TQuery,
  now: Date,
): Promise<TTeamProfitPage> {
  const period = resolveAgentPeriod(query, merchant.timeZone, now);
  const { page, pageSize, limit, offset } = paging(query);
  const scope = {
    merchantId: merchant.id,
    path: agent.agentPath,
    period,
    timeZone: merchant.timeZone,
    username: query.username?.trim() || undefined,
  };
  const [{ rows, total }, totals] = await Promise.all([
    listTeamProfit(db, scope, { limit, offset }),
    teamProfitTotals(db, scope),
  ]);
  const presented = rows.map((row) => ({ day: row.day, username: row.username, ...figures(row) }));
  return {
    ...pageOf(presented, total, page, pageSize),
    period: { fromDay: period.fromDay, toDay: period.toDay },
    totals: figures(totals),
  };
}
