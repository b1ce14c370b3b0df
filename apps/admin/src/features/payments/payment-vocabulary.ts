import type {
  TChannelKind,
  TDepositStatus,
  TPayoutStatus,
  TWithdrawalStatus,
} from "@orchid/contract/payments";

/** A state's translation key and badge class (literal keys, so the catalogue test sees each one). */
export type TStateLook = { key: string; badge: string };

export const DEPOSIT_STATUS: Record<TDepositStatus, TStateLook> = {
  pending: { key: "bo_deposit_status_pending", badge: "badge" },
  awaiting_approval: { key: "bo_deposit_status_awaiting_approval", badge: "badge badge-warn" },
  credited: { key: "bo_deposit_status_credited", badge: "badge badge-ok" },
  failed: { key: "bo_deposit_status_failed", badge: "badge badge-bad" },
  expired: { key: "bo_deposit_status_expired", badge: "badge" },
};

export const WITHDRAWAL_STATUS: Record<TWithdrawalStatus, TStateLook> = {
  pending: { key: "bo_withdrawal_status_pending", badge: "badge badge-warn" },
  approving: { key: "bo_withdrawal_status_approving", badge: "badge badge-warn" },
  approved: { key: "bo_withdrawal_status_approved", badge: "badge" },
  completed: { key: "bo_withdrawal_status_completed", badge: "badge badge-ok" },
  rejected: { key: "bo_withdrawal_status_rejected", badge: "badge badge-bad" },
};

export const PAYOUT_STATUS: Record<TPayoutStatus, TStateLook> = {
  paid: { key: "bo_payout_status_paid", badge: "badge" },
  received: { key: "bo_payout_status_received", badge: "badge badge-ok" },
  not_received: { key: "bo_payout_status_not_received", badge: "badge badge-bad" },
  auto_received: { key: "bo_payout_status_auto_received", badge: "badge badge-ok" },
  forced_received: { key: "bo_payout_status_forced_received", badge: "badge badge-warn" },
  refunded: { key: "bo_payout_status_refunded", badge: "badge" },
};

export const CHANNEL_KIND_KEYS: Record<TChannelKind, string> = {
  gateway: "bo_channel_kind_gateway",
  bank: "bo_channel_kind_bank",
};
