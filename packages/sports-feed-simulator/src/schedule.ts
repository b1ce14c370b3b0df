/**
 * The rolling schedule. Each league has numbered slots at a fixed interval from the Unix epoch
 * (staggered between leagues); slot `k` pairs two teams by a double round robin. A slot is
 * published `publishAheadMs` before it starts, one in `earlyEvery` much earlier (the early board).
 * Each football league also runs back-to-back outright windows. All of it is arithmetic on the
 * clock, so a restarted simulator finds the same events under the same refs.
 */
import type { TLeague, TTeam } from "./leagues.ts";
import type { TTimings } from "./timings.ts";

export type TSlot = {
  league: TLeague;
  /** The slot's number, counted from the Unix epoch. */
  index: number;
  ref: string;
  startsAt: number;
  publishAt: number;
  home: TTeam;
  away: TTeam;
  /** An esports series' stage. */
  stage?: string;
};

/** How often the league starts an event. */
export function leagueEvery(league: TLeague, timings: TTimings): number {
  if (league.sport === "football") return timings.footballEveryMs;
  if (league.sport === "basketball") return timings.basketballEveryMs;
  return timings.esportsEveryMs;
}

/** Where in its interval the league's slots fall, so leagues do not all start at once. */
function leagueOffset(league: TLeague, every: number): number {
  return (every * (league.index % 8)) / 8;
}

export function slotStart(league: TLeague, index: number, timings: TTimings): number {
  const every = leagueEvery(league, timings);
  return index * every + leagueOffset(league, every);
}

function isEarly(index: number, timings: TTimings): boolean {
  return index % timings.earlyEvery === 0;
}

export function slotPublishAt(league: TLeague, index: number, timings: TTimings): number {
  const lead = isEarly(index, timings) ? timings.earlyAheadMs : timings.publishAheadMs;
  return slotStart(league, index, timings) - lead;
}

/** The two teams of match `index` of a double round robin of `teamCount` (even) teams, by the circle method. */
export function pairing(teamCount: number, index: number): [number, number] {
  if (teamCount < 2 || teamCount % 2 !== 0)
    throw new RangeError(`a round robin needs an even field, not ${teamCount}`);
  const perRound = teamCount / 2;
  const rounds = teamCount - 1;
  const match = ((index % (perRound * rounds * 2)) + perRound * rounds * 2) % (perRound * rounds * 2);
  const roundInCycle = Math.floor(match / perRound);
  const round = roundInCycle % rounds;
  const pair = match % perRound;
  let home: number;
  let away: number;
  if (pair === 0) {
    [home, away] = round % 2 === 0 ? [teamCount - 1, round] : [round, teamCount - 1];
  } else {
    home = (round + pair) % rounds;
    away = (round - pair + rounds) % rounds;
  }
  // The second half of the cycle plays every fixture again with the sides swapped.
  return roundInCycle >= rounds ? [away, home] : [home, away];
}

/** The seed's tag in event refs, so two seeds never share a ref. */
export const seedTag = (seed: number): string => `s${(seed >>> 0).toString(36)}`;

export function describeSlot(seed: number, league: TLeague, index: number, timings: TTimings): TSlot {
  const [home, away] = pairing(league.teams.length, index);
  const homeTeam = league.teams[home];
  const awayTeam = league.teams[away];
  if (!homeTeam || !awayTeam) throw new Error(`league ${league.code} has no teams ${home} and ${away}`);
  return {
    league,
    index,
    ref: `${seedTag(seed)}.${league.code}.${index}`,
    startsAt: slotStart(league, index, timings),
    publishAt: slotPublishAt(league, index, timings),
    home: homeTeam,
    away: awayTeam,
    ...(league.sport === "esports" ? { stage: index % 10 >= 8 ? "Playoffs" : "Group stage" } : {}),
  };
}

/** The slots that start in (from, to]. */
function slotsStarting(league: TLeague, from: number, to: number, timings: TTimings): number[] {
  const every = leagueEvery(league, timings);
  const offset = leagueOffset(league, every);
  const first = Math.floor((from - offset) / every) + 1;
  const indexes: number[] = [];
  for (let index = Math.max(0, first); slotStart(league, index, timings) <= to; index += 1) {
    if (slotStart(league, index, timings) > from) indexes.push(index);
  }
  return indexes;
}

/** The slots whose publication time falls in (from, to]: what to announce on a tick. */
export function slotsToPublish(league: TLeague, from: number, to: number, timings: TTimings): number[] {
  const early = slotsStarting(league, from + timings.earlyAheadMs, to + timings.earlyAheadMs, timings).filter(
    (index) => isEarly(index, timings),
  );
  const usual = slotsStarting(
    league,
    from + timings.publishAheadMs,
    to + timings.publishAheadMs,
    timings,
  ).filter((index) => !isEarly(index, timings));
  return [...early, ...usual].sort((a, b) => a - b);
}

/** The slots published by `now` that started no earlier than `since`: the board when the simulator starts. */
export function slotsOnBoard(league: TLeague, since: number, now: number, timings: TTimings): number[] {
  const horizon = Math.max(timings.earlyAheadMs, timings.publishAheadMs);
  return slotsStarting(league, since, now + horizon, timings).filter(
    (index) => slotPublishAt(league, index, timings) <= now,
  );
}

export type TOutrightWindow = {
  league: TLeague;
  index: number;
  ref: string;
  opensAt: number;
  closesAt: number;
};

/** Outright window `index` of a league: it opens at its start and is settled at its end. */
export function outrightWindow(
  seed: number,
  league: TLeague,
  index: number,
  timings: TTimings,
): TOutrightWindow {
  const offset = leagueOffset(league, leagueEvery(league, timings));
  const opensAt = index * timings.outrightMs + offset;
  return {
    league,
    index,
    ref: `${seedTag(seed)}.${league.code}.out.${index}`,
    opensAt,
    closesAt: opensAt + timings.outrightMs,
  };
}

/** The number of the outright window open at `now`. */
export function outrightIndexAt(league: TLeague, now: number, timings: TTimings): number {
  const offset = leagueOffset(league, leagueEvery(league, timings));
  return Math.floor((now - offset) / timings.outrightMs);
}
