import type { TRecordRow, TRecordType } from "@orchid/contract/wallet";

/** Ledger line types and states in the console's words (literal keys, so the catalogue test sees each one). */
export const RECORD_TYPE_KEYS: Record<TRecordType, string> = {
  deposit: "bo_record_deposit",
  deposit_fee: "bo_record_deposit_fee",
  withdrawal: "bo_record_withdrawal",
  withdrawal_refund: "bo_record_withdrawal_refund",
  transfer_in: "bo_record_transfer_in",
  transfer_out: "bo_record_transfer_out",
  upline_in: "bo_record_upline_in",
  upline_out: "bo_record_upline_out",
  downline_in: "bo_record_downline_in",
  downline_out: "bo_record_downline_out",
  agent_income: "bo_record_agent_income",
  agent_payout: "bo_record_agent_payout",
  bonus: "bo_record_bonus",
  adjustment: "bo_record_adjustment",
  trial_credit: "bo_record_trial_credit",
  game_bet: "bo_record_game_bet",
  game_win: "bo_record_game_win",
  game_refund: "bo_record_game_refund",
  points_convert: "bo_record_points_convert",
  mall_purchase: "bo_record_mall_purchase",
};

export const RECORD_STATUS: Record<TRecordRow["status"], { key: string; badge: string }> = {
  posted: { key: "bo_record_status_posted", badge: "badge badge-ok" },
  held: { key: "bo_record_status_held", badge: "badge badge-warn" },
  released: { key: "bo_record_status_released", badge: "badge" },
};
