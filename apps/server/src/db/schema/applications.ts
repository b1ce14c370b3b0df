import { sql } from "drizzle-orm";
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
import { members } from "./accounts.ts";
import { notices } from "./content.ts";
import { merchants } from "./merchants.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's application to a promotion (a PR notice) with a remark and proof images, reviewed by
 * an operator. One open or approved application per member and promotion; after a rejection the
 * member may apply again.
 */
export const activityApplications = pgTable(
  "activity_applications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    remark: text("remark"),
    imageIds: bigint("image_ids", { mode: "number" }).array().notNull().default([]),
    /** applying → approved | rejected */
    state: text("state").notNull().default("applying"),
    note: text("note"),
    reward: bigint("reward", { mode: "number" }),
    rewardUnit: text("reward_unit"),
    decidedBy: integer("decided_by"),
    decidedAt: ts("decided_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("activity_applications_open_uq")
      .on(t.memberId, t.noticeId)
      .where(sql`${t.state} in ('applying', 'approved')`),
    index("activity_applications_queue_idx").on(t.merchantId, t.state, t.id),
    index("activity_applications_member_idx").on(t.memberId, t.id),
  ],
);
