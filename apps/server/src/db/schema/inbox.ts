import { sql } from "drizzle-orm";
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "./accounts.ts";
import { merchants } from "./merchants.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Notification messages of a member's inbox (spec §3), worded by the site from `kind`. */
export const memberMessages = pgTable(
  "member_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    orderNo: text("order_no"),
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    readAt: ts("read_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("member_messages_member_idx").on(t.memberId, t.id),
    index("member_messages_unread_idx").on(t.memberId).where(sql`${t.readAt} is null`),
  ],
);
