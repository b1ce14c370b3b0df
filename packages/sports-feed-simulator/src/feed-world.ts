/**
 * The whole simulated book without the network: the leagues, the rolling schedule, every event
 * published and not yet settled, and the football outrights. `advance(now)` moves everything to
 * `now` and returns the messages to push, in order; the first call returns the board (fixtures of
 * every event already due to be published, live ones replayed to where they stand, results of
 * events that ended while nobody was watching). `resync()` re-announces everything still open.
 */
import type { TFeedMessage } from "@orchid/contract/sportsbook";
import { advanceMatch } from "./advance-match.ts";
import { fixtureMessages, resultMessage, resyncMessages, statusMessage } from "./feed-messages.ts";
import { createLeagues, type TLeague } from "./leagues.ts";
import { createMatch, type TMatchSettings, type TMatchState } from "./match-state.ts";
import { createOutright, settleOutright, type TOutrightState } from "./outright.ts";
import { describeSlot, outrightIndexAt, outrightWindow, slotsOnBoard, slotsToPublish } from "./schedule.ts";
import { createRandom, hashSeed, type TRandom } from "./seeded-random.ts";
import { resolveTimings, type TTimings } from "./timings.ts";

export type TFeedWorldOptions = {
  /** Everything (teams, matches, refs) follows from it; default 1. */
  seed?: number;
  /** Divides every duration (2 plays twice as fast); default 1. */
  speed?: number;
  /** Durations at speed 1 to use instead of the defaults. */
  timings?: Partial<TTimings>;
  margin?: number;
  /** The chance an event is called off at kick-off; default 0.01. */
  cancelChance?: number;
  /** Only these leagues (codes such as `fb1`, `bb1`, `lol`); default every league. */
  leagues?: readonly string[];
};

export type TFeedWorld = {
  advance(now: number): TFeedMessage[];
  resync(): TFeedMessage[];
  /** The events published and not yet settled, soonest first. */
  events(): TMatchState[];
  leagues: readonly TLeague[];
  timings: TTimings;
};

type TTracked = { state: TMatchState; random: TRandom; startsAt: number; advancedTo: number };

export function createFeedWorld(options: TFeedWorldOptions = {}): TFeedWorld {
  const seed = options.seed ?? 1;
  const timings = resolveTimings(options.speed ?? 1, options.timings);
  const all = createLeagues(seed);
  const leagues = options.leagues ? all.filter((league) => options.leagues?.includes(league.code)) : all;
  const unknown = options.leagues?.find((code) => !all.some((league) => league.code === code));
  if (unknown !== undefined)
    throw new Error(`"${unknown}" is not a league (${all.map((l) => l.code).join(", ")})`);
  const settings: TMatchSettings = {
    timings,
    ...(options.margin === undefined ? {} : { margin: options.margin }),
    ...(options.cancelChance === undefined ? {} : { cancelChance: options.cancelChance }),
  };
  const tracked = new Map<string, TTracked>();
  const outrights = new Map<string, TOutrightState>();
  let last: number | null = null;

  /** Takes slot `index` of `league` on the board; an event already under way is played up to `now`. */
  function publish(league: TLeague, index: number, now: number, out: TFeedMessage[]): void {
    const slot = describeSlot(seed, league, index, timings);
    if (tracked.has(slot.ref) || slot.startsAt < now - timings.catchUpMs) return;
    const random = createRandom(hashSeed(seed, slot.ref));
    const createdAt = Math.min(now, slot.startsAt);
    let state = createMatch(slot, settings, random, createdAt);
    if (slot.startsAt >= now) {
      out.push(...fixtureMessages(state));
      tracked.set(slot.ref, { state, random, startsAt: slot.startsAt, advancedTo: createdAt });
      return;
    }
    // Under way already (the simulator just started, or the clock jumped): replay it quietly.
    state = advanceMatch(state, now - createdAt, random).state;
    if (state.phase === "done") {
      out.push(...fixtureMessages(state));
      if (!state.cancelled) out.push(statusMessage(state, "ended"));
      out.push(resultMessage(state));
      return;
    }
    out.push(...resyncMessages(state));
    tracked.set(slot.ref, { state, random, startsAt: slot.startsAt, advancedTo: now });
  }

  function followOutrights(league: TLeague, from: number | null, now: number, out: TFeedMessage[]): void {
    for (const [ref, outright] of outrights) {
      if (outright.window.league === league && outright.window.closesAt <= now) {
        out.push(...settleOutright(outright));
        outrights.delete(ref);
      }
    }
    const current = outrightIndexAt(league, now, timings);
    if (from === null) {
      // Starting up: settle the previous window if it closed while nobody was watching.
      const previous = outrightWindow(seed, league, current - 1, timings);
      if (previous.closesAt >= now - timings.catchUpMs) {
        const outright = createOutright(seed, previous, options.margin);
        out.push(outright.fixture, ...settleOutright(outright));
      }
    }
    const window = outrightWindow(seed, league, current, timings);
    if (!outrights.has(window.ref)) {
      const outright = createOutright(seed, window, options.margin);
      outrights.set(window.ref, outright);
      out.push(outright.fixture);
    }
  }

  function advance(now: number): TFeedMessage[] {
    const out: TFeedMessage[] = [];
    if (last !== null && now <= last) return out;
    for (const league of leagues) {
      const indexes =
        last === null
          ? slotsOnBoard(league, now - timings.catchUpMs, now, timings)
          : slotsToPublish(league, last, now, timings);
      for (const index of indexes) publish(league, index, now, out);
    }
    const due = [...tracked.values()]
      .filter((event) => event.startsAt <= now && event.advancedTo < now)
      .sort((a, b) => a.startsAt - b.startsAt);
    for (const event of due) {
      const { state, messages } = advanceMatch(event.state, now - event.advancedTo, event.random);
      event.state = state;
      event.advancedTo = now;
      out.push(...messages);
      if (state.phase === "done") tracked.delete(state.ref);
    }
    for (const league of leagues) {
      if (league.sport === "football") followOutrights(league, last, now, out);
    }
    last = now;
    return out;
  }

  return {
    advance,
    resync: () => [
      ...[...tracked.values()]
        .sort((a, b) => a.startsAt - b.startsAt)
        .flatMap((event) => resyncMessages(event.state)),
      ...[...outrights.values()].map((outright) => outright.fixture),
    ],
    events: () => [...tracked.values()].sort((a, b) => a.startsAt - b.startsAt).map((event) => event.state),
    leagues,
    timings,
  };
}
