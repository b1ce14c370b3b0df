import { z } from "zod";
import { ZIdempotencyKey, zPage } from "./money.ts";

/**
 * Orchid's own book for football, basketball and esports (docs/decisions/0023, 0024). Sports hold
 * competitions (leagues), competitions hold events (a match, an esports series of maps, or an
 * outright), events hold markets, markets hold selections. Odds are integers in thousandths of
 * decimal odds (1.950 → 1950); money is in minor units; instants are ISO 8601 UTC.
 */

export const BOOK_SPORTS = ["football", "basketball", "esports"] as const;
export type TBookSport = (typeof BOOK_SPORTS)[number];

/** The esports titles the book lists leagues of. */
export const ESPORTS_TITLES = ["lol", "dota2", "cs2", "valorant"] as const;
export type TEsportsTitle = (typeof ESPORTS_TITLES)[number];

/** `match`: two sides and a score; `series`: an esports best-of of maps; `outright`: a field of competitors. */
export const EVENT_KINDS = ["match", "series", "outright"] as const;
export type TEventKind = (typeof EVENT_KINDS)[number];

/**
 * An event's state: `prematch` (not started), `live` (in play), `suspended` (in play, no bets for
 * now: a dangerous moment), `ended` (result known or awaited), `cancelled` (every bet void).
 */
export const EVENT_STATES = ["prematch", "live", "suspended", "ended", "cancelled"] as const;
export type TEventState = (typeof EVENT_STATES)[number];

export const MARKET_TYPES = [
  "1x2",
  "double_chance",
  "btts",
  "correct_score",
  "odd_even",
  "asian_handicap",
  "over_under",
  "outright",
  "match_winner",
  "map_winner",
  "map_handicap",
  "total_maps",
] as const;
export type TMarketType = (typeof MARKET_TYPES)[number];

/** The market types whose `line` is in quarter units (2.5 goals → 10; a handicap of −0.25 → −1). */
export const LINE_MARKETS: readonly TMarketType[] = [
  "asian_handicap",
  "over_under",
  "map_handicap",
  "total_maps",
];

/** `open` takes bets; `suspended` shows its prices but takes none; `closed` is off the board. */
export const MARKET_STATES = ["open", "suspended", "closed"] as const;
export type TMarketState = (typeof MARKET_STATES)[number];

/** How a member sees odds (a member setting): decimal, Hong Kong, Malay or Indonesian. */
export const ODDS_DISPLAY = ["decimal", "hong_kong", "malay", "indonesian"] as const;
export type TOddsDisplay = (typeof ODDS_DISPLAY)[number];

/** What a bet does when a price moved since the slip showed it: refuse, take a better one, take any. */
export const ACCEPT_ODDS = ["none", "higher", "any"] as const;
export type TAcceptOdds = (typeof ACCEPT_ODDS)[number];

/** The board's sections: in play now, starting today, later, outrights. */
export const BOOK_SECTIONS = ["live", "today", "early", "outright"] as const;
export type TBookSection = (typeof BOOK_SECTIONS)[number];

/**
 * A market's identity within its event, the same on the feed, the server and the site:
 * `type`, then `:line` for line markets and `:map` for a map winner (`over_under:10`).
 */
export function marketKey(market: { type: TMarketType; line?: number | null; map?: number | null }): string {
  if (LINE_MARKETS.includes(market.type)) return `${market.type}:${market.line ?? 0}`;
  if (market.type === "map_winner") return `${market.type}:${market.map ?? 1}`;
  return market.type;
}

/**
 * The codes a market's selections carry: `home`/`draw`/`away`, `1X`/`12`/`X2`, `yes`/`no`,
 * `odd`/`even`, `over`/`under`, a score `2-1` or `any_other`, or an outright competitor's name.
 */
const ZSelectionCode = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((value) => !/[\p{Cc}\p{Cs}]/u.test(value));
const ZOdds = z.number().int().min(1001).max(1_000_000);
/** Quarter units: ±300 goals, points or maps (a basketball total of 225.5 points is 902). */
const ZQuarterLine = z.number().int().min(-1200).max(1200);
const ZWhole = z.number().int().nonnegative();
const ZInstant = z.string();
const ZName = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .refine((value) => !/[\p{Cc}\p{Cs}]/u.test(value));
const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const ZScore = z.object({ home: ZWhole, away: ZWhole });
export type TBookScore = z.output<typeof ZScore>;

export const ZBookSelection = z.object({
  id: ZWhole,
  code: z.string(),
  /** The competitor for outrights; otherwise null (the site names a code in the member's language). */
  name: z.string().nullable(),
  /** The merchant's price, thousandths of decimal odds. */
  odds: ZWhole,
  open: z.boolean(),
});
export type TBookSelection = z.output<typeof ZBookSelection>;

export const ZBookMarket = z.object({
  id: ZWhole,
  key: z.string(),
  type: z.enum(MARKET_TYPES),
  line: z.number().int().nullable(),
  map: z.number().int().nullable(),
  /** Places paid (outrights). */
  places: z.number().int().nullable(),
  state: z.enum(MARKET_STATES),
  /** The most one bet may stake on a selection of this market, minor units. */
  maxStake: ZWhole,
  selections: z.array(ZBookSelection),
});
export type TBookMarket = z.output<typeof ZBookMarket>;

export const ZBookEvent = z.object({
  id: ZWhole,
  sport: z.enum(BOOK_SPORTS),
  title: z.enum(ESPORTS_TITLES).nullable(),
  competitionId: ZWhole,
  competition: z.string(),
  /** An esports series' stage (group stage, playoffs), if the league names one. */
  stage: z.string().nullable(),
  kind: z.enum(EVENT_KINDS),
  /** The two sides; an outright's name in `home` and null `away`. */
  home: z.string(),
  away: z.string().nullable(),
  startsAt: ZInstant,
  state: z.enum(EVENT_STATES),
  /** Goals, points or maps won so far (null before the start and for outrights). */
  score: ZScore.nullable(),
  /** The match clock in minutes, or the map being played, while live. */
  clock: z.number().int().nullable(),
  /** Bets on a live event wait this long and are checked again before they are taken. */
  inPlayDelayMs: ZWhole,
  /** The markets shown: the main ones on a list, every one on the event page. */
  markets: z.array(ZBookMarket),
  marketCount: ZWhole,
  /** The final result once known (the result a bet was settled on). */
  result: z.unknown().nullable(),
});
export type TBookEvent = z.output<typeof ZBookEvent>;

/** `GET /sb/lgw/sports`: each sport (and esports title) with its event counts per section. */
export const ZBookSportCount = z.object({
  sport: z.enum(BOOK_SPORTS),
  title: z.enum(ESPORTS_TITLES).nullable(),
  live: ZWhole,
  today: ZWhole,
  early: ZWhole,
  outright: ZWhole,
});
export type TBookSportCount = z.output<typeof ZBookSportCount>;

/** `GET /sb/lgw/events`: one sport's events of a section, optionally one title, league or a search. */
export const ZBookEventsQuery = z.object({
  sport: z.enum(BOOK_SPORTS),
  section: z.enum(BOOK_SECTIONS).default("today"),
  title: z.enum(ESPORTS_TITLES).optional(),
  competitionId: ZId.optional(),
  q: z
    .string()
    .trim()
    .max(40)
    .refine((value) => !/[\p{Cc}\p{Cs}]/u.test(value), { message: "err_invalid_characters" })
    .optional(),
});
export type TBookEventsQuery = z.input<typeof ZBookEventsQuery>;
export type TBookEventsFilter = z.output<typeof ZBookEventsQuery>;

export const ZBookEventQuery = z.object({ id: ZId });

/** `GET /sb/lgw/hot`: the home page's hot matches (live first, then the soonest), at most `count`. */
export const ZHotMatchesQuery = z.object({ count: z.coerce.number().int().min(1).max(20).default(6) });

/** `GET /sb/lgw/results`: events that ended (or were cancelled) on a day, newest first. */
export const ZBookResultsQuery = z.object({
  sport: z.enum(BOOK_SPORTS),
  /** A merchant day, YYYY-MM-DD; today by default. */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/** One leg of a slip: the selection and the price the member saw. */
export const ZBetLegRequest = z.object({ selectionId: ZId, odds: ZOdds });

/**
 * `POST /sb/wps/bets`: one single (one leg) or one parlay (2 to 10 legs, at most one selection of
 * an event), placed once per `requestKey`. Prices are checked again at placement.
 */
export const ZPlaceBookBetRequest = z.object({
  requestKey: ZIdempotencyKey,
  legs: z.array(ZBetLegRequest).min(1).max(10),
  stake: z.number().int().min(1).max(1_000_000_000),
  acceptOdds: z.enum(ACCEPT_ODDS).default("none"),
});
export type TPlaceBookBetRequest = z.input<typeof ZPlaceBookBetRequest>;
/** A bet request as the server reads it (defaults applied). */
export type TPlaceBookBet = z.output<typeof ZPlaceBookBetRequest>;

export const BET_KINDS = ["single", "parlay"] as const;
/** `open` until every leg settled; `settled` paid (or lost); `cashed_out` closed early at a price. */
export const BET_STATES = ["open", "settled", "cashed_out"] as const;
export type TBookBetState = (typeof BET_STATES)[number];

/** A settled leg's outcome (settlement's outcomes; `dead_heat` carries its fraction in the leg). */
export const LEG_OUTCOMES = ["win", "lose", "half_win", "half_lose", "push", "void", "dead_heat"] as const;
export type TLegOutcome = (typeof LEG_OUTCOMES)[number];

export const ZBookBetLeg = z.object({
  selectionId: ZWhole,
  eventId: ZWhole,
  sport: z.enum(BOOK_SPORTS),
  home: z.string(),
  away: z.string().nullable(),
  startsAt: ZInstant,
  marketType: z.enum(MARKET_TYPES),
  line: z.number().int().nullable(),
  map: z.number().int().nullable(),
  code: z.string(),
  name: z.string().nullable(),
  odds: ZWhole,
  /** Placed while the event was in play. */
  live: z.boolean(),
  outcome: z.enum(LEG_OUTCOMES).nullable(),
});
export type TBookBetLeg = z.output<typeof ZBookBetLeg>;

export const ZBookBet = z.object({
  id: ZWhole,
  kind: z.enum(BET_KINDS),
  stake: ZWhole,
  /** The legs' odds multiplied, as decimal text with three places ("5.832"). */
  odds: z.string(),
  /** What the bet returns if every leg wins, minor units. */
  potentialReturn: ZWhole,
  state: z.enum(BET_STATES),
  /** What the bet returned (settled or cashed out), minor units. */
  payout: ZWhole.nullable(),
  /** What cashing out pays now, or null when it cannot. */
  cashOut: ZWhole.nullable(),
  placedAt: ZInstant,
  settledAt: ZInstant.nullable(),
  legs: z.array(ZBookBetLeg),
});
export type TBookBet = z.output<typeof ZBookBet>;

/** `GET /sb/wps/bets`: the member's open or settled bets, newest first. */
export const ZMyBookBetsQuery = z.object({
  state: z.enum(["open", "settled"]).default("open"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZMyBookBets = zPage(ZBookBet);

/** `POST /sb/wps/bets/cashout`: closes a bet at the price the member saw (or better), once per key. */
export const ZCashOutRequest = z.object({
  betId: ZId,
  /** The cash-out amount the member accepted, minor units; a lower price now is refused. */
  amount: z.number().int().min(1),
  requestKey: ZIdempotencyKey,
});

/** `GET /sb/wps/settings`, `POST /sb/wps/settings`: how the member sees odds and takes price changes. */
export const ZBookSettings = z.object({
  oddsDisplay: z.enum(ODDS_DISPLAY),
  acceptOdds: z.enum(ACCEPT_ODDS),
});
export type TBookSettings = z.output<typeof ZBookSettings>;

/** `GET /wps/game/launchGame/fb`: where the sports game page is (the book is Orchid's own). */
export const ZSportsLaunch = z.object({ url: z.string() });

/* ------------------------------------------------------------------------------------------------
 * The feed (docs/sports-feed.md): fixtures, prices, states and results pushed as signed HTTP.
 * ---------------------------------------------------------------------------------------------- */

const ZFeedRef = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);

export const ZFeedSelection = z.object({ code: ZSelectionCode, name: ZName.optional(), odds: ZOdds });

export const ZFeedMarket = z.object({
  type: z.enum(MARKET_TYPES),
  line: ZQuarterLine.optional(),
  map: z.number().int().min(1).max(9).optional(),
  places: z.number().int().min(1).max(10).optional(),
  selections: z.array(ZFeedSelection).min(1).max(60),
});
export type TFeedMarket = z.output<typeof ZFeedMarket>;

export const ZFeedFixture = z.object({
  type: z.literal("fixture"),
  ref: ZFeedRef,
  sport: z.enum(BOOK_SPORTS),
  title: z.enum(ESPORTS_TITLES).optional(),
  competition: z.object({ ref: ZFeedRef, name: ZName }),
  stage: ZName.optional(),
  kind: z.enum(EVENT_KINDS),
  home: ZName,
  away: ZName.optional(),
  startsAt: z.iso.datetime(),
  markets: z.array(ZFeedMarket).max(80),
});
export type TFeedFixture = z.output<typeof ZFeedFixture>;

/** New prices; a market named here that the event lacks is added (with these selections' prices). */
export const ZFeedOdds = z.object({
  type: z.literal("odds"),
  ref: ZFeedRef,
  markets: z.array(ZFeedMarket).min(1).max(80),
});

export const ZFeedStatus = z.object({
  type: z.literal("status"),
  ref: ZFeedRef,
  state: z.enum(["prematch", "live", "suspended", "ended"]),
  score: ZScore.optional(),
  clock: z.number().int().min(0).max(999).optional(),
});

export const ZFeedMarketState = z.object({
  type: z.literal("market"),
  ref: ZFeedRef,
  key: z.string().max(40),
  state: z.enum(MARKET_STATES),
});

/**
 * The result of an event (packages/games settlement's shapes): `{status:"final",home,away}` for a
 * match, `{status:"final",maps:["home",…]}` for a series, `{status:"final",standings:[[…],…]}` for
 * an outright, or `{status:"cancelled"|"abandoned"}`. A later result for the same event is a
 * correction: what was paid is reversed and paid again.
 */
export const ZFeedResult = z.object({
  type: z.literal("result"),
  ref: ZFeedRef,
  result: z.record(z.string(), z.unknown()),
});

export const ZFeedMessage = z.discriminatedUnion("type", [
  ZFeedFixture,
  ZFeedOdds,
  ZFeedStatus,
  ZFeedMarketState,
  ZFeedResult,
]);
export type TFeedMessage = z.output<typeof ZFeedMessage>;

/** `POST /sb/feed`: a batch of messages, applied in order, signed as a whole, counted once by nonce. */
export const ZSportsFeedPush = z.object({
  feed: z.string().regex(/^[a-z0-9_-]{1,32}$/),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  messages: z.array(ZFeedMessage).min(1).max(200),
});
export type TSportsFeedPush = z.output<typeof ZSportsFeedPush>;

/** How many messages changed something, and those that named an event the book does not know. */
export const ZSportsFeedReply = z.object({ applied: ZWhole, unknown: ZWhole });

/* ------------------------------------------------------------------------------------------------
 * The live socket (`GET /sb/ws`): the page names the events it shows; the server pushes changes.
 * ---------------------------------------------------------------------------------------------- */

export const ZBookSocketQuery = z.object({ merchant: z.string().max(32) });

export const ZBookSocketMessage = z.discriminatedUnion("type", [
  /** From the page: the events it shows now (replaces the previous list; at most 200). */
  z.object({ type: z.literal("watch"), eventIds: z.array(z.number().int()).max(200) }),
  /** New prices or states of selections (the merchant's prices). */
  z.object({
    type: z.literal("odds"),
    eventId: z.number().int(),
    selections: z.array(z.object({ id: z.number().int(), odds: z.number().int(), open: z.boolean() })),
    /** When the change was taken from the feed (ms since the epoch), to measure delivery. */
    at: z.number(),
  }),
  z.object({
    type: z.literal("event"),
    eventId: z.number().int(),
    state: z.enum(EVENT_STATES),
    score: ZScore.nullable(),
    clock: z.number().int().nullable(),
    at: z.number(),
  }),
  z.object({
    type: z.literal("market"),
    eventId: z.number().int(),
    marketId: z.number().int(),
    state: z.enum(MARKET_STATES),
    at: z.number(),
  }),
]);
export type TBookSocketMessage = z.output<typeof ZBookSocketMessage>;
