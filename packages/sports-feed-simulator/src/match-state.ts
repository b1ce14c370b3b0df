/**
 * A simulated event's state, as plain data: what the feed announced (fixture details), where the
 * match stands (phase, steps played, score, suspension), the sport's model (scoring rates or map
 * chances) and the book (each market's last pushed prices and state). `createMatch` sets one up
 * from a schedule slot with its pre-match prices.
 */
import type { TFeedFixture, TFeedMarket, TMarketState } from "@orchid/contract/sportsbook";
import { marketKey } from "@orchid/contract/sportsbook";
import type { TScore, TSide } from "@orchid/games/sportsbook/results";
import type { TTeam } from "./leagues.ts";
import { DEFAULT_MARGIN } from "./odds.ts";
import {
  basketballSpreadLine,
  basketballTotalLine,
  OVERTIME_MINUTES,
  priceBasketball,
  REGULATION_MINUTES,
} from "./price-basketball.ts";
import { footballHandicapLines, priceFootball } from "./price-football.ts";
import type { TPricedMarket } from "./price-market.ts";
import { priceSeries, seriesHandicapLine } from "./price-series.ts";
import type { TSlot } from "./schedule.ts";
import type { TRandom } from "./seeded-random.ts";
import { type TTimings, toSteps } from "./timings.ts";

/** A market as the book holds it: the prices last pushed and its state on the feed. */
export type TBookEntry = { market: TFeedMarket; state: TMarketState };

/** Everything a fixture message says except its markets. */
export type TFixtureInfo = Omit<TFeedFixture, "type" | "markets">;

/** Engine counts, in steps. */
export type TCadence = {
  statusEvery: number;
  oddsEvery: number;
  suspend: number;
  dangerLead: number;
  resultDelay: number;
};

type TCommonState = {
  ref: string;
  fixture: TFixtureInfo;
  /** `prematch` until kick-off, `live` (suspended or not) in play, `ended` awaiting the result, `done` after it. */
  phase: "prematch" | "live" | "ended" | "done";
  /** Decided when the event is created: it is called off at kick-off instead of played. */
  cancelled: boolean;
  untilStartMs: number;
  /** Real time received but not yet played (less than one step). */
  carryMs: number;
  stepMs: number;
  /** Steps played since kick-off. */
  step: number;
  score: TScore;
  /** Steps of suspension left; 0 when bets are taken. */
  suspended: number;
  nextStatusStep: number;
  nextOddsStep: number;
  /** Steps between the end and the result that are still to wait. */
  resultIn: number;
  cadence: TCadence;
  margin: number;
  /** The event's markets by market key, in the order the fixture lists them. */
  book: Record<string, TBookEntry>;
};

export type TFootballState = TCommonState & {
  sport: "football";
  totalSteps: number;
  /** Expected goals over a whole match, drifting a little while live. */
  rates: TScore;
  baseRates: TScore;
  handicapLines: number[];
  /** A goal already decided, landing when `in` steps have passed (the event is suspended meanwhile). */
  pendingGoal: { side: TSide; in: number } | null;
};

export type TBasketballState = TCommonState & {
  sport: "basketball";
  regulationSteps: number;
  overtimeSteps: number;
  /** The step at which the current regulation or overtime ends. */
  periodEnd: number;
  /** Expected points over 48 minutes. */
  points: TScore;
  spreadLine: number;
  totalLine: number;
};

export type TSeriesState = TCommonState & {
  sport: "esports";
  bestOf: number;
  mapSteps: number;
  /** Steps played of the map in play. */
  mapStep: number;
  maps: TSide[];
  /** The home side's chance of winning any map before it starts. */
  mapChance: number;
  /** Who wins the map in play (drawn when it starts; live prices lean towards it as it goes). */
  mapWinner: TSide;
  handicapLine: number;
};

export type TMatchState = TFootballState | TBasketballState | TSeriesState;

/** How a match is played and priced; every time here is already at the simulator's speed. */
export type TMatchSettings = {
  timings: TTimings;
  margin?: number;
  /** The chance an event is called off at kick-off (default 0.01). */
  cancelChance?: number;
};

export const DEFAULT_CANCEL_CHANCE = 0.01;

/** Expected goals of each side over a whole match, from the two teams' strengths and home advantage. */
export function footballRates(home: TTeam, away: TTeam): TScore {
  return {
    home: 1.45 * Math.exp(0.3 * (home.attack - away.defence)),
    away: 1.15 * Math.exp(0.3 * (away.attack - home.defence)),
  };
}

/** Expected points of each side over 48 minutes. */
export function basketballPoints(home: TTeam, away: TTeam): TScore {
  return { home: 114.5 + 7 * (home.attack - away.defence), away: 111.5 + 7 * (away.attack - home.defence) };
}

/** The home side's chance of winning one map. */
export function esportsMapChance(home: TTeam, away: TTeam): number {
  const edge = (home.attack + home.defence - away.attack - away.defence) / 2;
  return 1 / (1 + Math.exp(-1.6 * edge));
}

/** The current prices of every market of the event (not yet compared with what was pushed). */
export function priceOf(state: TMatchState): TPricedMarket[] {
  switch (state.sport) {
    case "football":
      return priceFootball({
        homeRate: state.rates.home,
        awayRate: state.rates.away,
        score: state.score,
        left: (state.totalSteps - state.step) / state.totalSteps,
        handicapLines: state.handicapLines,
        margin: state.margin,
      });
    case "basketball":
      return priceBasketball({
        homePoints: state.points.home,
        awayPoints: state.points.away,
        score: state.score,
        minutesLeft: ((state.periodEnd - state.step) * REGULATION_MINUTES) / state.regulationSteps,
        spreadLine: state.spreadLine,
        totalLine: state.totalLine,
        margin: state.margin,
      });
    case "esports": {
      const progress = state.phase === "live" ? (state.mapStep / state.mapSteps) ** 1.5 : 0;
      const leaning = state.mapWinner === "home" ? 1 : 0;
      return priceSeries({
        mapChance: state.mapChance,
        nextMapChance: state.mapChance + (leaning - state.mapChance) * progress,
        maps: state.maps,
        handicapLine: state.handicapLine,
        margin: state.margin,
      });
    }
    default:
      throw new Error("unknown sport");
  }
}

/** The match clock a status carries: the minute played, or the map in play. */
export function clockOf(state: TMatchState): number {
  switch (state.sport) {
    case "football":
      return Math.min(90, Math.floor((state.step * 90) / state.totalSteps));
    case "basketball":
      return Math.min(999, Math.floor((state.step * REGULATION_MINUTES) / state.regulationSteps));
    case "esports":
      return state.phase === "live" ? Math.min(state.bestOf, state.maps.length + 1) : state.maps.length;
    default:
      throw new Error("unknown sport");
  }
}

/**
 * A new event for `slot`, not started, priced pre-match. `random` is the event's own generator
 * (one per event keeps every event's story independent of the others); it decides here whether
 * the event will be called off.
 */
export function createMatch(
  slot: TSlot,
  settings: TMatchSettings,
  random: TRandom,
  now: number,
): TMatchState {
  const { timings } = settings;
  const { league, home, away } = slot;
  const cadence: TCadence = {
    statusEvery: toSteps(timings.statusEveryMs, timings),
    oddsEvery: toSteps(timings.oddsEveryMs, timings),
    suspend: toSteps(timings.suspendMs, timings),
    dangerLead: toSteps(timings.dangerLeadMs, timings),
    resultDelay: toSteps(timings.resultDelayMs, timings),
  };
  const common: TCommonState = {
    ref: slot.ref,
    fixture: {
      ref: slot.ref,
      sport: league.sport,
      ...(league.title ? { title: league.title } : {}),
      competition: { ref: league.ref, name: league.name },
      ...(slot.stage ? { stage: slot.stage } : {}),
      kind: league.sport === "esports" ? "series" : "match",
      home: home.name,
      away: away.name,
      startsAt: new Date(slot.startsAt).toISOString(),
    },
    phase: "prematch",
    cancelled: random.chance(settings.cancelChance ?? DEFAULT_CANCEL_CHANCE),
    untilStartMs: Math.max(0, slot.startsAt - now),
    carryMs: 0,
    stepMs: timings.stepMs,
    step: 0,
    score: { home: 0, away: 0 },
    suspended: 0,
    nextStatusStep: cadence.statusEvery,
    nextOddsStep: cadence.oddsEvery,
    resultIn: cadence.resultDelay,
    cadence,
    margin: settings.margin ?? DEFAULT_MARGIN,
    book: {},
  };
  let state: TMatchState;
  if (league.sport === "football") {
    const rates = footballRates(home, away);
    state = {
      ...common,
      sport: "football",
      totalSteps: toSteps(timings.footballMs, timings),
      rates: { ...rates },
      baseRates: rates,
      handicapLines: footballHandicapLines(rates.home, rates.away),
      pendingGoal: null,
      book: {},
    };
  } else if (league.sport === "basketball") {
    const points = basketballPoints(home, away);
    const regulationSteps = toSteps(timings.basketballMs, timings);
    state = {
      ...common,
      sport: "basketball",
      regulationSteps,
      overtimeSteps: toSteps((timings.basketballMs * OVERTIME_MINUTES) / REGULATION_MINUTES, timings),
      periodEnd: regulationSteps,
      points,
      spreadLine: basketballSpreadLine(points.home, points.away),
      totalLine: basketballTotalLine(points.home, points.away),
      book: {},
    };
  } else {
    const mapChance = esportsMapChance(home, away);
    state = {
      ...common,
      sport: "esports",
      bestOf: 3,
      mapSteps: toSteps(timings.mapMs, timings),
      mapStep: 0,
      maps: [],
      mapChance,
      mapWinner: "home",
      handicapLine: seriesHandicapLine(mapChance),
      book: {},
    };
  }
  for (const priced of priceOf(state)) {
    state.book[marketKey(priced.market)] = { market: priced.market, state: priced.state };
  }
  return state;
}
