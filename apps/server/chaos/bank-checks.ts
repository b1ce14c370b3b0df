import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../src/db/database.ts";
import { checkLedger, type TLedgerViolation } from "../src/modules/wallet/ledger-check.ts";
import { checkBalances } from "./balance-model.ts";
import { CHAOS_WITHDRAW_DAILY_COUNT, CHAOS_WITHDRAW_DAILY_MAX, type TBankMember } from "./bank-setup.ts";
import { loadLedgerFacts, memberBalances, type TLedgerFacts } from "./ledger-facts.ts";
import { checkOperations } from "./op-checks.ts";
import type { TOpRecord } from "./op-record.ts";

export type TBankCheck = {
  /** `checkLedger` (what `npm run ledger:check` runs): empty when the ledger is sound. */
  violations: TLedgerViolation[];
  /** Everything else found wrong, one line each. */
  problems: string[];
  negativeAccounts: number;
  /** Σ of every member account's available balance: cached, recomputed from transfers, and by the model. */
  memberTotals: { cached: number; fromTransfers: number; model: number };
  /** What the database held, for further checks. */
  facts: TLedgerFacts;
};

const MEMBER_TOTALS = sql`
  with m as (select id from ledger_accounts where member_id is not null and kind in ('main', 'game')),
  flows as (
    select
      coalesce(sum(amount) filter (where credit_account_id in (select id from m) and phase in ('posted', 'post_pending')), 0)
      - coalesce(sum(amount) filter (where debit_account_id in (select id from m) and phase in ('posted', 'post_pending')), 0)
      - coalesce(sum(amount) filter (where debit_account_id in (select id from m) and phase = 'pending'), 0)
      + coalesce(sum(amount) filter (where debit_account_id in (select id from m) and phase in ('post_pending', 'void_pending')), 0)
      as from_transfers
    from ledger_transfers
  )
  select flows.from_transfers,
    (select coalesce(sum(credits_posted - debits_posted - debits_pending), 0) from ledger_accounts
      where member_id is not null and kind in ('main', 'game')) as cached,
    (select count(*) from ledger_accounts where member_id is not null and credits_posted - debits_posted - debits_pending < 0) as negative
  from flows`;

/** Members whose withdrawals of one local day passed the merchant's daily count or total. */
async function dailyLimitBreaches(db: TDb, merchantId: number): Promise<string[]> {
  const rows = rowsOf<{ member_id: number; day: string; n: number; total: string }>(
    await db.execute(sql`
      select w.member_id, (w.created_at at time zone m.time_zone)::date::text as day, count(*)::int as n,
        sum(w.amount_minor) as total
      from withdrawals w join merchants m on m.id = w.merchant_id
      where w.merchant_id = ${merchantId} and w.status <> 'rejected'
      group by 1, 2
      having count(*) > ${CHAOS_WITHDRAW_DAILY_COUNT} or sum(w.amount_minor) > ${CHAOS_WITHDRAW_DAILY_MAX}`),
  );
  return rows.map(
    (r) => `member ${r.member_id} withdrew ${r.n} times (${r.total}) on ${r.day}, past the daily limits`,
  );
}

/**
 * Every check of a finished run, straight on the database (the server stopped): the ledger proof,
 * the per-operation checks, the balance model, the daily withdrawal limits, and the totals.
 */
export async function checkBank(
  db: TDb,
  run: {
    merchantId: number;
    members: TBankMember[];
    history: TOpRecord[];
    balancesBefore: Map<string, number>;
  },
): Promise<TBankCheck> {
  const violations = await checkLedger(db);
  const facts = await loadLedgerFacts(db, run.merchantId);
  const after = await memberBalances(db);
  const balances = checkBalances(run.balancesBefore, after, run.history, facts, run.members);
  const [totals] = rowsOf<{ from_transfers: string; cached: string; negative: string }>(
    await db.execute(MEMBER_TOTALS),
  );
  return {
    violations,
    problems: [
      ...checkOperations(run.history, facts, run.members),
      ...balances.problems,
      ...(await dailyLimitBreaches(db, run.merchantId)),
    ],
    negativeAccounts: Number(totals?.negative ?? 0),
    memberTotals: {
      cached: Number(totals?.cached ?? 0),
      fromTransfers: Number(totals?.from_transfers ?? 0),
      model: balances.expectedTotal,
    },
    facts,
  };
}
