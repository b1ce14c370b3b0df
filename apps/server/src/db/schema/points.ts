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
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { members } from "./accounts.ts";
import { merchants } from "./merchants.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: "number" });

/**
 * A merchant's points rules (decisions/0022): points per 100.00 of valid bet by game type and per
 * 100.00 deposited, and the exchange rate to cash. No row: points are off.
 */
export const pointsSettings = pgTable("points_settings", {
  merchantId: integer("merchant_id")
    .primaryKey()
    .references(() => merchants.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  earn: jsonb("earn").$type<Record<string, number>>().notNull().default({}),
  depositRate: integer("deposit_rate").notNull().default(0),
  exchangePoints: integer("exchange_points").notNull().default(100),
  exchangeMinor: integer("exchange_minor").notNull().default(100),
  minConvert: integer("min_convert").notNull().default(100),
  rules: jsonb("rules").$type<Record<string, string>>().notNull().default({}),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/**
 * What a member earned short of a whole point, per game type (or DEPOSIT), in ten-thousandths of
 * a point, so small bets add up across the engine's batches and nothing is rounded away.
 */
export const pointsCarry = pgTable(
  "points_carry",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    carry: bigint("carry", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.source] })],
);

/** A points-mall product: points and cash per unit, and the units left. */
export const mallProducts = pgTable(
  "mall_products",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    name: jsonb("name").$type<Record<string, string>>().notNull(),
    description: jsonb("description").$type<Record<string, string>>().notNull(),
    mediaId: integer("media_id"),
    points: bigint("points", { mode: "number" }).notNull(),
    amount: minor("amount").notNull().default(0),
    stock: integer("stock").notNull(),
    needsAddress: boolean("needs_address").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    redeemed: integer("redeemed").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("mall_products_merchant_idx").on(t.merchantId, t.sort),
    check("mall_products_stock", sql`${t.stock} >= 0 and ${t.points} >= 0 and ${t.amount} >= 0`),
  ],
);

/**
 * A member's redeem: its points (and cash) held by pending ledger lines until an operator
 * approves (posted) or rejects (voided, the stock given back).
 */
export const mallRedeems = pgTable(
  "mall_redeems",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => mallProducts.id, { onDelete: "restrict" }),
    reference: text("reference").notNull(),
    quantity: integer("quantity").notNull(),
    points: bigint("points", { mode: "number" }).notNull(),
    amount: minor("amount").notNull(),
    pointsHoldId: bigint("points_hold_id", { mode: "number" }),
    cashHoldId: bigint("cash_hold_id", { mode: "number" }),
    /** applying → approved | rejected */
    state: text("state").notNull().default("applying"),
    address: text("address"),
    remark: text("remark"),
    note: text("note"),
    decidedBy: integer("decided_by"),
    decidedAt: ts("decided_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("mall_redeems_reference_uq").on(t.reference),
    index("mall_redeems_member_idx").on(t.memberId, t.id),
    index("mall_redeems_queue_idx").on(t.merchantId, t.state, t.id),
  ],
);
