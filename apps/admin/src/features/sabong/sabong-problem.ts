import { ApiError } from "@orchid/contract/api-error";
import { errorKeyOf } from "@orchid/contract/api-problems";

/** Why a fight move was refused, as the server names it (ORDER_STATE_CHANGED's `reason`). */
const STATE_REASON_KEYS: Readonly<Record<string, string>> = {
  fight_running: "bo_sabong_fight_running",
  betting_open: "bo_sabong_betting_open",
  betting_closed: "bo_sabong_betting_closed",
  already_last_call: "bo_sabong_already_last_call",
  fight_over: "bo_sabong_fight_over",
};

/**
 * What to tell the operator when a derby call is refused: the fight's state moved on (with why:
 * a fight still running, betting still open or already closed, the fight over), a result already
 * waiting for its approval, or the refusal's own message.
 */
export function sabongProblemKey(error: unknown): string {
  if (!(error instanceof ApiError)) return errorKeyOf(error);
  if (error.code === "APPROVAL_PENDING") return "bo_sabong_approval_pending";
  if (error.code === "ORDER_STATE_CHANGED") {
    const reason = error.value?.reason;
    if (typeof reason === "string" && STATE_REASON_KEYS[reason]) return STATE_REASON_KEYS[reason];
    if (typeof reason === "string") return "bo_sabong_state_moved";
  }
  return error.key;
}
