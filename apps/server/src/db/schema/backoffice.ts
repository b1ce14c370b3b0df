import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { merchants } from "./merchants.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** People who run merchants: never members. `merchant_id` null is a platform owner across all merchants. */
export const operators = pgTable(
  "operators",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id").references(() => merchants.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    displayName: text("display_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull(),
    status: text("status").notNull().default("active"),
    /** Set on the first login; confirmed (enabled) by the first correct code. */
    totpSecret: text("totp_secret"),
    totpEnabledAt: ts("totp_enabled_at"),
    totpLastCounter: bigint("totp_last_counter", { mode: "number" }),
    lastLoginAt: ts("last_login_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("operators_username_uq").on(sql`lower(${t.username})`),
    check("operators_role_check", sql`${t.role} in ('owner', 'finance', 'support', 'content')`),
    check("operators_status_check", sql`${t.status} in ('active', 'disabled')`),
  ],
);

/**
 * Operator sessions: the token's SHA-256 only. A session is `pending` after the password until
 * the authenticator code is given; only `active` sessions may call the console.
 */
export const operatorSessions = pgTable(
  "operator_sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    stage: text("stage").notNull(),
    attempts: integer("attempts").notNull().default(0),
    ip: text("ip").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: ts("created_at").notNull(),
    lastSeenAt: ts("last_seen_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [
    index("operator_sessions_operator_idx").on(t.operatorId),
    check("operator_sessions_stage_check", sql`${t.stage} in ('pending', 'active')`),
  ],
);

/** Append-only record of every console action and refusal: who, what, before/after, where from. */
export const operatorAudit = pgTable(
  "operator_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    operatorId: integer("operator_id"),
    merchantId: integer("merchant_id"),
    action: text("action").notNull(),
    outcome: text("outcome").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    ip: text("ip").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    index("operator_audit_merchant_idx").on(t.merchantId, t.createdAt),
    index("operator_audit_operator_idx").on(t.operatorId, t.createdAt),
    check("operator_audit_outcome_check", sql`${t.outcome} in ('ok', 'refused')`),
  ],
);

/** Operators' notes on a member: kept as written, newest shown first. */
export const memberNotes = pgTable(
  "member_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id").notNull(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id),
    text: text("text").notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("member_notes_member_idx").on(t.memberId, t.createdAt)],
);

/**
 * Four-eyes requests: a money action is stored here by one operator and carried out only when a
 * second operator (never the requester) approves it. `kind` names the action; its executor is
 * defined by the module that owns the money (see modules/operators/approval-kinds.ts).
 */
export const approvalRequests = pgTable(
  "approval_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }),
    status: text("status").notNull().default("pending"),
    requestedBy: integer("requested_by")
      .notNull()
      .references(() => operators.id),
    requestNote: text("request_note").notNull().default(""),
    decidedBy: integer("decided_by").references(() => operators.id),
    decisionNote: text("decision_note"),
    failure: text("failure"),
    createdAt: ts("created_at").notNull(),
    decidedAt: ts("decided_at"),
  },
  (t) => [
    index("approval_requests_merchant_idx").on(t.merchantId, t.status, t.createdAt),
    check(
      "approval_requests_status_check",
      sql`${t.status} in ('pending', 'approved', 'rejected', 'failed')`,
    ),
    check(
      "approval_requests_four_eyes_check",
      sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
  ],
);
