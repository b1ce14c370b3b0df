import { boolean, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Game vendors and how their money is held: a transfer wallet per member, or seamless. */
export const gameVendors = pgTable("game_vendors", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  walletMode: text("wallet_mode").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  sortOrder: smallint("sort_order").notNull().default(0),
  createdAt: ts("created_at").notNull().defaultNow(),
});
