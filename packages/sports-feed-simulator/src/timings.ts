/**
 * How long everything takes, in real milliseconds: match lengths, how often prices and scores are
 * pushed, how far ahead fixtures are published. `speed` divides every one of them, so tests can
 * play a whole day in seconds; single values can be overridden too.
 */

export type TTimings = {
  /** The match engines move in steps of this length; every other time is counted in them. */
  stepMs: number;
  /** A football match's 90 minutes. */
  footballMs: number;
  /** A basketball game's 48 minutes (an overtime lasts 5/48 of it). */
  basketballMs: number;
  /** One esports map. */
  mapMs: number;
  /** A live event's score and clock are pushed at least this often. */
  statusEveryMs: number;
  /** A live event's prices are looked at again this often (only changed markets are pushed). */
  oddsEveryMs: number;
  /** A dangerous moment keeps the event suspended this long. */
  suspendMs: number;
  /** How long before a goal the event is suspended. */
  dangerLeadMs: number;
  /** Between the end of a match and its result. */
  resultDelayMs: number;
  /** Each football league kicks off a match this often. */
  footballEveryMs: number;
  /** The basketball league tips off a game this often. */
  basketballEveryMs: number;
  /** Each esports league starts a series this often. */
  esportsEveryMs: number;
  /** Every event is published this long before it starts. */
  publishAheadMs: number;
  /** One event in `earlyEvery` of each league is published this long before instead (the early board). */
  earlyAheadMs: number;
  earlyEvery: number;
  /** A football league's outright runs this long, then is settled and replaced. */
  outrightMs: number;
  /** On start, events that began this recently are replayed (a missed result is sent). */
  catchUpMs: number;
};

export const DEFAULT_TIMINGS: Readonly<TTimings> = Object.freeze({
  stepMs: 250,
  footballMs: 600_000,
  basketballMs: 600_000,
  mapMs: 240_000,
  statusEveryMs: 2_000,
  oddsEveryMs: 10_000,
  suspendMs: 5_000,
  dangerLeadMs: 3_000,
  resultDelayMs: 5_000,
  footballEveryMs: 300_000,
  basketballEveryMs: 300_000,
  esportsEveryMs: 360_000,
  publishAheadMs: 3 * 3_600_000,
  earlyAheadMs: 36 * 3_600_000,
  earlyEvery: 12,
  outrightMs: 6 * 3_600_000,
  catchUpMs: 20 * 60_000,
});

/** The timings at `speed` (2 = everything twice as fast), with `overrides` (given at speed 1) applied first. */
export function resolveTimings(speed = 1, overrides: Partial<TTimings> = {}): TTimings {
  if (!(Number.isFinite(speed) && speed > 0)) throw new RangeError(`speed must be above 0, got ${speed}`);
  const merged: TTimings = { ...DEFAULT_TIMINGS, ...overrides };
  const scaled = { ...merged };
  for (const key of Object.keys(merged) as (keyof TTimings)[]) {
    const value = merged[key];
    if (!(Number.isFinite(value) && value > 0)) throw new RangeError(`${key} must be above 0, got ${value}`);
    if (key !== "earlyEvery") scaled[key] = value / speed;
  }
  if (!Number.isSafeInteger(scaled.earlyEvery)) throw new RangeError("earlyEvery must be a whole number");
  return scaled;
}

/** `ms` as a whole number of engine steps, at least one. */
export function toSteps(ms: number, timings: Pick<TTimings, "stepMs">): number {
  return Math.max(1, Math.round(ms / timings.stepMs));
}
