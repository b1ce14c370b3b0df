import type { TFightResult } from "./fight-sides.ts";

/**
 * The life of a fight as a pure transition table. Betting opens, may be given a last call, closes,
 * and the fight then ends in a result; it can be cancelled at any time before its result.
 *
 *   open → last_call → closed → meron | wala | draw
 *   open → closed, when there is no last call
 *   open, last_call or closed → cancelled
 *
 * `last_call` is a display stage only: it tells members betting is about to close, and bets are
 * accepted exactly as while open. The four results are final.
 */
export const FIGHT_STATES = ["open", "last_call", "closed", "meron", "wala", "draw", "cancelled"] as const;

export type TFightState = (typeof FIGHT_STATES)[number];

/** What the operator can do to a fight. */
export const FIGHT_ACTIONS = [
  "announce_last_call",
  "close",
  "declare_meron",
  "declare_wala",
  "declare_draw",
  "cancel",
] as const;

export type TFightAction = (typeof FIGHT_ACTIONS)[number];

/**
 * Why an action was refused: the fight has already ended, betting is still open (a result needs it
 * closed first), betting has already closed, or the last call has already been announced.
 */
export type TFightRefusal = "fight_over" | "betting_open" | "betting_closed" | "already_last_call";

/** Every allowed move: the state each action leads to from each state. Anything absent is refused. */
export const FIGHT_TRANSITIONS: Readonly<Record<TFightState, Partial<Record<TFightAction, TFightState>>>> = {
  open: { announce_last_call: "last_call", close: "closed", cancel: "cancelled" },
  last_call: { close: "closed", cancel: "cancelled" },
  closed: { declare_meron: "meron", declare_wala: "wala", declare_draw: "draw", cancel: "cancelled" },
  meron: {},
  wala: {},
  draw: {},
  cancelled: {},
};

export type TFightMove = { ok: true; state: TFightState } | { ok: false; reason: TFightRefusal };

/** Whether a fight has ended, with a result or cancelled. */
export function isFightOver(state: TFightState): boolean {
  return fightResultOf(state) !== null;
}

/** Whether members can bet: while open, last call included. */
export function acceptsBets(state: TFightState): boolean {
  return state === "open" || state === "last_call";
}

/** How a fight that has ended is settled, or null while it has not ended. */
export function fightResultOf(state: TFightState): TFightResult | null {
  return state === "open" || state === "last_call" || state === "closed" ? null : state;
}

/** Why `action` is not allowed in `state` (only called for moves absent from the table). */
function refusalOf(state: TFightState, action: TFightAction): TFightRefusal {
  if (isFightOver(state)) return "fight_over";
  if (state === "closed") return "betting_closed";
  return action === "announce_last_call" ? "already_last_call" : "betting_open";
}

/** The state `action` leads to from `state`, or why it is refused. */
export function nextState(state: TFightState, action: TFightAction): TFightMove {
  const next = FIGHT_TRANSITIONS[state][action];
  return next === undefined ? { ok: false, reason: refusalOf(state, action) } : { ok: true, state: next };
}
