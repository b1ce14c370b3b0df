import { bigint, bigserial, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: "number" });

/**
 * What members did, as the halls and payments record it in the transaction that made it so:
 * settled play (per rollup change), credited deposits, registrations. The engagement job takes
 * rows in id order (`for update skip locked`), applies them to bonuses, missions and points in one
 * transaction and deletes them there, so each counts once across instances (decisions/0022).
 * No foreign keys: the insert sits on the slot spin's path and the rows live for seconds.
 */
export const activityEvents = pgTable("activity_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  merchantId: integer("merchant_id").notNull(),
  memberId: integer("member_id").notNull(),
  /** play | deposit | first_deposit | register */
  kind: text("kind").notNull(),
  gameType: text("game_type"),
  bets: integer("bets").notNull().default(0),
  stake: minor("stake").notNull().default(0),
  validStake: minor("valid_stake").notNull().default(0),
  win: minor("win").notNull().default(0),
  /** A deposit's credited amount, minor units. */
  amount: minor("amount").notNull().default(0),
  /** What it came from (a deposit's id). */
  ref: text("ref"),
  at: ts("at").notNull().defaultNow(),
});
