import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
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
import { games, gameVendors } from "./games.ts";
import { merchants } from "./merchants.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: "number" });

/**
 * A launched game: the member, the game and its vendor. The launch token (stored hashed) must be
 * presented to the vendor wallet's `authenticate` before `launch_expires_at`; the session then
 * lives until `expires_at`, which each bet pushes forward. Wins and rollbacks are accepted after
 * it ends, because a vendor settles rounds its player started in time.
 */
export const gameSessions = pgTable(
  "game_sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    vendorCode: text("vendor_code")
      .notNull()
      .references(() => gameVendors.code),
    gameId: bigint("game_id", { mode: "number" })
      .notNull()
      .references(() => games.id),
    tokenHash: text("token_hash").notNull(),
    language: text("language").notNull(),
    device: text("device").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    launchExpiresAt: ts("launch_expires_at").notNull(),
    authenticatedAt: ts("authenticated_at"),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [
    uniqueIndex("game_sessions_token_uq").on(t.tokenHash),
    index("game_sessions_member_idx").on(t.memberId, t.createdAt),
  ],
);

/**
 * Every seamless-wallet call that moves money, unique by the vendor's own transaction id, so a
 * repeated call answers what the first one did. A rollback that arrives before its bet leaves a
 * `tombstone` row under the bet's id: the bet, when it comes, is refused and moves nothing.
 */
export const vendorTransactions = pgTable(
  "vendor_transactions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    vendorCode: text("vendor_code")
      .notNull()
      .references(() => gameVendors.code),
    txId: text("tx_id").notNull(),
    kind: text("kind").notNull(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    roundId: text("round_id").notNull(),
    amount: minor("amount").notNull(),
    refTxId: text("ref_tx_id"),
    status: text("status").notNull(),
    requestHash: text("request_hash").notNull(),
    balanceAfter: minor("balance_after").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vendor_transactions_tx_uq").on(t.vendorCode, t.txId),
    index("vendor_transactions_round_idx").on(t.vendorCode, t.roundId),
    check("vendor_transactions_kind_check", sql`${t.kind} in ('bet', 'win', 'rollback')`),
    check("vendor_transactions_status_check", sql`${t.status} in ('applied', 'tombstone', 'rolled_back')`),
    check("vendor_transactions_amount_check", sql`${t.amount} >= 0`),
  ],
);

/**
 * A game round as the betting record shows it: what was staked and won, kept up to date by the
 * round's vendor transactions. `detail` holds what the game reported (Orchid's slots: the reels).
 */
export const gameRounds = pgTable(
  "game_rounds",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    vendorCode: text("vendor_code")
      .notNull()
      .references(() => gameVendors.code),
    roundId: text("round_id").notNull(),
    gameId: bigint("game_id", { mode: "number" })
      .notNull()
      .references(() => games.id),
    gameType: text("game_type").notNull(),
    stake: minor("stake").notNull().default(0),
    win: minor("win").notNull().default(0),
    status: text("status").notNull(),
    detail: jsonb("detail"),
    /** Played by a trial account with play credit: never counted as real money in reports. */
    isTrial: boolean("is_trial").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
    settledAt: ts("settled_at"),
  },
  (t) => [
    uniqueIndex("game_rounds_vendor_round_uq").on(t.vendorCode, t.roundId),
    index("game_rounds_member_idx").on(t.memberId, t.createdAt),
    index("game_rounds_member_game_idx").on(t.memberId, t.gameId, t.createdAt),
    // The console's round search and RTP report: one merchant's rounds in a period.
    index("game_rounds_merchant_idx").on(t.merchantId, t.createdAt),
    check("game_rounds_status_check", sql`${t.status} in ('open', 'settled', 'cancelled')`),
    check("game_rounds_money_check", sql`${t.stake} >= 0 and ${t.win} >= 0`),
  ],
);

/**
 * Per member, local day and game type: bets, stakes and wins, written in the same transaction as
 * each vendor call. Reports and profit pages read these, never the raw rounds.
 */
export const memberGameDays = pgTable(
  "member_game_days",
  {
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    gameType: text("game_type").notNull(),
    bets: integer("bets").notNull().default(0),
    stake: minor("stake").notNull().default(0),
    /** Stake that counts for agents (valid bet): not trial, not voided, not both sides, not over 70 % coverage. */
    validStake: minor("valid_stake").notNull().default(0),
    win: minor("win").notNull().default(0),
    /** A trial account's play (its member is a trial account for life): left out of real-money reports. */
    isTrial: boolean("is_trial").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.gameType] })],
);

/**
 * A progressive jackpot per merchant and maths model, in pool units (1/10,000 of a minor unit, so
 * a basis-point share of any stake is exact), split into shards by member so concurrent stakes
 * never queue on one row; the pool is the sum of its shards. A hit takes every shard's whole
 * minor units and leaves the fractions plus the reseed.
 */
export const jackpotPools = pgTable(
  "jackpot_pools",
  {
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    modelId: text("model_id").notNull(),
    shard: smallint("shard").notNull().default(0),
    poolUnits: bigint("pool_units", { mode: "bigint" }).notNull(),
    hits: integer("hits").notNull().default(0),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.modelId, t.shard] }),
    check("jackpot_pools_units_check", sql`${t.poolUnits} >= 0`),
  ],
);
