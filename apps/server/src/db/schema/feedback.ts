import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { merchants } from "./merchants.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Feedback a visitor or member sent, and the operator's reply. */
export const feedback = pgTable(
  "feedback",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id"),
    reference: text("reference").notNull(),
    type: text("type").notNull(),
    content: text("content").notNull(),
    imageIds: bigint("image_ids", { mode: "number" }).array().notNull().default([]),
    contact: text("contact"),
    ip: text("ip"),
    reply: text("reply"),
    repliedBy: integer("replied_by"),
    repliedAt: ts("replied_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("feedback_reference_uq").on(t.reference),
    index("feedback_queue_idx").on(t.merchantId, t.repliedAt, t.id),
    index("feedback_member_idx").on(t.memberId, t.id),
  ],
);
