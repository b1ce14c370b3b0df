import type { TAgentPeriodQuery, TTeamOverview } from "@orchid/contract/agent";
import type { TDb } from "../../../db/database.ts";
import type { TMerchant } from "../../merchants/index.ts";
import { resolveAgentPeriod } from "../agent-period.ts";
import {
  type TTeamWindow,
  teamFirstDepositors,
  teamGameDays,
  teamLedgerIncome,
  teamPayments,
  teamRegistrations,
  teamSizeAndBalance,
} from "./overview-repo.ts";
import { periodDays } from "./period-days.ts";

/**
 * `GET /wps/agent/team/overview` (and the console's report of any agent): the team's figures over
 * the period and per local day. The platform has no bet-rebate or agent-rebate scheme yet, so
 * both stay 0; the activity bonus is the bonus money credited to the team (less bonus taken back),
 * wages the agent pay credited to it.
 */
export async function teamOverview(
  db: TDb,
  merchant: TMerchant,
  agentPath: string,
  query: TAgentPeriodQuery,
  now: Date,
): Promise<TTeamOverview> {
  const period = resolveAgentPeriod(query, merchant.timeZone, now);
  const w: TTeamWindow = { merchantId: merchant.id, path: agentPath, period, timeZone: merchant.timeZone };
  const [games, registrations, payments, firstDepositors, sizeAndBalance, ledger] = await Promise.all([
    teamGameDays(db, w),
    teamRegistrations(db, w),
    teamPayments(db, w),
    teamFirstDepositors(db, w),
    teamSizeAndBalance(db, w),
    teamLedgerIncome(db, w),
  ]);
  const figures = (key: string) => {
    const game = games.get(key) ?? { bettors: 0, betAmount: 0, validBet: 0, prizes: 0 };
    const money = payments.get(key) ?? { depositors: 0, deposits: 0, withdrawals: 0 };
    const income = ledger.get(key) ?? { activityBonus: 0, wages: 0 };
    const netProfit = game.prizes + income.activityBonus + income.wages - game.betAmount;
    return { ...game, ...money, ...income, registrations: registrations.get(key) ?? 0, netProfit };
  };
  const total = figures("total");
  return {
    period: { fromDay: period.fromDay, toDay: period.toDay },
    totals: {
      bettors: total.bettors,
      registrations: total.registrations,
      teamSize: sizeAndBalance.teamSize,
      firstDepositors,
      depositors: total.depositors,
      teamBalance: sizeAndBalance.teamBalance,
      deposits: total.deposits,
      withdrawals: total.withdrawals,
      betAmount: total.betAmount,
      validBet: total.validBet,
      prizes: total.prizes,
      betRebate: 0,
      agentRebate: 0,
      activityBonus: total.activityBonus,
      wages: total.wages,
      netProfit: total.netProfit,
    },
    days: periodDays(period.fromDay, period.toDay).map((day) => {
      const f = figures(day);
      return {
        day,
        registrations: f.registrations,
        depositors: f.depositors,
        deposits: f.deposits,
        withdrawals: f.withdrawals,
        betAmount: f.betAmount,
        validBet: f.validBet,
        prizes: f.prizes,
        netProfit: f.netProfit,
      };
    }),
  };
}
