import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { members } from "./accounts.ts";
import { merchants } from "./merchants.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: "number" });

/** A merchant's cockfight settings (a merchant without a row uses the defaults in sabong-settings.ts). */
export const sabongSettings = pgTable("sabong_settings", {
  merchantId: integer("merchant_id")
    .primaryKey()
    .references(() => merchants.id),
  plasadaBp: integer("plasada_bp").notNull(),
  minPer100: integer("min_per_100").notNull(),
  drawProfit: integer("draw_profit").notNull(),
  drawPer: integer("draw_per").notNull(),
  minStake: minor("min_stake").notNull(),
  maxStake: minor("max_stake").notNull(),
  streamUrl: text("stream_url").notNull().default(""),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/**
 * One fight of a merchant's derby. It opens when made and keeps the plasada, minimum payout and
 * draw odds it opened with; the pools are the sums of its bets (kept here, so a bet and the pools
 * change together under the fight's row lock). `settled` once every bet was paid or refunded.
 */
export const sabongFights = pgTable(
  "sabong_fights",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    derby: text("derby").notNull(),
    fightNo: integer("fight_no").notNull(),
    meron: text("meron").notNull(),
    wala: text("wala").notNull(),
    state: text("state").notNull().default("open"),
    poolMeron: minor("pool_meron").notNull().default(0),
    poolWala: minor("pool_wala").notNull().default(0),
    poolDraw: minor("pool_draw").notNull().default(0),
    bets: integer("bets").notNull().default(0),
    plasadaBp: integer("plasada_bp").notNull(),
    minPer100: integer("min_per_100").notNull(),
    drawProfit: integer("draw_profit").notNull(),
    drawPer: integer("draw_per").notNull(),
    cancelReason: text("cancel_reason"),
    paid: minor("paid"),
    refunded: minor("refunded"),
    houseTake: minor("house_take"),
    settled: boolean("settled").notNull().default(false),
    openedBy: integer("opened_by"),
    declaredBy: integer("declared_by"),
    approvedBy: integer("approved_by"),
    openedAt: ts("opened_at").notNull(),
    closedAt: ts("closed_at"),
    endedAt: ts("ended_at"),
  },
  (t) => [
    uniqueIndex("sabong_fights_merchant_no_uq").on(t.merchantId, t.fightNo),
    // One fight of a merchant takes bets or waits for its result at a time.
    uniqueIndex("sabong_fights_one_running_uq")
      .on(t.merchantId)
      .where(sql`${t.state} in ('open', 'last_call', 'closed')`),
    index("sabong_fights_unsettled_idx")
      .on(t.id)
      .where(sql`not ${t.settled} and ${t.state} in ('meron', 'wala', 'draw', 'cancelled')`),
    check(
      "sabong_fights_state_check",
      sql`${t.state} in ('open', 'last_call', 'closed', 'meron', 'wala', 'draw', 'cancelled')`,
    ),
  ],
);

/** A member's bet on a fight, once per request key; `returned` once settled (0: lost). */
export const sabongBets = pgTable(
  "sabong_bets",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    fightId: bigint("fight_id", { mode: "number" })
      .notNull()
      .references(() => sabongFights.id),
    merchantId: integer("merchant_id").notNull(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    requestKey: text("request_key").notNull(),
    requestHash: text("request_hash").notNull(),
    side: text("side").notNull(),
    stake: minor("stake").notNull(),
    outcome: text("outcome"),
    returned: minor("returned"),
    isTrial: boolean("is_trial").notNull().default(false),
    placedAt: ts("placed_at").notNull(),
    settledAt: ts("settled_at"),
  },
  (t) => [
    uniqueIndex("sabong_bets_member_key_uq").on(t.memberId, t.requestKey),
    index("sabong_bets_fight_idx").on(t.fightId, t.id),
    index("sabong_bets_member_idx").on(t.memberId, t.id),
    check("sabong_bets_side_check", sql`${t.side} in ('meron', 'wala', 'draw')`),
    check("sabong_bets_stake_check", sql`${t.stake} > 0`),
  ],
);
