import type { TFightBet, TFightState } from "@orchid/contract/sabong";

/** How a badge is coloured: betting (go), a stage to watch, a side's colour, or over. */
export type TFightTone = "open" | "warn" | "closed" | "meron" | "wala" | "draw" | "cancelled";

/** A fight state's badge: its words (a literal catalogue key), colour, and whether it flashes. */
export type TFightLook = { key: string; tone: TFightTone; isFlashing: boolean };

export const FIGHT_LOOKS: Readonly<Record<TFightState, TFightLook>> = {
  open: { key: "sabong_state_open", tone: "open", isFlashing: false },
  last_call: { key: "sabong_state_last_call", tone: "warn", isFlashing: true },
  closed: { key: "sabong_state_closed", tone: "closed", isFlashing: false },
  meron: { key: "sabong_state_meron", tone: "meron", isFlashing: false },
  wala: { key: "sabong_state_wala", tone: "wala", isFlashing: false },
  draw: { key: "sabong_state_draw", tone: "draw", isFlashing: false },
  cancelled: { key: "sabong_state_cancelled", tone: "cancelled", isFlashing: false },
};

/** The badge of a fight's state; a state the page does not know yet shows as closed. */
export function fightLookOf(state: TFightState): TFightLook {
  return FIGHT_LOOKS[state] ?? FIGHT_LOOKS.closed;
}

/** Whether the fight takes bets: while open, last call included (a display stage only). */
export function takesBets(state: TFightState): boolean {
  return state === "open" || state === "last_call";
}

/** A chip of the results strip: M, W, D or C in the side's colour; nothing while not ended. */
export type TResultChip = { letterKey: string; tone: "meron" | "wala" | "draw" | "cancelled" };

const RESULT_CHIPS: Partial<Record<TFightState, TResultChip>> = {
  meron: { letterKey: "sabong_chip_meron", tone: "meron" },
  wala: { letterKey: "sabong_chip_wala", tone: "wala" },
  draw: { letterKey: "sabong_chip_draw", tone: "draw" },
  cancelled: { letterKey: "sabong_chip_cancelled", tone: "cancelled" },
};

export function resultChipOf(state: TFightState): TResultChip | null {
  return RESULT_CHIPS[state] ?? null;
}

/** A member's bet's badge: waiting, won, lost or refunded. */
export const BET_LOOKS: Readonly<Record<TFightBet["state"], { key: string; tone: TBetTone }>> = {
  open: { key: "sabong_bet_open", tone: "wait" },
  won: { key: "sabong_bet_won", tone: "good" },
  lost: { key: "sabong_bet_lost", tone: "bad" },
  refunded: { key: "sabong_bet_refunded", tone: "neutral" },
};

export type TBetTone = "good" | "bad" | "wait" | "neutral";

/** Why a fight was cancelled, in words: the two automatic reasons, or the operator's own text. */
export function cancelReasonText(
  reason: string | null,
  t: (key: string, values?: Record<string, string | number>) => string,
  minPer100Text: string,
): string | null {
  if (reason === null || reason.trim() === "") return null;
  if (reason === "empty_side") return t("sabong_cancel_empty_side");
  if (reason === "low_payout") return t("sabong_cancel_low_payout", { min: minPer100Text });
  return t("sabong_cancel_operator", { reason });
}

/** The sides' names (literal keys). */
export const SIDE_KEYS: Readonly<Record<"meron" | "wala" | "draw", string>> = {
  meron: "sabong_side_meron",
  wala: "sabong_side_wala",
  draw: "sabong_side_draw",
};
