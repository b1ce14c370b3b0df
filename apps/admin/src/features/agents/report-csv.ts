import type { TTeamOverview } from "@orchid/contract/agent";
import { buildCsv } from "../../csv/csv-file.ts";
import { minorToMajorInput } from "../../money/major-amount.ts";

type TDay = TTeamOverview["days"][number];

/** The report's figures per day, money in major units, then a line of the period's totals. */
export function reportCsv(overview: TTeamOverview, t: (key: string) => string): string {
  const money = (value: number) => minorToMajorInput(value);
  const rows: TDay[] = overview.days;
  const totals = overview.totals;
  const total: TDay = {
    day: t("bo_agents_report_total"),
    registrations: totals.registrations,
    depositors: totals.depositors,
    deposits: totals.deposits,
    withdrawals: totals.withdrawals,
    betAmount: totals.betAmount,
    validBet: totals.validBet,
    prizes: totals.prizes,
    netProfit: totals.netProfit,
  };
  return buildCsv(
    [
      { header: t("bo_agents_report_day"), cell: (row: TDay) => row.day },
      { header: t("bo_agents_report_registrations"), cell: (row: TDay) => row.registrations },
      { header: t("bo_agents_report_depositors"), cell: (row: TDay) => row.depositors },
      { header: t("bo_agents_report_deposits"), cell: (row: TDay) => money(row.deposits) },
      { header: t("bo_agents_report_withdrawals"), cell: (row: TDay) => money(row.withdrawals) },
      { header: t("bo_agents_report_bets"), cell: (row: TDay) => money(row.betAmount) },
      { header: t("bo_agents_report_valid_bet"), cell: (row: TDay) => money(row.validBet) },
      { header: t("bo_agents_report_prizes"), cell: (row: TDay) => money(row.prizes) },
      { header: t("bo_agents_report_net_profit"), cell: (row: TDay) => money(row.netProfit) },
    ],
    [...rows, total],
  );
}
