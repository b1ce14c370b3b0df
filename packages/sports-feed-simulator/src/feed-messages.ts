/**
 * Building the feed's messages from an event's state: its fixture (with the book's markets and
 * the states of markets not open), its status, its result, and everything needed to bring a
 * server that lost track of it up to date.
 */
import type { TFeedMessage, TMarketState } from "@orchid/contract/sportsbook";
import { clockOf, type TMatchState } from "./match-state.ts";

export type TStatusState = "prematch" | "live" | "suspended" | "ended";

/** The fixture, then a `market` message for each market that is not open. */
export function fixtureMessages(state: TMatchState): TFeedMessage[] {
  const entries = Object.entries(state.book);
  return [
    { type: "fixture", ...state.fixture, markets: entries.map(([, entry]) => entry.market) },
    ...entries
      .filter(([, entry]) => entry.state !== "open")
      .map(([key, entry]) => marketMessage(state.ref, key, entry.state)),
  ];
}

export function marketMessage(ref: string, key: string, state: TMarketState): TFeedMessage {
  return { type: "market", ref, key, state };
}

/** The event's status as it stands (`suspended` while a dangerous moment lasts). */
export function statusMessage(state: TMatchState, as?: TStatusState): TFeedMessage {
  const current: TStatusState =
    as ??
    (state.phase === "ended" || state.phase === "done"
      ? "ended"
      : state.suspended > 0
        ? "suspended"
        : "live");
  return { type: "status", ref: state.ref, state: current, score: { ...state.score }, clock: clockOf(state) };
}

/** The final result: the score, or for a series the winner of each map; `cancelled` when called off. */
export function resultMessage(state: TMatchState): TFeedMessage {
  if (state.cancelled) return { type: "result", ref: state.ref, result: { status: "cancelled" } };
  const result =
    state.sport === "esports"
      ? { status: "final", maps: [...state.maps] }
      : { status: "final", home: state.score.home, away: state.score.away };
  return { type: "result", ref: state.ref, result };
}

/**
 * What a server that forgot the event needs: the fixture (current prices), the market states and,
 * once it is in play, its status. An event awaiting its result is re-announced as ended.
 */
export function resyncMessages(state: TMatchState): TFeedMessage[] {
  if (state.phase === "done") return [];
  const messages = fixtureMessages(state);
  if (state.phase !== "prematch") messages.push(statusMessage(state));
  return messages;
}
