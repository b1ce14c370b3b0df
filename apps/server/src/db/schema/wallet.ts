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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { members } from "./accounts.ts";
import { merchants } from "./merchants.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: "number" });

/**
 * Ledger accounts. Member accounts (main wallet, one per game vendor; later a bonus and a points
 * account, which are not wallets the member moves money between) may never be overdrawn;
 * merchant accounts (house, deposits and withdrawals clearing, fees, bonus, adjustments, trial)
 * are split into shards so no single row is hot. Balances are cached here and updated in the
 * transaction that writes the transfer; `npm run ledger:check` proves them against the transfers.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id").references(() => members.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** Vendor code of a game wallet; empty for every other account. */
    wallet: text("wallet").notNull().default(""),
    shard: smallint("shard").notNull().default(0),
    /**
     * What the account counts: `minor` units of the merchant's currency, or loyalty `points`
     * (decisions/0022). A line's two accounts always count the same unit.
     */
    unit: text("unit").notNull().default("minor"),
    mustNotOverdraw: boolean("must_not_overdraw").notNull(),
    debitsPosted: minor("debits_posted").notNull().default(0),
    creditsPosted: minor("credits_posted").notNull().default(0),
    debitsPending: minor("debits_pending").notNull().default(0),
    creditsPending: minor("credits_pending").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_accounts_member_uq")
      .on(t.memberId, t.kind, t.wallet)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex("ledger_accounts_merchant_uq")
      .on(t.merchantId, t.kind, t.shard)
      .where(sql`${t.memberId} is null`),
    check(
      "ledger_accounts_no_overdraft",
      sql`not ${t.mustNotOverdraw} or ${t.debitsPosted} + ${t.debitsPending} <= ${t.creditsPosted}`,
    ),
    check("ledger_accounts_unit_check", sql`${t.unit} in ('minor', 'points')`),
    check(
      "ledger_accounts_totals_check",
      sql`${t.debitsPosted} >= 0 and ${t.creditsPosted} >= 0 and ${t.debitsPending} >= 0 and ${t.creditsPending} >= 0`,
    ),
  ],
);

/**
 * Immutable transfers (a trigger refuses UPDATE, DELETE and TRUNCATE). `phase` is posted,
 * pending (a hold), post_pending (part or all of a hold moved) or void_pending (the rest given
 * back, by hand or on expiry). `transferKey` makes each ledger step happen at most once.
 */
export const ledgerTransfers = pgTable(
  "ledger_transfers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /**
     * No foreign key: both accounts already belong to the merchant (`ledger:check` proves the line
     * names the same one), and a check per line on the hottest insert was measurable (0008).
     */
    merchantId: integer("merchant_id").notNull(),
    debitAccountId: bigint("debit_account_id", { mode: "number" })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint("credit_account_id", { mode: "number" })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minor("amount").notNull(),
    code: text("code").notNull(),
    phase: text("phase").notNull(),
    pendingId: bigint("pending_id", { mode: "number" }),
    /** A hold's expiry (pending transfers only). */
    timeoutAt: ts("timeout_at"),
    /** Available balance (posted − pending debits) of each side right after this step. */
    debitAvailableAfter: minor("debit_available_after").notNull(),
    creditAvailableAfter: minor("credit_available_after").notNull(),
    transferKey: text("transfer_key").notNull(),
    reference: text("reference"),
    memo: text("memo"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_transfers_key_uq").on(t.merchantId, t.transferKey),
    index("ledger_transfers_debit_idx").on(t.debitAccountId, t.id),
    index("ledger_transfers_credit_idx").on(t.creditAccountId, t.id),
    index("ledger_transfers_pending_idx").on(t.pendingId).where(sql`${t.pendingId} is not null`),
    check("ledger_transfers_amount_check", sql`${t.amount} > 0`),
    check("ledger_transfers_sides_check", sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check(
      "ledger_transfers_phase_check",
      sql`${t.phase} in ('posted', 'pending', 'post_pending', 'void_pending')`,
    ),
    check(
      "ledger_transfers_pending_ref_check",
      sql`(${t.phase} in ('post_pending', 'void_pending')) = (${t.pendingId} is not null)`,
    ),
  ],
);

/**
 * Money-moving requests by their client key: the same key with the same request answers the
 * first result (or the first failure); a different request under that key is refused.
 */
export const idempotencyRequests = pgTable(
  "idempotency_requests",
  {
    /** No foreign key: a stored answer, written with every money call (decisions/0008). */
    merchantId: integer("merchant_id").notNull(),
    /** Who sent it: `member:<id>` or `operator:<id>`, so keys never collide across callers. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    outcome: text("outcome").notNull(),
    response: jsonb("response"),
    errorCode: text("error_code"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.scope, t.key] }),
    check("idempotency_outcome_check", sql`${t.outcome} in ('ok', 'failed')`),
  ],
);
