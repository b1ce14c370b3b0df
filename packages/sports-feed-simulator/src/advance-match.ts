/**
 * The match engine: `advanceMatch` plays an event forward by some real time and returns its new
 * state with the messages that time produced. Time is played in fixed steps (whatever the slices
 * it arrives in), so the same seed gives the same match. Each step: a suspension counts down (and
 * the event reopens with new prices), the sport plays (goals, baskets, maps, dangerous moments),
 * prices are looked at on their cadence and the status pushed on its own; at the end come the
 * `ended` status and, a little later, the result.
 */
import type { TFeedMarket, TFeedMessage } from "@orchid/contract/sportsbook";
import { marketKey } from "@orchid/contract/sportsbook";
import { marketMessage, resultMessage, statusMessage } from "./feed-messages.ts";
import type { TBasketballState, TFootballState, TMatchState, TSeriesState } from "./match-state.ts";
import { priceOf } from "./match-state.ts";
import { BASKETS, MEAN_POINTS_PER_BASKET } from "./price-basketball.ts";
import { mapsToWin } from "./price-series.ts";
import type { TRandom } from "./seeded-random.ts";

export type TAdvance = { state: TMatchState; messages: TFeedMessage[] };

/** Dangerous moments that come to nothing, per football match. */
const FOOTBALL_FALSE_ALARMS = 3;
/** Breaks in play that suspend a basketball game (time-outs, reviews), per 48 minutes. */
const BASKETBALL_BREAKS = 6;
/** Fights that suspend an esports map, per map. */
const MAP_FIGHTS = 2;
/** How far a football side's scoring rate may drift from its pre-match value while live. */
const RATE_DRIFT = { step: 0.05, low: 0.8, high: 1.25 };

export type TRepriceMode = "all" | "changed" | "closing";

const sameOdds = (left: TFeedMarket, right: TFeedMarket): boolean =>
  left.selections.length === right.selections.length &&
  left.selections.every((selection, index) => selection.odds === right.selections[index]?.odds);

/**
 * Prices the event again and pushes what changed: markets now decided are closed, markets that
 * cannot be priced are suspended, reopened ones get their prices first. `closing` only closes
 * (while the event is suspended); `all` pushes every open market's prices.
 */
export function reprice(state: TMatchState, out: TFeedMessage[], mode: TRepriceMode): void {
  const before: TFeedMessage[] = [];
  const after: TFeedMessage[] = [];
  const changed: TFeedMarket[] = [];
  for (const priced of priceOf(state)) {
    const key = marketKey(priced.market);
    const entry = state.book[key];
    if (!entry || entry.state === "closed") continue;
    if (priced.state === "closed") {
      entry.state = "closed";
      before.push(marketMessage(state.ref, key, "closed"));
      continue;
    }
    if (mode === "closing") continue;
    if (priced.state === "suspended") {
      if (entry.state !== "suspended") before.push(marketMessage(state.ref, key, "suspended"));
      entry.state = "suspended";
      continue;
    }
    const isReopened = entry.state !== "open";
    if (isReopened) after.push(marketMessage(state.ref, key, "open"));
    if (mode === "all" || isReopened || !sameOdds(entry.market, priced.market)) changed.push(priced.market);
    state.book[key] = { market: priced.market, state: "open" };
  }
  out.push(...before);
  if (changed.length > 0) out.push({ type: "odds", ref: state.ref, markets: changed });
  out.push(...after);
}

function pushStatus(state: TMatchState, out: TFeedMessage[]): void {
  out.push(statusMessage(state));
  state.nextStatusStep = state.step + state.cadence.statusEvery;
}

function suspend(state: TMatchState, steps: number, out: TFeedMessage[]): void {
  state.suspended = Math.max(state.suspended, steps);
  pushStatus(state, out);
}

function kickOff(state: TMatchState, random: TRandom, out: TFeedMessage[]): void {
  if (state.cancelled) {
    out.push(resultMessage(state));
    state.phase = "done";
    return;
  }
  state.phase = "live";
  if (state.sport === "esports") state.mapWinner = random.chance(state.mapChance) ? "home" : "away";
  reprice(state, out, "all");
  pushStatus(state, out);
  state.nextOddsStep = state.cadence.oddsEvery;
}

function finish(state: TMatchState, out: TFeedMessage[]): void {
  state.phase = "ended";
  state.suspended = 0;
  state.resultIn = state.cadence.resultDelay;
  pushStatus(state, out);
}

function playFootball(state: TFootballState, random: TRandom, out: TFeedMessage[]): void {
  const goal = state.pendingGoal;
  if (goal) {
    goal.in -= 1;
    if (goal.in <= 0) {
      state.score[goal.side] += 1;
      state.pendingGoal = null;
      pushStatus(state, out);
      reprice(state, out, "closing");
    }
    return;
  }
  const lead = state.cadence.dangerLead;
  // A goal lands before the final whistle, never on it.
  if (state.suspended > 0 || state.step + lead >= state.totalSteps) return;
  const home = state.rates.home / state.totalSteps;
  const away = state.rates.away / state.totalSteps;
  const roll = random.next();
  if (roll < home + away) {
    // The goal is decided now and scored `lead` steps later: the event is suspended before it.
    state.pendingGoal = { side: roll < home ? "home" : "away", in: lead };
    suspend(state, lead + state.cadence.suspend, out);
  } else if (roll < home + away + FOOTBALL_FALSE_ALARMS / state.totalSteps) {
    suspend(state, state.cadence.suspend, out);
  }
}

function driftFootball(state: TFootballState, random: TRandom): void {
  for (const side of ["home", "away"] as const) {
    const base = state.baseRates[side];
    const moved = state.rates[side] * Math.exp(RATE_DRIFT.step * (2 * random.next() - 1));
    state.rates[side] = Math.min(base * RATE_DRIFT.high, Math.max(base * RATE_DRIFT.low, moved));
  }
}

function basketPoints(random: TRandom): number {
  let roll = random.next();
  for (const basket of BASKETS) {
    roll -= basket.p;
    if (roll < 0) return basket.points;
  }
  return BASKETS.at(-1)?.points ?? 2;
}

function playBasketball(state: TBasketballState, random: TRandom, out: TFeedMessage[]): void {
  const perStep = MEAN_POINTS_PER_BASKET * state.regulationSteps;
  for (const side of ["home", "away"] as const) {
    if (random.chance(state.points[side] / perStep)) state.score[side] += basketPoints(random);
  }
  if (state.suspended === 0 && random.chance(BASKETBALL_BREAKS / state.regulationSteps)) {
    suspend(state, state.cadence.suspend, out);
  }
  // Level at the end of a period: five more minutes.
  if (state.step >= state.periodEnd && state.score.home === state.score.away) {
    state.periodEnd += state.overtimeSteps;
  }
}

function isSeriesDecided(state: TSeriesState): boolean {
  const needed = mapsToWin(state.bestOf);
  return state.score.home >= needed || state.score.away >= needed || state.maps.length >= state.bestOf;
}

function playSeries(state: TSeriesState, random: TRandom, out: TFeedMessage[]): void {
  state.mapStep += 1;
  if (state.suspended === 0 && random.chance(MAP_FIGHTS / state.mapSteps)) {
    suspend(state, state.cadence.suspend, out);
  }
  if (state.mapStep < state.mapSteps) return;
  state.maps.push(state.mapWinner);
  state.score[state.mapWinner] += 1;
  state.mapStep = 0;
  if (isSeriesDecided(state)) return;
  // Between maps: suspended with the new map number until the next one gets going.
  state.mapWinner = random.chance(state.mapChance) ? "home" : "away";
  suspend(state, state.cadence.suspend, out);
  reprice(state, out, "closing");
}

function isOver(state: TMatchState): boolean {
  switch (state.sport) {
    case "football":
      return state.step >= state.totalSteps && state.pendingGoal === null;
    case "basketball":
      return state.step >= state.periodEnd && state.score.home !== state.score.away;
    case "esports":
      return isSeriesDecided(state);
    default:
      return true;
  }
}

function stepOnce(state: TMatchState, random: TRandom, out: TFeedMessage[]): void {
  if (state.phase === "ended") {
    state.resultIn -= 1;
    if (state.resultIn <= 0) {
      out.push(resultMessage(state));
      state.phase = "done";
    }
    return;
  }
  state.step += 1;
  if (state.suspended > 0) {
    state.suspended -= 1;
    if (state.suspended === 0) {
      // Back in play: the new prices first, then the status that reopens betting.
      reprice(state, out, "all");
      pushStatus(state, out);
      state.nextOddsStep = state.step + state.cadence.oddsEvery;
    }
  }
  if (state.sport === "football") playFootball(state, random, out);
  else if (state.sport === "basketball") playBasketball(state, random, out);
  else playSeries(state, random, out);
  if (isOver(state)) {
    finish(state, out);
    return;
  }
  if (state.suspended === 0 && state.step >= state.nextOddsStep) {
    if (state.sport === "football") driftFootball(state, random);
    reprice(state, out, "changed");
    state.nextOddsStep = state.step + state.cadence.oddsEvery;
  }
  if (state.step >= state.nextStatusStep) pushStatus(state, out);
}

/**
 * Plays `state` forward by `dtMs` of real time with the event's own generator. The state passed in
 * is left as it was; the messages come in the order they happened.
 */
export function advanceMatch(state: TMatchState, dtMs: number, random: TRandom): TAdvance {
  const next = structuredClone(state);
  const messages: TFeedMessage[] = [];
  if (next.phase === "done" || !(dtMs >= 0)) return { state: next, messages };
  let left = dtMs;
  if (next.phase === "prematch") {
    if (left < next.untilStartMs) {
      next.untilStartMs -= left;
      return { state: next, messages };
    }
    left -= next.untilStartMs;
    next.untilStartMs = 0;
    kickOff(next, random, messages);
  }
  next.carryMs += left;
  const isDone = (): boolean => next.phase === "done";
  while (!isDone() && next.carryMs >= next.stepMs) {
    next.carryMs -= next.stepMs;
    stepOnce(next, random, messages);
  }
  return { state: next, messages };
}
