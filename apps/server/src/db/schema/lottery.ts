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
 * The lottery games Orchid runs, for every merchant: a Vietnamese station, a 4D operator or a
 * fast draw. Written at start-up from packages/games (lottery/schedule), so a new game ships with
 * the code; `enabled` is the operators' switch. `source` says how results come: drawn in-house
 * from a committed seed (`fair`) or entered from the real-world draw (`entered`).
 */
export const lotteryGames = pgTable(
  "lottery_games",
  {
    code: text("code").primaryKey(),
    family: text("family").notNull(),
    grp: text("grp").notNull(),
    gameType: text("game_type").notNull(),
    name: text("name"),
    schedule: jsonb("schedule").notNull(),
    source: text("source").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    check("lottery_games_source_check", sql`${t.source} in ('fair', 'entered')`),
    check("lottery_games_type_check", sql`${t.gameType} in ('LOTT', 'ELOTT')`),
  ],
);

/**
 * One draw of a game, platform-wide (every merchant's members bet on the same draw). An in-house
 * draw gets its secret seed and the seed's SHA-256 commitment when it is made, before it opens;
 * a trigger keeps seed and commitment unchangeable, and an in-house result unchangeable once
 * drawn. `state` is `pending` until drawn; whether a pending draw is scheduled, open or closed
 * follows from the clock. `settle_round` counts settlements (a corrected result settles again).
 */
export const lotteryDraws = pgTable(
  "lottery_draws",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    gameCode: text("game_code")
      .notNull()
      .references(() => lotteryGames.code),
    issue: text("issue").notNull(),
    opensAt: ts("opens_at").notNull(),
    closesAt: ts("closes_at").notNull(),
    drawAt: ts("draw_at").notNull(),
    source: text("source").notNull(),
    seed: text("seed"),
    commitment: text("commitment"),
    state: text("state").notNull().default("pending"),
    result: jsonb("result"),
    drawnAt: ts("drawn_at"),
    settledAt: ts("settled_at"),
    settleRound: smallint("settle_round").notNull().default(0),
    cancelReason: text("cancel_reason"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lottery_draws_game_issue_uq").on(t.gameCode, t.issue),
    index("lottery_draws_game_draw_at_idx").on(t.gameCode, t.drawAt),
    // The draw job's work: pending draws that are due, drawn draws to settle.
    index("lottery_draws_due_idx").on(t.state, t.drawAt).where(sql`${t.state} in ('pending', 'drawn')`),
    check("lottery_draws_state_check", sql`${t.state} in ('pending', 'drawn', 'settled', 'cancelled')`),
    check("lottery_draws_source_check", sql`${t.source} in ('fair', 'entered')`),
    check(
      "lottery_draws_fair_check",
      sql`${t.source} = 'entered' or (${t.seed} is not null and ${t.commitment} is not null)`,
    ),
    check("lottery_draws_times_check", sql`${t.opensAt} <= ${t.closesAt} and ${t.closesAt} < ${t.drawAt}`),
  ],
);

/**
 * A merchant's price and limits for one bet type of a family; a bet type without a row sells at
 * the family's default odds and the default limits. `pays` maps each payout key to what `cost`
 * staked wins per hit. `number_cap` bounds the stake on any one number (coverage key) of a draw.
 */
export const lotteryPrices = pgTable(
  "lottery_prices",
  {
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    family: text("family").notNull(),
    betType: text("bet_type").notNull(),
    cost: integer("cost").notNull(),
    pays: jsonb("pays").$type<Record<string, number>>().notNull(),
    minStake: minor("min_stake").notNull(),
    maxStake: minor("max_stake").notNull(),
    numberCap: minor("number_cap").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    updatedBy: integer("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.family, t.betType] }),
    check("lottery_prices_stakes_check", sql`${t.minStake} >= 1 and ${t.maxStake} >= ${t.minStake}`),
    check("lottery_prices_cost_check", sql`${t.cost} >= 1 and ${t.numberCap} >= 0`),
  ],
);

/**
 * A member's slip: lines on one draw, paid for by one ledger transfer (`lottery-slip:<id>`),
 * placed once per request key. `win` is set when the draw settles.
 */
export const lotterySlips = pgTable(
  "lottery_slips",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    drawId: bigint("draw_id", { mode: "number" })
      .notNull()
      .references(() => lotteryDraws.id),
    gameCode: text("game_code").notNull(),
    requestKey: text("request_key").notNull(),
    requestHash: text("request_hash").notNull(),
    stake: minor("stake").notNull(),
    win: minor("win"),
    state: text("state").notNull().default("open"),
    isTrial: boolean("is_trial").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
    settledAt: ts("settled_at"),
    cancelledAt: ts("cancelled_at"),
  },
  (t) => [
    uniqueIndex("lottery_slips_request_uq").on(t.memberId, t.requestKey),
    index("lottery_slips_member_idx").on(t.memberId, t.createdAt),
    // The console's slip search: one merchant's slips in a period.
    index("lottery_slips_merchant_idx").on(t.merchantId, t.createdAt),
    index("lottery_slips_draw_idx").on(t.drawId, t.state, t.memberId),
    check("lottery_slips_state_check", sql`${t.state} in ('open', 'settled', 'cancelled')`),
    check("lottery_slips_money_check", sql`${t.stake} > 0 and (${t.win} is null or ${t.win} >= 0)`),
  ],
);

/**
 * One line of a slip with the price it was sold at (`cost`, `pays`), so a later price change
 * never touches a bet already placed. `line` is the parsed line the rules settle; `cover_*` is
 * its coverage for the valid-bet rule and the number caps.
 */
export const lotteryLines = pgTable(
  "lottery_lines",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slipId: bigint("slip_id", { mode: "number" })
      .notNull()
      .references(() => lotterySlips.id, { onDelete: "cascade" }),
    drawId: bigint("draw_id", { mode: "number" }).notNull(),
    memberId: integer("member_id").notNull(),
    betType: text("bet_type").notNull(),
    line: jsonb("line").notNull(),
    label: text("label").notNull(),
    stake: minor("stake").notNull(),
    cost: integer("cost").notNull(),
    pays: jsonb("pays").$type<Record<string, number>>().notNull(),
    coverGroup: text("cover_group").notNull(),
    coverKey: text("cover_key").notNull(),
    coverSpace: integer("cover_space").notNull(),
    win: minor("win"),
    valid: boolean("valid"),
  },
  (t) => [
    index("lottery_lines_slip_idx").on(t.slipId),
    index("lottery_lines_draw_member_idx").on(t.drawId, t.memberId),
    check("lottery_lines_stake_check", sql`${t.stake} > 0`),
  ],
);

/**
 * Stake sold per draw, merchant, bet type and number (coverage key): the number caps read and
 * raise it in the placing transaction, and the console's live liability lists it.
 */
export const lotteryExposure = pgTable(
  "lottery_exposure",
  {
    drawId: bigint("draw_id", { mode: "number" }).notNull(),
    merchantId: integer("merchant_id").notNull(),
    betType: text("bet_type").notNull(),
    coverKey: text("cover_key").notNull(),
    stake: minor("stake").notNull(),
    /** What the stake would pay if this number came up once, at the prices it was sold at. */
    payout: minor("payout").notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.merchantId, t.betType, t.coverKey] })],
);

/** What each member staked on each draw (open slips), against the per-member limit of a draw. */
export const lotteryMemberDraws = pgTable(
  "lottery_member_draws",
  {
    drawId: bigint("draw_id", { mode: "number" }).notNull(),
    memberId: integer("member_id").notNull(),
    stake: minor("stake").notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.memberId] })],
);
