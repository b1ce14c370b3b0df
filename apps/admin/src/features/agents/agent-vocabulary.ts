import type {
  TAgentBillState,
  TAgentContractKind,
  TAgentContractState,
  TAgentDatePreset,
  TDividendPeriod,
  TLossCarryOver,
} from "@orchid/contract/agent";

/** Words of the agent pages (literal keys, so the catalogue test sees each one). */

export const KIND_KEYS: Record<TAgentContractKind, string> = {
  daily_wage: "bo_agents_kind_daily_wage",
  hour_salary: "bo_agents_kind_hour_salary",
  realtime_salary: "bo_agents_kind_realtime_salary",
  dividend: "bo_agents_kind_dividend",
};

/** A badge look per state: live and paid read green, refusals and failures red, waits amber. */
export type TLook = { key: string; badge: string };

export const CONTRACT_STATE_LOOKS: Record<TAgentContractState, TLook> = {
  pending_new: { key: "bo_agents_contract_pending_new", badge: "badge badge-warn" },
  active: { key: "bo_agents_contract_active", badge: "badge badge-ok" },
  pending_change: { key: "bo_agents_contract_pending_change", badge: "badge badge-warn" },
  terminating: { key: "bo_agents_contract_terminating", badge: "badge badge-warn" },
  refused: { key: "bo_agents_contract_refused", badge: "badge" },
  withdrawn: { key: "bo_agents_contract_withdrawn", badge: "badge" },
  terminated: { key: "bo_agents_contract_terminated", badge: "badge badge-bad" },
};

export const BILL_STATE_LOOKS: Record<TAgentBillState, TLook> = {
  issued: { key: "bo_agents_bill_issued", badge: "badge" },
  awaiting_review: { key: "bo_agents_bill_awaiting_review", badge: "badge badge-warn" },
  paid: { key: "bo_agents_bill_paid", badge: "badge badge-ok" },
  rejected: { key: "bo_agents_bill_rejected", badge: "badge badge-bad" },
  not_reached: { key: "bo_agents_bill_not_reached", badge: "badge" },
  insufficient: { key: "bo_agents_bill_insufficient", badge: "badge badge-bad" },
  partly_paid: { key: "bo_agents_bill_partly_paid", badge: "badge badge-warn" },
  expired: { key: "bo_agents_bill_expired", badge: "badge" },
};

export const PRESET_KEYS: Record<TAgentDatePreset, string> = {
  today: "bo_agents_preset_today",
  yesterday: "bo_agents_preset_yesterday",
  thisWeek: "bo_agents_preset_this_week",
  lastWeek: "bo_agents_preset_last_week",
  firstHalf: "bo_agents_preset_first_half",
  secondHalf: "bo_agents_preset_second_half",
  thisMonth: "bo_agents_preset_this_month",
  lastMonth: "bo_agents_preset_last_month",
  custom: "bo_agents_preset_custom",
};

export const PERIOD_KEYS: Record<TDividendPeriod, string> = {
  daily: "bo_agents_period_daily",
  weekly: "bo_agents_period_weekly",
  half_month: "bo_agents_period_half_month",
  monthly: "bo_agents_period_monthly",
};

/** Each carry-over choice with the one line that explains it on the settings page. */
export const CARRY_OVER_KEYS: Record<TLossCarryOver, { key: string; hint: string }> = {
  none: { key: "bo_agents_carry_none", hint: "bo_agents_carry_none_hint" },
  forever: { key: "bo_agents_carry_forever", hint: "bo_agents_carry_forever_hint" },
  previous: { key: "bo_agents_carry_previous", hint: "bo_agents_carry_previous_hint" },
  month: { key: "bo_agents_carry_month", hint: "bo_agents_carry_month_hint" },
};

/** Who signs a contract or pays a bill when no upline does. */
export const PLATFORM_KEY = "bo_agents_platform";
