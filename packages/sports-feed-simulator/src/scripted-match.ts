/**
 * A football match told in advance, for Orchid's server tests: `playScriptedMatch` returns the
 * exact feed messages of one match with the given goals at the given minutes, with no clock, no
 * randomness and no network. The order is: fixture; kick-off odds and `live`; then for each goal
 * the odds as the clock ran, `suspended`, markets the goal decided closed, new odds and `live`
 * with the new score; finally `ended` and the result (or, when cancelled, the fixture and a
 * cancelled result).
 */
import type { TFeedMessage } from "@orchid/contract/sportsbook";
import { marketKey } from "@orchid/contract/sportsbook";
import type { TSide } from "@orchid/games/sportsbook/results";
import { reprice } from "./advance-match.ts";
import { fixtureMessages, resultMessage, statusMessage } from "./feed-messages.ts";
import type { TLeague, TTeam } from "./leagues.ts";
import { createMatch, type TFootballState } from "./match-state.ts";
import { footballHandicapLines, priceFootball } from "./price-football.ts";
import { createRandom } from "./seeded-random.ts";
import { resolveTimings } from "./timings.ts";

export type TScriptedGoal = { minute: number; side: TSide };

export type TScriptedMatchOptions = {
  /** The event's ref (default `script.match.1`). */
  ref?: string;
  competition?: { ref: string; name: string };
  home?: string;
  away?: string;
  /** Kick-off: an ISO instant, a Date or ms since the epoch. */
  startsAt: string | number | Date;
  /** The goals, each at a whole minute from 1 to 90 (several may share a minute). */
  goals?: readonly TScriptedGoal[];
  /** Expected goals over the match (defaults 1.5 and 1.1): they set the prices. */
  homeRate?: number;
  awayRate?: number;
  margin?: number;
  /** The match is called off: only its fixture and a cancelled result. */
  cancelled?: boolean;
};

const NO_STRENGTH: Omit<TTeam, "name"> = { attack: 0, defence: 0 };

/** The ordered feed messages of one scripted football match. */
export function playScriptedMatch(options: TScriptedMatchOptions): TFeedMessage[] {
  const startsAt = new Date(options.startsAt).getTime();
  if (!Number.isFinite(startsAt)) throw new RangeError("startsAt is not a time");
  const goals = [...(options.goals ?? [])].sort((a, b) => a.minute - b.minute);
  for (const goal of goals) {
    if (!Number.isInteger(goal.minute) || goal.minute < 1 || goal.minute > 90) {
      throw new RangeError(`a goal's minute must be a whole number from 1 to 90, not ${goal.minute}`);
    }
  }
  const competition = options.competition ?? { ref: "script.league", name: "Scripted League" };
  const league: TLeague = { code: "script", ...competition, sport: "football", teams: [], index: 0 };
  const home: TTeam = { name: options.home ?? "Harbour Lights FC", ...NO_STRENGTH };
  const away: TTeam = { name: options.away ?? "Quarry Lane Athletic", ...NO_STRENGTH };
  const timings = resolveTimings();
  const slot = {
    league,
    index: 0,
    ref: options.ref ?? "script.match.1",
    startsAt,
    publishAt: startsAt,
    home,
    away,
  };
  const settings = {
    timings,
    cancelChance: options.cancelled ? 1 : 0,
    ...(options.margin === undefined ? {} : { margin: options.margin }),
  };
  const state = createMatch(slot, settings, createRandom(0), startsAt) as TFootballState;
  const rates = { home: options.homeRate ?? 1.5, away: options.awayRate ?? 1.1 };
  state.rates = { ...rates };
  state.baseRates = { ...rates };
  state.handicapLines = footballHandicapLines(rates.home, rates.away);
  state.book = {};
  const prematch = priceFootball({
    homeRate: rates.home,
    awayRate: rates.away,
    handicapLines: state.handicapLines,
    margin: state.margin,
  });
  for (const priced of prematch)
    state.book[marketKey(priced.market)] = { market: priced.market, state: priced.state };

  const messages = fixtureMessages(state);
  if (state.cancelled) return [...messages, resultMessage(state)];
  const stepAt = (minute: number): number => Math.ceil((minute * state.totalSteps) / 90);

  state.phase = "live";
  reprice(state, messages, "all");
  messages.push(statusMessage(state));
  for (const goal of goals) {
    const before = stepAt(goal.minute - 1);
    if (before > state.step) {
      state.step = before;
      reprice(state, messages, "changed");
    }
    state.step = Math.max(state.step, stepAt(goal.minute));
    state.suspended = 1;
    messages.push(statusMessage(state));
    state.score[goal.side] += 1;
    reprice(state, messages, "closing");
    state.suspended = 0;
    reprice(state, messages, "all");
    messages.push(statusMessage(state));
  }
  state.step = state.totalSteps;
  state.phase = "ended";
  messages.push(statusMessage(state), resultMessage(state));
  return messages;
}
