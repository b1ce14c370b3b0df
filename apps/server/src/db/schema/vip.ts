import { bigint, boolean, integer, jsonb, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { merchants } from "./merchants.ts";

/** A merchant's VIP level: thresholds over the last 30 days and its benefits. */
export const vipLevels = pgTable(
  "vip_levels",
  {
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    rank: integer("rank").notNull(),
    name: jsonb("name").$type<Record<string, string>>().notNull(),
    minDeposits: bigint("min_deposits", { mode: "number" }).notNull(),
    minValidBet: bigint("min_valid_bet", { mode: "number" }).notNull(),
    rebateBp: integer("rebate_bp").notNull().default(0),
    withdrawDailyMax: bigint("withdraw_daily_max", { mode: "number" }),
    dedicatedService: boolean("dedicated_service").notNull().default(false),
    /** Paid into the reward centre on the member's birthday, once a year, minor units (0: none). */
    birthdayBonus: bigint("birthday_bonus", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.rank] })],
);
