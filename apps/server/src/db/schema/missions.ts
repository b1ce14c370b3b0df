import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { members } from "./accounts.ts";
import { merchants } from "./merchants.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** An operator's mission: a goal counted from settled events per period, and its reward. */
export const missions = pgTable(
  "missions",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    name: jsonb("name").$type<Record<string, string>>().notNull(),
    description: jsonb("description").$type<Record<string, string>>().notNull(),
    /** daily | weekly | once */
    period: text("period").notNull(),
    /** bet | deposit | lottery_bets | login_days */
    goal: text("goal").notNull(),
    gameType: text("game_type"),
    target: bigint("target", { mode: "number" }).notNull(),
    reward: bigint("reward", { mode: "number" }).notNull(),
    /** minor | points */
    rewardUnit: text("reward_unit").notNull(),
    claimDays: integer("claim_days").notNull().default(7),
    enabled: boolean("enabled").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("missions_merchant_idx").on(t.merchantId, t.enabled)],
);

/**
 * A member's progress on a mission in one period (its first local day; 1970-01-01 for a one-off
 * mission); `lastDay` is the last local day a login counted; `doneAt` when the target was reached.
 */
export const missionProgress = pgTable(
  "mission_progress",
  {
    missionId: integer("mission_id")
      .notNull()
      .references(() => missions.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    periodStart: date("period_start").notNull(),
    progress: bigint("progress", { mode: "number" }).notNull().default(0),
    lastDay: date("last_day"),
    doneAt: ts("done_at"),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.memberId, t.periodStart] })],
);

/**
 * Everything a member may claim in the reward centre (a done mission, later referral rewards and
 * raffle packets): claimed once, by a conditional update in the transaction of its ledger line.
 */
export const rewardClaims = pgTable(
  "reward_claims",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** mission | referral | raffle | manual */
    source: text("source").notNull(),
    /** What makes it once (a mission's member and period). */
    sourceKey: text("source_key").notNull(),
    title: jsonb("title").$type<Record<string, string>>().notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** minor | points */
    unit: text("unit").notNull(),
    /** available → claimed | expired */
    state: text("state").notNull().default("available"),
    expiresAt: ts("expires_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    claimedAt: ts("claimed_at"),
  },
  (t) => [
    uniqueIndex("reward_claims_source_uq").on(t.merchantId, t.sourceKey),
    index("reward_claims_member_idx").on(t.memberId, t.state),
    index("reward_claims_due_idx").on(t.expiresAt).where(sql`${t.state} = 'available'`),
  ],
);

/** Per member and local day, from the activity: valid bet and wins (the leaderboard) and deposits (VIP). */
export const leaderboardDays = pgTable(
  "leaderboard_days",
  {
    merchantId: integer("merchant_id").notNull(),
    memberId: integer("member_id").notNull(),
    day: date("day").notNull(),
    validBet: bigint("valid_bet", { mode: "number" }).notNull().default(0),
    win: bigint("win", { mode: "number" }).notNull().default(0),
    /** Credited deposits of the day (VIP thresholds). */
    deposits: bigint("deposits", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    index("leaderboard_days_rank_idx").on(t.merchantId, t.day),
  ],
);
