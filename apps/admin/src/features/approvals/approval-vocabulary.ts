/**
 * Words for what a four-eyes request carries (literal keys, so the catalogue test sees each one).
 * A kind, field or value the console does not know is shown as recorded.
 */
export const APPROVAL_KIND_KEYS: Record<string, string> = {
  "wallet.adjust": "bo_approvals_kind_wallet_adjust",
  "withdrawal.approve": "bo_approvals_kind_withdrawal_approve",
};

/** Labels of the summary fields the money kinds carry. */
export const SUMMARY_FIELD_KEYS: Record<string, string> = {
  direction: "bo_approvals_field_direction",
  kind: "bo_approvals_field_kind",
  amount: "bo_approvals_field_amount",
  reason: "bo_approvals_field_reason",
  orderNo: "bo_approvals_field_order_no",
  withdrawalId: "bo_approvals_field_withdrawal",
  remaining: "bo_approvals_field_remaining",
  note: "bo_approvals_field_note",
};

/** Summary values that are words of the money kinds (direction and kind of an adjustment). */
export const SUMMARY_VALUE_KEYS: Record<string, string> = {
  credit: "bo_adjust_credit",
  debit: "bo_adjust_debit",
  adjustment: "bo_adjust_kind_adjustment",
  bonus: "bo_adjust_kind_bonus",
};

/** Summary fields holding minor units, shown as money. */
export const MONEY_FIELDS = new Set(["amount", "amountMinor", "remaining", "paid"]);

/** Summary fields naming the member, shown together as one linked "Member" line. */
export const MEMBER_FIELDS = new Set(["memberId", "username"]);
