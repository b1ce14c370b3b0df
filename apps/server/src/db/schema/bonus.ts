import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
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
import { operators } from "./backoffice.ts";
import { merchants } from "./merchants.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: "number" });

/**
 * An operator's bonus campaign: trigger → conditions → reward → wagering (decisions/0022). The
 * conditions, reward and wagering are the contract's shapes, checked when saved.
 */
export const bonusCampaigns = pgTable(
  "bonus_campaigns",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    name: jsonb("name").$type<Record<string, string>>().notNull(),
    description: jsonb("description").$type<Record<string, string>>().notNull(),
    trigger: text("trigger").notNull(),
    /** draft → active ⇄ paused → ended */
    state: text("state").notNull().default("draft"),
    startsAt: ts("starts_at").notNull(),
    endsAt: ts("ends_at"),
    conditions: jsonb("conditions").notNull(),
    reward: jsonb("reward").notNull(),
    wagering: jsonb("wagering").notNull(),
    budget: minor("budget"),
    /** What it has granted: grants and their sum (kept with each grant, for the budget check). */
    grants: integer("grants").notNull().default(0),
    granted: minor("granted").notNull().default(0),
    createdBy: integer("created_by").references(() => operators.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("bonus_campaigns_merchant_idx").on(t.merchantId, t.state)],
);

/**
 * One bonus given to one member, locked in the member's bonus account until its turnover is
 * played (converted), or given back (forfeited, expired). `key` makes each grant once: a deposit's
 * bonus, a member's once-only campaign, an operator's idempotency key.
 */
export const bonusGrants = pgTable(
  "bonus_grants",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: "restrict" }),
    key: text("key").notNull(),
    bonus: minor("bonus").notNull(),
    deposit: minor("deposit").notNull().default(0),
    multiple: smallint("multiple").notNull(),
    basis: text("basis").notNull(),
    contributions: jsonb("contributions").$type<Record<string, number>>().notNull(),
    maxBet: minor("max_bet"),
    required: minor("required").notNull(),
    counted: minor("counted").notNull().default(0),
    /** active → converted | forfeited | expired */
    state: text("state").notNull().default("active"),
    expiresAt: ts("expires_at").notNull(),
    grantedAt: ts("granted_at").notNull().defaultNow(),
    closedAt: ts("closed_at"),
    /** Who closed it by hand, and why (a forfeit in the console). */
    closedBy: integer("closed_by"),
    closeReason: text("close_reason"),
  },
  (t) => [
    uniqueIndex("bonus_grants_key_uq").on(t.merchantId, t.key),
    index("bonus_grants_member_idx").on(t.memberId, t.state),
    index("bonus_grants_campaign_idx").on(t.campaignId),
    index("bonus_grants_active_expiry_idx").on(t.expiresAt).where(sql`${t.state} = 'active'`),
    check("bonus_grants_amounts", sql`${t.bonus} > 0 and ${t.counted} >= 0 and ${t.required} > 0`),
  ],
);

/** The deposit bonus a member chose before paying: granted when that deposit is credited. */
export const bonusDepositChoices = pgTable("bonus_deposit_choices", {
  depositId: integer("deposit_id").primaryKey(),
  merchantId: integer("merchant_id").notNull(),
  memberId: integer("member_id").notNull(),
  campaignId: integer("campaign_id")
    .notNull()
    .references(() => bonusCampaigns.id, { onDelete: "cascade" }),
  createdAt: ts("created_at").notNull().defaultNow(),
  /** Once the deposit was credited: granted, or why not (a refusal the member is told of). */
  outcome: text("outcome"),
  grantId: bigint("grant_id", { mode: "number" }),
});

/**
 * One person, one bonus: what identified a member when a once-per-device or once-per-payout-account
 * campaign paid them (a device id, a payout account number), so another account with the same
 * identity gets nothing from that campaign.
 */
export const bonusIdentityClaims = pgTable(
  "bonus_identity_claims",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: "cascade" }),
    identity: text("identity").notNull(),
    grantId: bigint("grant_id", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.identity] })],
);

/**
 * A campaign reward that is not bonus money (decisions/0022): points, given at once (`done`), or a
 * pack of free spins on one of Orchid's slot games at a set bet, `active` until every spin is
 * played or it expires; what the spins won then becomes a bonus grant (`grant_id`) under the
 * campaign's wagering. `key` makes each award once, like a grant's.
 */
export const bonusAwards = pgTable(
  "bonus_awards",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: "restrict" }),
    key: text("key").notNull(),
    /** points | free_spins */
    kind: text("kind").notNull(),
    points: bigint("points", { mode: "number" }).notNull().default(0),
    gameId: integer("game_id"),
    spins: integer("spins").notNull().default(0),
    used: integer("used").notNull().default(0),
    lines: smallint("lines").notNull().default(0),
    betPerLine: minor("bet_per_line").notNull().default(0),
    won: minor("won").notNull().default(0),
    /** active → done | expired */
    state: text("state").notNull().default("active"),
    grantId: bigint("grant_id", { mode: "number" }),
    expiresAt: ts("expires_at").notNull(),
    grantedAt: ts("granted_at").notNull().defaultNow(),
    closedAt: ts("closed_at"),
  },
  (t) => [
    uniqueIndex("bonus_awards_key_uq").on(t.merchantId, t.key),
    index("bonus_awards_member_idx").on(t.memberId, t.state),
    index("bonus_awards_campaign_idx").on(t.campaignId, t.memberId),
    index("bonus_awards_active_expiry_idx").on(t.expiresAt).where(sql`${t.state} = 'active'`),
    check("bonus_awards_counts", sql`${t.used} >= 0 and ${t.used} <= ${t.spins} and ${t.won} >= 0`),
  ],
);

/** One free spin of an award, stored under the page's round key so a repeated call answers it again. */
export const bonusAwardSpins = pgTable(
  "bonus_award_spins",
  {
    awardId: bigint("award_id", { mode: "number" })
      .notNull()
      .references(() => bonusAwards.id, { onDelete: "cascade" }),
    roundKey: text("round_key").notNull(),
    win: minor("win").notNull(),
    detail: jsonb("detail").notNull(),
    playedAt: ts("played_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.awardId, t.roundKey] })],
);
