import type { TGameType } from "@orchid/contract/games";
import type { TRedeemState } from "@orchid/contract/points";

/** A state's translation key and badge class (literal keys, so the catalogue test sees each one). */
export type TPointsLook = { key: string; badge: string };

export const REDEEM_STATE_LOOKS: Record<TRedeemState, TPointsLook> = {
  applying: { key: "bo_points_redeem_applying", badge: "badge badge-warn" },
  approved: { key: "bo_points_redeem_approved", badge: "badge badge-ok" },
  rejected: { key: "bo_points_redeem_rejected", badge: "badge badge-bad" },
};

/** Each game type's name beside its code on the earning rates. */
export const GAME_TYPE_KEYS: Record<TGameType, string> = {
  RNG: "bo_points_game_rng",
  LIVE: "bo_points_game_live",
  FISH: "bo_points_game_fish",
  PVP: "bo_points_game_pvp",
  SPORTS: "bo_points_game_sports",
  ESPORTS: "bo_points_game_esports",
  LOTT: "bo_points_game_lott",
  ELOTT: "bo_points_game_elott",
  SV3: "bo_points_game_sv3",
};

/** The toast after a decision, by what the operator decided. */
export const DECIDED_KEYS: Record<"approve" | "reject", string> = {
  approve: "bo_points_approved_toast",
  reject: "bo_points_rejected_toast",
};
