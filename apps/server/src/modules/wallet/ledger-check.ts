import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../db/database.ts";

export type TLedgerViolation = { rule: string; detail: Record<string, unknown> };

/** Cached totals of each account against the sum of its transfers (posted, and what holds still hold). */
const CACHE_MISMATCH = sql`
  with flows as (
    select a.id,
      coalesce(sum(t.amount) filter (where t.debit_account_id = a.id and t.phase in ('posted', 'post_pending')), 0) as dp,
      coalesce(sum(t.amount) filter (where t.credit_account_id = a.id and t.phase in ('posted', 'post_pending')), 0) as cp,
      coalesce(sum(t.amount) filter (where t.debit_account_id = a.id and t.phase = 'pending'), 0)
        - coalesce(sum(t.amount) filter (where t.debit_account_id = a.id and t.phase in ('post_pending', 'void_pending')), 0) as dpe,
      coalesce(sum(t.amount) filter (where t.credit_account_id = a.id and t.phase = 'pending'), 0)
        - coalesce(sum(t.amount) filter (where t.credit_account_id = a.id and t.phase in ('post_pending', 'void_pending')), 0) as cpe
    from ledger_accounts a
    left join ledger_transfers t on t.debit_account_id = a.id or t.credit_account_id = a.id
    group by a.id
  )
  select a.id, a.debits_posted, f.dp, a.credits_posted, f.cp, a.debits_pending, f.dpe, a.credits_pending, f.cpe
  from ledger_accounts a join flows f on f.id = a.id
  where a.debits_posted <> f.dp or a.credits_posted <> f.cp or a.debits_pending <> f.dpe or a.credits_pending <> f.cpe`;

/** Per merchant and unit (money, points), what all accounts were debited must equal what they were credited. */
const UNBALANCED = sql`
  select merchant_id, unit, sum(debits_posted) as debits, sum(credits_posted) as credits,
    sum(debits_pending) as debits_pending, sum(credits_pending) as credits_pending
  from ledger_accounts group by merchant_id, unit
  having sum(debits_posted) <> sum(credits_posted) or sum(debits_pending) <> sum(credits_pending)`;

/** Member accounts below zero, counting what holds set aside. */
const NEGATIVE = sql`
  select id, member_id, kind, wallet, credits_posted - debits_posted - debits_pending as available
  from ledger_accounts
  where (member_id is not null or must_not_overdraw) and credits_posted - debits_posted - debits_pending < 0`;

/** A hold moved or voided beyond its amount, voided twice, or settled after its void. */
const HOLDS = sql`
  select p.id, p.amount,
    coalesce(sum(s.amount), 0) as settled,
    count(*) filter (where s.phase = 'void_pending') as voids
  from ledger_transfers p join ledger_transfers s on s.pending_id = p.id
  group by p.id, p.amount
  having coalesce(sum(s.amount), 0) > p.amount or count(*) filter (where s.phase = 'void_pending') > 1`;

/** Settling lines must point at a hold of the same accounts. */
const ORPHANS = sql`
  select s.id, s.pending_id from ledger_transfers s
  left join ledger_transfers p on p.id = s.pending_id and p.phase = 'pending'
    and p.debit_account_id = s.debit_account_id and p.credit_account_id = s.credit_account_id
  where s.pending_id is not null and p.id is null`;

/** A line must name the merchant both its accounts belong to (the column has no foreign key). */
const FOREIGN = sql`
  select t.id, t.merchant_id, d.merchant_id as debit_merchant, c.merchant_id as credit_merchant
  from ledger_transfers t
  join ledger_accounts d on d.id = t.debit_account_id
  join ledger_accounts c on c.id = t.credit_account_id
  where d.merchant_id <> t.merchant_id or c.merchant_id <> t.merchant_id`;

/** A line's two accounts must count the same unit: points never turn into money by a line. */
const MIXED_UNITS = sql`
  select t.id, d.unit as debit_unit, c.unit as credit_unit
  from ledger_transfers t
  join ledger_accounts d on d.id = t.debit_account_id
  join ledger_accounts c on c.id = t.credit_account_id
  where d.unit <> c.unit`;

/**
 * Proves the ledger: every cached balance equals its transfers, Σ debits = Σ credits per
 * merchant and unit, no member account is negative, every hold settles within its amount, and
 * every line stays within its merchant and its unit.
 * Answers every violation found (none: the ledger is sound).
 */
export async function checkLedger(db: TDb): Promise<TLedgerViolation[]> {
  const checks: [string, typeof CACHE_MISMATCH][] = [
    ["cached balance differs from transfers", CACHE_MISMATCH],
    ["debits differ from credits", UNBALANCED],
    ["member account negative", NEGATIVE],
    ["hold settled beyond its amount", HOLDS],
    ["settlement without its hold", ORPHANS],
    ["line names another merchant than its accounts", FOREIGN],
    ["line joins accounts of different units", MIXED_UNITS],
  ];
  const violations: TLedgerViolation[] = [];
  for (const [rule, query] of checks) {
    for (const row of rowsOf<Record<string, unknown>>(await db.execute(query))) {
      violations.push({ rule, detail: row });
    }
  }
  return violations;
}
