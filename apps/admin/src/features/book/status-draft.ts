import type { TInputOf } from "@orchid/contract/endpoint-io";
import type { TBookScore, TEventState } from "@orchid/contract/sportsbook";

/** The states an operator moves its own event through (a call-off is a result, not a state). */
export const OWN_EVENT_STATES = ["prematch", "live", "suspended", "ended"] as const;
export type TOwnEventState = (typeof OWN_EVENT_STATES)[number];

/** An own event's state, score and clock as typed. */
export type TStatusDraft = { state: TOwnEventState; home: string; away: string; clock: string };

export type TStatusCheck =
  | { ok: true; input: TInputOf<"boBookEventStatus"> }
  | { ok: false; field: "home" | "away" | "clock"; key: string };

const WHOLE = /^\d{1,3}$/;

export function statusDraftOf(event: { state: TEventState; score: TBookScore | null }): TStatusDraft {
  const state = OWN_EVENT_STATES.find((known) => known === event.state) ?? "ended";
  return {
    state,
    home: event.score ? String(event.score.home) : "",
    away: event.score ? String(event.score.away) : "",
    clock: "",
  };
}

/**
 * The status call's input, or the first field that is wrong: the score is both sides' whole
 * goals, points or maps (or neither, to leave it), the clock a whole minute or map (0–999) or empty.
 */
export function checkStatusDraft(eventId: number, draft: TStatusDraft): TStatusCheck {
  const input: TInputOf<"boBookEventStatus"> = { eventId, state: draft.state };
  const home = draft.home.trim();
  const away = draft.away.trim();
  if (home || away) {
    if (!WHOLE.test(home)) return { ok: false, field: "home", key: "bo_book_score_invalid" };
    if (!WHOLE.test(away)) return { ok: false, field: "away", key: "bo_book_score_invalid" };
    input.score = { home: Number(home), away: Number(away) };
  }
  const clock = draft.clock.trim();
  if (clock) {
    if (!WHOLE.test(clock)) return { ok: false, field: "clock", key: "bo_book_clock_invalid" };
    input.clock = Number(clock);
  }
  return { ok: true, input };
}
