import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { members } from "./accounts.ts";
import { operators } from "./backoffice.ts";
import { merchants } from "./merchants.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: "number" });

export type TBankDetails = { bankName: string; accountName: string; accountNumber: string };

/** A merchant's deposit channels: a signed-HTTP payment gateway, or manual bank transfer. */
export const paymentChannels = pgTable(
  "payment_channels",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    sortOrder: smallint("sort_order").notNull().default(0),
    minMinor: minor("min_minor").notNull(),
    maxMinor: minor("max_minor").notNull(),
    feeBps: integer("fee_bps").notNull().default(0),
    feeFixedMinor: minor("fee_fixed_minor").notNull().default(0),
    gatewayUrl: text("gateway_url"),
    gatewayMerchantNo: text("gateway_merchant_no"),
    gatewaySecret: text("gateway_secret"),
    bank: jsonb("bank").$type<TBankDetails>(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("payment_channels_kind_check", sql`${t.kind} in ('gateway', 'bank')`),
    check("payment_channels_range_check", sql`0 < ${t.minMinor} and ${t.minMinor} <= ${t.maxMinor}`),
  ],
);

/** Deposit orders; a credited order has exactly one ledger credit (transfer key `deposit:<id>`). */
export const depositOrders = pgTable(
  "deposit_orders",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    channelId: integer("channel_id")
      .notNull()
      .references(() => paymentChannels.id),
    orderNo: text("order_no").notNull().unique(),
    amountMinor: minor("amount_minor").notNull(),
    feeMinor: minor("fee_minor").notNull(),
    status: text("status").notNull(),
    payUrl: text("pay_url"),
    gatewayReference: text("gateway_reference"),
    proofMediaIds: integer("proof_media_ids").array().notNull().default(sql`'{}'::int[]`),
    remark: text("remark"),
    note: text("note"),
    decidedBy: integer("decided_by").references(() => operators.id),
    createdAt: ts("created_at").notNull().defaultNow(),
    settledAt: ts("settled_at"),
  },
  (t) => [
    index("deposit_orders_member_idx").on(t.memberId, t.id),
    index("deposit_orders_queue_idx").on(t.merchantId, t.status, t.id),
    // The agent centre's team figures: each team member's credited deposits in a period.
    index("deposit_orders_member_settled_idx")
      .on(t.memberId, t.settledAt)
      .where(sql`${t.status} = 'credited'`),
    check(
      "deposit_orders_amount_check",
      sql`${t.amountMinor} > 0 and ${t.feeMinor} >= 0 and ${t.feeMinor} < ${t.amountMinor}`,
    ),
    check(
      "deposit_orders_status_check",
      sql`${t.status} in ('pending', 'awaiting_approval', 'credited', 'failed', 'expired')`,
    ),
  ],
);

/** Gateway notifications already handled, so a replayed one changes nothing. */
export const gatewayEvents = pgTable(
  "gateway_events",
  {
    channelId: integer("channel_id")
      .notNull()
      .references(() => paymentChannels.id, { onDelete: "cascade" }),
    eventId: text("event_id").notNull(),
    orderNo: text("order_no").notNull(),
    outcome: text("outcome").notNull(),
    receivedAt: ts("received_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("gateway_events_uq").on(t.channelId, t.eventId)],
);

/** Accounts a member has bound for payouts; removing one keeps the row for past withdrawals. */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    bankName: text("bank_name").notNull(),
    accountNumber: text("account_number").notNull(),
    payeeName: text("payee_name").notNull(),
    removedAt: ts("removed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("payout_accounts_member_idx").on(t.memberId),
    uniqueIndex("payout_accounts_active_uq")
      .on(t.memberId, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * Withdrawals: the amount is held by a pending ledger transfer at request time; payouts post
 * parts of it, and a release voids the rest.
 */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    orderNo: text("order_no").notNull().unique(),
    payoutAccountId: integer("payout_account_id")
      .notNull()
      .references(() => payoutAccounts.id),
    amountMinor: minor("amount_minor").notNull(),
    paidMinor: minor("paid_minor").notNull().default(0),
    releasedMinor: minor("released_minor").notNull().default(0),
    holdTransferId: bigint("hold_transfer_id", { mode: "number" }).notNull(),
    status: text("status").notNull(),
    approvalId: integer("approval_id"),
    note: text("note"),
    decidedBy: integer("decided_by").references(() => operators.id),
    createdAt: ts("created_at").notNull().defaultNow(),
    decidedAt: ts("decided_at"),
    completedAt: ts("completed_at"),
  },
  (t) => [
    index("withdrawals_member_idx").on(t.memberId, t.id),
    index("withdrawals_queue_idx").on(t.merchantId, t.status, t.id),
    // The agent centre's team figures: each team member's completed withdrawals in a period.
    index("withdrawals_member_completed_idx")
      .on(t.memberId, t.completedAt)
      .where(sql`${t.status} = 'completed'`),
    check("withdrawals_amount_check", sql`${t.paidMinor} + ${t.releasedMinor} <= ${t.amountMinor}`),
    check(
      "withdrawals_status_check",
      sql`${t.status} in ('pending', 'approving', 'approved', 'completed', 'rejected')`,
    ),
  ],
);

/** One payout of a withdrawal and the member's confirmation of it (spec §4). */
export const withdrawalPayouts = pgTable(
  "withdrawal_payouts",
  {
    id: serial("id").primaryKey(),
    withdrawalId: integer("withdrawal_id")
      .notNull()
      .references(() => withdrawals.id, { onDelete: "cascade" }),
    merchantId: integer("merchant_id").notNull(),
    memberId: integer("member_id").notNull(),
    amountMinor: minor("amount_minor").notNull(),
    status: text("status").notNull(),
    transferId: bigint("transfer_id", { mode: "number" }).notNull(),
    confirmBy: ts("confirm_by").notNull(),
    proofMediaIds: integer("proof_media_ids").array().notNull().default(sql`'{}'::int[]`),
    remark: text("remark"),
    resolvedBy: integer("resolved_by").references(() => operators.id),
    createdAt: ts("created_at").notNull().defaultNow(),
    confirmedAt: ts("confirmed_at"),
  },
  (t) => [
    index("withdrawal_payouts_withdrawal_idx").on(t.withdrawalId),
    index("withdrawal_payouts_due_idx").on(t.confirmBy).where(sql`${t.status} = 'paid'`),
    check(
      "withdrawal_payouts_status_check",
      sql`${t.status} in ('paid', 'received', 'not_received', 'auto_received', 'forced_received', 'refunded')`,
    ),
  ],
);
