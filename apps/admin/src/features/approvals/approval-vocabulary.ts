/**
 * Words for what a four-eyes request carries (literal keys, so the catalogue test sees each one).
 * A kind, field or value the console does not know is shown as recorded.
 */
export const APPROVAL_KIND_KEYS: Record<string, string> = {
  "wallet.adjust": "bo_approvals_kind_wallet_adjust",
  "withdrawal.approve": "bo_approvals_kind_withdrawal_approve",
  "operators.create": "bo_approvals_kind_operators_create",
  "operators.change": "bo_approvals_kind_operators_change",
  "agent.bill-pay": "bo_approvals_kind_agent_bill_pay",
  "lottery.result": "bo_approvals_kind_lottery_result",
  "lottery.correction": "bo_approvals_kind_lottery_correction",
  "lottery.cancel": "bo_approvals_kind_lottery_cancel",
  "book.result": "bo_approvals_kind_book_result",
  "sabong.declare": "bo_approvals_kind_sabong_declare",
  "bonus.grant": "bo_approvals_kind_bonus_grant",
  "bonus.forfeit": "bo_approvals_kind_bonus_forfeit",
};

/** Labels of the summary fields the money and operator kinds carry. */
export const SUMMARY_FIELD_KEYS: Record<string, string> = {
  direction: "bo_approvals_field_direction",
  kind: "bo_approvals_field_kind",
  amount: "bo_approvals_field_amount",
  reason: "bo_approvals_field_reason",
  orderNo: "bo_approvals_field_order_no",
  withdrawalId: "bo_approvals_field_withdrawal",
  remaining: "bo_approvals_field_remaining",
  note: "bo_approvals_field_note",
  operator: "bo_approvals_field_operator",
  displayName: "bo_approvals_field_display_name",
  fromRole: "bo_approvals_field_from_role",
  role: "bo_approvals_field_role",
  status: "bo_approvals_field_status",
  platform: "bo_approvals_field_platform",
  resets: "bo_approvals_field_resets",
  event: "bo_approvals_field_event",
  eventId: "bo_approvals_field_event_id",
  result: "bo_approvals_field_result",
  fight: "bo_approvals_field_fight",
  fightId: "bo_approvals_field_fight_id",
};

/**
 * Summary values that are words: an adjustment's direction and kind, an operator's role and
 * status, and what an operator change resets.
 */
export const SUMMARY_VALUE_KEYS: Record<string, string> = {
  credit: "bo_adjust_credit",
  debit: "bo_adjust_debit",
  adjustment: "bo_adjust_kind_adjustment",
  bonus: "bo_adjust_kind_bonus",
  owner: "bo_role_owner",
  finance: "bo_role_finance",
  support: "bo_role_support",
  content: "bo_role_content",
  active: "bo_operators_active",
  disabled: "bo_operators_disabled",
  password: "bo_approvals_reset_password",
  authenticator: "bo_approvals_reset_authenticator",
  password_and_authenticator: "bo_approvals_reset_password_and_authenticator",
  meron: "bo_sabong_meron",
  wala: "bo_sabong_wala",
  draw: "bo_sabong_draw",
};

/** Summary fields holding minor units, shown as money. */
export const MONEY_FIELDS = new Set(["amount", "amountMinor", "remaining", "paid"]);

/** Summary fields naming the member, shown together as one linked "Member" line. */
export const MEMBER_FIELDS = new Set(["memberId", "username"]);
