import type { TAgentBill } from "@orchid/contract/agent";
import type { TCsvColumn } from "../../csv/csv-file.ts";
import { minorToMajorInput } from "../../money/major-amount.ts";
import { BILL_STATE_LOOKS, KIND_KEYS, PLATFORM_KEY } from "./agent-vocabulary.ts";
import { percentText } from "./rate-percent.ts";

/**
 * The bills export's columns, as the table shows them: amounts in major units without grouping
 * (so a spreadsheet reads them as numbers), rates in per cent, times in the merchant's zone.
 */
export function billCsvColumns(
  t: (key: string) => string,
  formatTime: (epochMs: number) => string,
): TCsvColumn<TAgentBill>[] {
  const money = (pick: (bill: TAgentBill) => number) => (bill: TAgentBill) => minorToMajorInput(pick(bill));
  return [
    { header: t("bo_agents_bill_id"), cell: (bill) => bill.id },
    { header: t("bo_agents_payee"), cell: (bill) => bill.payee },
    { header: t("bo_agents_payer"), cell: (bill) => bill.payer ?? t(PLATFORM_KEY) },
    { header: t("bo_agents_kind"), cell: (bill) => t(KIND_KEYS[bill.kind]) },
    { header: t("bo_agents_period_start"), cell: (bill) => formatTime(bill.periodStart) },
    { header: t("bo_agents_period_end"), cell: (bill) => formatTime(bill.periodEnd) },
    { header: t("bo_agents_team_valid_bet"), cell: money((bill) => bill.teamValidBet) },
    { header: t("bo_agents_team_loss"), cell: money((bill) => bill.teamLoss) },
    { header: t("bo_agents_active_members"), cell: (bill) => bill.activeMembers },
    { header: t("bo_agents_tier"), cell: (bill) => bill.tier ?? "" },
    { header: t("bo_agents_rate"), cell: (bill) => percentText(bill.rateBp) },
    { header: t("bo_agents_gross"), cell: money((bill) => bill.grossAmount) },
    { header: t("bo_agents_children"), cell: money((bill) => bill.childrenAmount) },
    { header: t("bo_agents_net"), cell: money((bill) => bill.netAmount) },
    { header: t("bo_agents_paid"), cell: money((bill) => bill.paidAmount) },
    { header: t("bo_agents_state"), cell: (bill) => t(BILL_STATE_LOOKS[bill.state].key) },
  ];
}
