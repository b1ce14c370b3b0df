import type { TRedeemState } from "@orchid/contract/points";
import type { TBadgeTone } from "../member-centre/status-badge.tsx";

/** Badge tone of each redeem state; the label is `points_state_<state>`. */
export const REDEEM_TONES: Record<TRedeemState, TBadgeTone> = {
  applying: "wait",
  approved: "good",
  rejected: "bad",
};
