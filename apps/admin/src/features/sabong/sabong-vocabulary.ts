import type { TBoFight, TFightState } from "@orchid/contract/sabong";

/** A state's translation key and badge class (literal keys, so the catalogue test sees each one). */
export type TFightLook = { key: string; badge: string };

export const FIGHT_STATE_LOOKS: Readonly<Record<TFightState, TFightLook>> = {
  open: { key: "bo_sabong_state_open", badge: "badge badge-ok" },
  last_call: { key: "bo_sabong_state_last_call", badge: "badge badge-warn" },
  closed: { key: "bo_sabong_state_closed", badge: "badge" },
  meron: { key: "bo_sabong_state_meron", badge: "badge" },
  wala: { key: "bo_sabong_state_wala", badge: "badge" },
  draw: { key: "bo_sabong_state_draw", badge: "badge" },
  cancelled: { key: "bo_sabong_state_cancelled", badge: "badge badge-bad" },
};

/** The badge class of a result in its side's colour (the screen's own classes), else none. */
export function resultTone(state: TFightState): "meron" | "wala" | "draw" | null {
  return state === "meron" || state === "wala" || state === "draw" ? state : null;
}

/** The fights list's state filter: every state, and "live" (open, last call or closed). */
export const FIGHT_FILTER_KEYS: Readonly<Record<TFightState | "live", string>> = {
  live: "bo_sabong_filter_live",
  ...Object.fromEntries(Object.entries(FIGHT_STATE_LOOKS).map(([state, look]) => [state, look.key])),
} as Record<TFightState | "live", string>;

export const RESULT_KEYS: Readonly<Record<"meron" | "wala" | "draw", string>> = {
  meron: "bo_sabong_meron",
  wala: "bo_sabong_wala",
  draw: "bo_sabong_draw",
};

/**
 * What an operator holding sabong.run may do to a fight now: a last call while open; close while
 * betting; cancel before a result (not while a result waits for its approval: reject that first);
 * file a result once closed, one at a time.
 */
export type TFightControls = {
  lastCall: boolean;
  close: boolean;
  cancel: boolean;
  declare: boolean;
  isWaitingApproval: boolean;
};

export function fightControlsOf(fight: Pick<TBoFight, "state" | "pendingApprovalId">): TFightControls {
  const isBetting = fight.state === "open" || fight.state === "last_call";
  const isWaitingApproval = fight.pendingApprovalId !== null;
  return {
    lastCall: fight.state === "open",
    close: isBetting,
    cancel: (isBetting || fight.state === "closed") && !isWaitingApproval,
    declare: fight.state === "closed" && !isWaitingApproval,
    isWaitingApproval,
  };
}

/** Why a close ended in a cancel, in words; an operator's own reason is shown as written. */
export function cancelReasonKey(reason: string | null): { key: string; isOperatorText: boolean } | null {
  if (reason === null || reason === "") return null;
  if (reason === "empty_side") return { key: "bo_sabong_cancel_empty_side", isOperatorText: false };
  if (reason === "low_payout") return { key: "bo_sabong_cancel_low_payout", isOperatorText: false };
  return { key: "bo_sabong_cancel_operator", isOperatorText: true };
}
