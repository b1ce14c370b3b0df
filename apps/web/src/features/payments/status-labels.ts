import type { TDepositStatus, TPayoutStatus, TWithdrawalStatus } from "@orchid/contract/payments";
import type { TBadgeTone } from "../member-centre/status-badge.tsx";

/** Badge tone of each deposit status; the label is `deposit_status_<status>`. */
export const DEPOSIT_TONES: Record<TDepositStatus, TBadgeTone> = {
  pending: "wait",
  awaiting_approval: "wait",
  credited: "good",
  failed: "bad",
  expired: "neutral",
};

/** Badge tone of each withdrawal status; the label is `withdrawal_status_<status>`. */
export const WITHDRAWAL_TONES: Record<TWithdrawalStatus, TBadgeTone> = {
  pending: "wait",
  approving: "wait",
  approved: "wait",
  completed: "good",
  rejected: "bad",
};

/** Badge tone of each payout confirmation state (spec §4); the label is `payout_status_<status>`. */
export const PAYOUT_TONES: Record<TPayoutStatus, TBadgeTone> = {
  paid: "wait",
  received: "good",
  not_received: "bad",
  auto_received: "good",
  forced_received: "neutral",
  refunded: "neutral",
};
