import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { members } from "./accounts.ts";
import { merchants } from "./merchants.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: "number" });

/**
 * The book's leagues (decisions/0024). A feed's competitions carry its `feed_ref`; an operator's
 * own carry their merchant. `title` names the esports game of an esports league.
 */
export const bookCompetitions = pgTable(
  "book_competitions",
  {
    id: serial("id").primaryKey(),
    sport: text("sport").notNull(),
    title: text("title"),
    name: text("name").notNull(),
    feedRef: text("feed_ref"),
    merchantId: integer("merchant_id").references(() => merchants.id),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("book_competitions_feed_ref_uq").on(t.feedRef),
    check("book_competitions_sport_check", sql`${t.sport} in ('football', 'basketball', 'esports')`),
  ],
);

/**
 * An event: a match, an esports series or an outright. Feed events (`feed_ref`) are every
 * merchant's; an operator's event (`merchant_id`) only its merchant's. `result_round` counts the
 * results recorded (a correction is a new round); `settled_round` is the round whose settlement
 * finished, so the settle job's work is every event where they differ.
 */
export const bookEvents = pgTable(
  "book_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => bookCompetitions.id),
    merchantId: integer("merchant_id").references(() => merchants.id),
    feedRef: text("feed_ref"),
    kind: text("kind").notNull(),
    stage: text("stage"),
    home: text("home").notNull(),
    away: text("away"),
    startsAt: ts("starts_at").notNull(),
    state: text("state").notNull().default("prematch"),
    score: jsonb("score"),
    clock: smallint("clock"),
    result: jsonb("result"),
    resultRound: smallint("result_round").notNull().default(0),
    settledRound: smallint("settled_round").notNull().default(0),
    /** Bumped by every change the board shows, so a page can tell it has the latest. */
    updatedAt: ts("updated_at").notNull().defaultNow(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("book_events_feed_ref_uq").on(t.feedRef),
    index("book_events_state_start_idx").on(t.state, t.startsAt),
    index("book_events_competition_idx").on(t.competitionId, t.startsAt),
    index("book_events_to_settle_idx").on(t.id).where(sql`${t.resultRound} <> ${t.settledRound}`),
    check(
      "book_events_state_check",
      sql`${t.state} in ('prematch', 'live', 'suspended', 'ended', 'cancelled')`,
    ),
    check("book_events_kind_check", sql`${t.kind} in ('match', 'series', 'outright')`),
  ],
);

/**
 * A market of an event, one per `key` (packages/contract marketKey). `line` is in quarter units
 * (the home side's handicap on handicap markets). `max_stake` is an operator's limit for this
 * market (null: the merchant's default).
 */
export const bookMarkets = pgTable(
  "book_markets",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => bookEvents.id),
    key: text("key").notNull(),
    type: text("type").notNull(),
    line: smallint("line"),
    map: smallint("map"),
    places: smallint("places"),
    state: text("state").notNull().default("open"),
    maxStake: minor("max_stake"),
    sortOrder: smallint("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("book_markets_event_key_uq").on(t.eventId, t.key),
    check("book_markets_state_check", sql`${t.state} in ('open', 'suspended', 'closed')`),
  ],
);

/** A selection and its feed price (thousandths of decimal odds, before the merchant's margin). */
export const bookSelections = pgTable(
  "book_selections",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    marketId: bigint("market_id", { mode: "number" })
      .notNull()
      .references(() => bookMarkets.id),
    eventId: bigint("event_id", { mode: "number" }).notNull(),
    code: text("code").notNull(),
    name: text("name"),
    odds: integer("odds").notNull(),
    open: boolean("open").notNull().default(true),
    sortOrder: smallint("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("book_selections_market_code_uq").on(t.marketId, t.code),
    index("book_selections_event_idx").on(t.eventId),
    check("book_selections_odds_check", sql`${t.odds} between 1001 and 1000000`),
  ],
);

/**
 * A member's bet: a single or a parlay, placed once per request key. `payout` is what it returned
 * (settled or cashed out); `pay_round` counts the payouts posted (a resettlement reverses the last
 * and posts the next). `legs_open` counts legs still without an outcome. `hedged`: the member also
 * backed another selection of the same market, so the bet is no valid bet.
 */
export const bookBets = pgTable(
  "book_bets",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    requestKey: text("request_key").notNull(),
    requestHash: text("request_hash").notNull(),
    kind: text("kind").notNull(),
    stake: minor("stake").notNull(),
    /** The legs' odds multiplied, as decimal text with three places. */
    odds: text("odds").notNull(),
    potentialReturn: minor("potential_return").notNull(),
    state: text("state").notNull().default("open"),
    payout: minor("payout"),
    payRound: smallint("pay_round").notNull().default(0),
    legsOpen: smallint("legs_open").notNull(),
    hedged: boolean("hedged").notNull().default(false),
    isTrial: boolean("is_trial").notNull().default(false),
    cashOutKey: text("cash_out_key"),
    /** What a correction took back that the member's wallet could not cover (a debt shown to operators). */
    owed: minor("owed").notNull().default(0),
    placedAt: ts("placed_at").notNull(),
    settledAt: ts("settled_at"),
  },
  (t) => [
    uniqueIndex("book_bets_member_key_uq").on(t.memberId, t.requestKey),
    // A member's bets newest first (the open or settled list filters this short walk); no index
    // holds a bet's state, so settling it rewrites no index entry.
    index("book_bets_member_idx").on(t.memberId, t.id),
    index("book_bets_merchant_placed_idx").on(t.merchantId, t.placedAt),
    check("book_bets_state_check", sql`${t.state} in ('open', 'settled', 'cashed_out')`),
    check("book_bets_kind_check", sql`${t.kind} in ('single', 'parlay')`),
    check("book_bets_stake_check", sql`${t.stake} > 0`),
  ],
);

/**
 * One leg of a bet at the price taken. `outcome` is settlement's (null while open), from the
 * event's `result_round` named in `settled_round`; a dead heat keeps its places and tie count.
 */
export const bookBetLegs = pgTable(
  "book_bet_legs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    betId: bigint("bet_id", { mode: "number" })
      .notNull()
      .references(() => bookBets.id),
    selectionId: bigint("selection_id", { mode: "number" })
      .notNull()
      .references(() => bookSelections.id),
    marketId: bigint("market_id", { mode: "number" }).notNull(),
    eventId: bigint("event_id", { mode: "number" }).notNull(),
    odds: integer("odds").notNull(),
    live: boolean("live").notNull().default(false),
    outcome: text("outcome"),
    places: smallint("places"),
    tied: smallint("tied"),
    settledRound: smallint("settled_round").notNull().default(0),
  },
  (t) => [
    index("book_bet_legs_bet_idx").on(t.betId),
    // Settlement walks an event's bets in id order, batch after batch. No index holds a leg's
    // outcome or round, so settling a leg rewrites no index entry.
    index("book_bet_legs_event_bet_idx").on(t.eventId, t.betId),
    index("book_bet_legs_selection_idx").on(t.selectionId),
  ],
);

/**
 * What a merchant's open bets stand to pay on each selection: the stakes and the liability (what
 * the house loses if it wins: returns less stakes). The cap is checked in the placing transaction.
 */
export const bookExposure = pgTable(
  "book_exposure",
  {
    merchantId: integer("merchant_id").notNull(),
    selectionId: bigint("selection_id", { mode: "number" }).notNull(),
    stake: minor("stake").notNull().default(0),
    liability: minor("liability").notNull().default(0),
    bets: integer("bets").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.selectionId] })],
);

/** What a member staked on an event (the per member and event limit). */
export const bookMemberEvents = pgTable(
  "book_member_events",
  {
    memberId: integer("member_id").notNull(),
    eventId: bigint("event_id", { mode: "number" }).notNull(),
    stake: minor("stake").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.eventId] })],
);

/**
 * A merchant's book settings (a merchant without a row uses the defaults in book-settings.ts):
 * margins per market type in basis points, stake and payout limits, the in-play delay, cash-out.
 */
export const bookSettings = pgTable("book_settings", {
  merchantId: integer("merchant_id")
    .primaryKey()
    .references(() => merchants.id),
  margins: jsonb("margins").notNull().default({}),
  minStake: minor("min_stake").notNull(),
  maxStake: minor("max_stake").notNull(),
  maxPayout: minor("max_payout").notNull(),
  memberEventCap: minor("member_event_cap").notNull(),
  liabilityCap: minor("liability_cap").notNull(),
  inPlayDelayMs: integer("in_play_delay_ms").notNull(),
  cashOut: boolean("cash_out").notNull(),
  cashOutMarginBp: integer("cash_out_margin_bp").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** How a member sees odds and takes price changes. */
export const bookMemberSettings = pgTable("book_member_settings", {
  memberId: integer("member_id")
    .primaryKey()
    .references(() => members.id),
  oddsDisplay: text("odds_display").notNull(),
  acceptOdds: text("accept_odds").notNull(),
});

/**
 * Every result recorded for an event, in order (append-only): the settlement and resettlement
 * audit. `source` is the feed's name or `console`; a console result names its two operators.
 */
export const bookResults = pgTable(
  "book_results",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventId: bigint("event_id", { mode: "number" }).notNull(),
    round: smallint("round").notNull(),
    result: jsonb("result").notNull(),
    source: text("source").notNull(),
    enteredBy: integer("entered_by"),
    approvedBy: integer("approved_by"),
    /** Filled once the round's settlement finished: bets touched, paid out, taken back. */
    bets: integer("bets"),
    paid: minor("paid"),
    takenBack: minor("taken_back"),
    recordedAt: ts("recorded_at").notNull(),
    settledAt: ts("settled_at"),
  },
  (t) => [uniqueIndex("book_results_event_round_uq").on(t.eventId, t.round)],
);
