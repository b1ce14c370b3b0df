import type { TContractTerms } from "@orchid/contract/agent";
import type { TAgentContractSettings } from "@orchid/contract/backoffice-agents";
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
 * Per member, 5-minute window (UTC, aligned) and game type: bets, stakes, valid stakes and wins,
 * written in the same transaction as each settled bet, beside the daily rollup. Real-time and
 * hourly salary read these, never raw rounds.
 */
export const memberGameWindows = pgTable(
  "member_game_windows",
  {
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    windowStart: ts("window_start").notNull(),
    gameType: text("game_type").notNull(),
    bets: integer("bets").notNull().default(0),
    stake: minor("stake").notNull().default(0),
    /** Stake that counts for agents: not trial, not voided, not both sides, not over 70 % coverage. */
    validStake: minor("valid_stake").notNull().default(0),
    win: minor("win").notNull().default(0),
    isTrial: boolean("is_trial").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.windowStart, t.gameType] }),
    index("member_game_windows_merchant_idx").on(t.merchantId, t.windowStart),
  ],
);

/** The merchant's agent-contract settings (limits, templates, settlement); absent: the defaults. */
export const agentContractSettings = pgTable("agent_contract_settings", {
  merchantId: integer("merchant_id")
    .primaryKey()
    .references(() => merchants.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<TAgentContractSettings>().notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/**
 * An agent contract (spec §4): held by `member_id`, offered by its direct upline `upline_id`
 * (null: issued by the platform). At most one binding contract per member and kind.
 */
export const agentContracts = pgTable(
  "agent_contracts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    uplineId: integer("upline_id").references(() => members.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    state: text("state").notNull(),
    terms: jsonb("terms").$type<TContractTerms>().notNull(),
    pendingTerms: jsonb("pending_terms").$type<TContractTerms>(),
    terminationBy: text("termination_by"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    acceptedAt: ts("accepted_at"),
    endedAt: ts("ended_at"),
  },
  (t) => [
    uniqueIndex("agent_contracts_binding_uq")
      .on(t.memberId, t.kind)
      .where(sql`${t.state} in ('pending_new', 'active', 'pending_change', 'terminating')`),
    index("agent_contracts_upline_idx").on(t.uplineId, t.kind),
    index("agent_contracts_merchant_idx").on(t.merchantId, t.kind, t.state),
    check(
      "agent_contracts_kind_check",
      sql`${t.kind} in ('daily_wage', 'hour_salary', 'realtime_salary', 'dividend')`,
    ),
    check(
      "agent_contracts_state_check",
      sql`${t.state} in ('pending_new', 'active', 'pending_change', 'terminating', 'refused', 'withdrawn', 'terminated')`,
    ),
  ],
);

/** Every change of a contract, for its history (append-only). */
export const agentContractEvents = pgTable(
  "agent_contract_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    contractId: bigint("contract_id", { mode: "number" })
      .notNull()
      .references(() => agentContracts.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    /** "member:<username>", "operator:<username>" or "system". */
    actor: text("actor").notNull(),
    fromState: text("from_state"),
    toState: text("to_state").notNull(),
    terms: jsonb("terms").$type<TContractTerms>(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("agent_contract_events_contract_idx").on(t.contractId, t.createdAt)],
);

/**
 * One settlement run of one merchant, contract kind and period: claimed once (the unique key), so
 * several instances and restarts settle a period exactly once.
 */
export const agentSettlementRuns = pgTable(
  "agent_settlement_runs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    periodStart: ts("period_start").notNull(),
    periodEnd: ts("period_end").notNull(),
    startedAt: ts("started_at").notNull().defaultNow(),
    finishedAt: ts("finished_at"),
    contracts: integer("contracts").notNull().default(0),
    bills: integer("bills").notNull().default(0),
  },
  (t) => [uniqueIndex("agent_settlement_runs_uq").on(t.merchantId, t.kind, t.periodStart)],
);

/**
 * A bill: what one contract earned in one period, who pays it (the upline, or the platform when
 * `payer_id` is null) and how much of it was paid. Unique per (contract, period): a period is
 * billed once; each payment is a ledger transfer keyed by the bill.
 */
export const agentBills = pgTable(
  "agent_bills",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    contractId: bigint("contract_id", { mode: "number" })
      .notNull()
      .references(() => agentContracts.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    payerId: integer("payer_id").references(() => members.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    periodStart: ts("period_start").notNull(),
    periodEnd: ts("period_end").notNull(),
    state: text("state").notNull(),
    teamValidBet: minor("team_valid_bet").notNull().default(0),
    teamLoss: minor("team_loss").notNull().default(0),
    /** Dividends: the team's result carried into the next period (negative: a win to work off). */
    carryOut: minor("carry_out").notNull().default(0),
    activeMembers: integer("active_members").notNull().default(0),
    tier: smallint("tier"),
    rateBp: integer("rate_bp").notNull().default(0),
    grossAmount: minor("gross_amount").notNull().default(0),
    childrenAmount: minor("children_amount").notNull().default(0),
    paidAmount: minor("paid_amount").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at"),
    reviewedBy: text("reviewed_by"),
    createdAt: ts("created_at").notNull().defaultNow(),
    paidAt: ts("paid_at"),
  },
  (t) => [
    uniqueIndex("agent_bills_contract_period_uq").on(t.contractId, t.periodStart),
    index("agent_bills_member_idx").on(t.memberId, t.kind, t.periodStart),
    index("agent_bills_payer_idx").on(t.payerId, t.kind, t.periodStart),
    index("agent_bills_state_idx").on(t.merchantId, t.state, t.nextAttemptAt),
    check(
      "agent_bills_state_check",
      sql`${t.state} in ('issued', 'awaiting_review', 'paid', 'rejected', 'not_reached', 'insufficient', 'partly_paid', 'expired')`,
    ),
    check(
      "agent_bills_money_check",
      sql`${t.grossAmount} >= 0 and ${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.grossAmount}`,
    ),
  ],
);
