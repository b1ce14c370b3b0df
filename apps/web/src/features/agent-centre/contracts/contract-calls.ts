import type { TAgentContractKind } from "@orchid/contract/agent";

/** The call that answers each contract kind's view (the spec's four contract calls). */
export const CONTRACT_VIEW_CALLS = {
  daily_wage: "salaryContracts",
  dividend: "dividendContracts",
  hour_salary: "contractHourSalary",
  realtime_salary: "contractRealtimeSalary",
} as const satisfies Record<TAgentContractKind, string>;

export type TContractViewCall = (typeof CONTRACT_VIEW_CALLS)[TAgentContractKind];

/** The kinds whose due bills the member collects itself (the others are paid as they run). */
export const COLLECT_CALLS = {
  daily_wage: "processDailySalary",
  dividend: "processDividend",
} as const satisfies Partial<Record<TAgentContractKind, string>>;

/** Calls a contract change makes stale: every view, the menu flags, the downline summaries. */
export const CONTRACT_STALE_CALLS = [
  ...Object.values(CONTRACT_VIEW_CALLS),
  "consolidatedFunds",
  "downlines",
] as const;
