import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { members } from "./accounts.ts";
import { merchants } from "./merchants.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A red-envelope raffle: its pool split into packets when made. */
export const raffles = pgTable("raffles", {
  id: serial("id").primaryKey(),
  merchantId: integer("merchant_id")
    .notNull()
    .references(() => merchants.id, { onDelete: "cascade" }),
  title: jsonb("title").$type<Record<string, string>>().notNull(),
  pool: bigint("pool", { mode: "number" }).notNull(),
  packets: integer("packets").notNull(),
  opensAt: ts("opens_at").notNull(),
  closesAt: ts("closes_at").notNull(),
  createdBy: integer("created_by"),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/** One packet of a raffle; a member takes one (the first free, skipping those others hold), once per raffle. */
export const rafflePackets = pgTable(
  "raffle_packets",
  {
    raffleId: integer("raffle_id")
      .notNull()
      .references(() => raffles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    memberId: integer("member_id").references(() => members.id, { onDelete: "set null" }),
    claimedAt: ts("claimed_at"),
  },
  (t) => [
    primaryKey({ columns: [t.raffleId, t.position] }),
    uniqueIndex("raffle_packets_member_uq").on(t.raffleId, t.memberId),
    index("raffle_packets_free_idx").on(t.raffleId, t.position),
  ],
);
