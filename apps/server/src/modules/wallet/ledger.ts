import { sql } from "drizzle-orm";
import { rowsOf, type TTx } from "../../db/database.ts";
import { sqlArray } from "../../db/sql-literal.ts";
import { AppError } from "../../http/app-error.ts";
import {
  applyStep,
  availableBalance,
  type TAccountState,
  type TAppliedStep,
  type TPendingState,
} from "./ledger-rules.ts";

/** What a ledger line is about; the account record derives its types from it. */
export type TTransferCode =
  | "deposit"
  | "deposit_fee"
  | "withdrawal"
  | "withdrawal_refund"
  | "wallet_transfer"
  | "upline_transfer"
  | "downline_transfer"
  | "agent_pay"
  | "bonus"
  /** A bonus grant into, or back out of, the member's locked bonus account (decisions/0022). */
  | "bonus_grant"
  | "bonus_forfeit"
  | "bonus_expire"
  /** Loyalty points earned, held for a mall redeem, or converted (points on one side). */
  | "points_earn"
  | "points_redeem"
  | "points_convert"
  /** The cash part of a points-mall redeem. */
  | "mall_purchase"
  | "adjustment"
  | "trial_credit"
  | "game_bet"
  | "game_win"
  | "game_refund";

type TStepBase = { key: string; reference?: string | null; memo?: string | null };

/**
 * One ledger step. `posted` moves money at once; `pending` holds it (the debit side's available
 * balance drops, nothing moves yet); `post_pending` moves part or all of a hold; `void_pending`
 * gives back whatever the hold still has.
 */
export type TLedgerStep =
  | (TStepBase & { phase: "posted"; debit: number; credit: number; amount: number; code: TTransferCode })
  | (TStepBase & {
      phase: "pending";
      debit: number;
      credit: number;
      amount: number;
      code: TTransferCode;
      timeoutAt?: Date | null;
    })
  | (TStepBase & { phase: "post_pending"; pendingId: number; amount: number })
  | (TStepBase & { phase: "void_pending"; pendingId: number });

export type TPostedTransfer = {
  id: number;
  key: string;
  amount: number;
  debit: number;
  credit: number;
  code: TTransferCode;
};

export type TPostResult = { transfers: TPostedTransfer[]; accounts: Map<number, TAccountState> };

type TPendingRow = {
  id: string | number;
  debit_account_id: string | number;
  credit_account_id: string | number;
  amount: string | number;
  code: TTransferCode;
  moved: string | number;
  closed: boolean;
};

type TAccountRow = {
  id: string | number;
  unit: TAccountState["unit"];
  must_not_overdraw: boolean;
  debits_posted: string | number;
  credits_posted: string | number;
  debits_pending: string | number;
  credits_pending: string | number;
};

/**
 * Writes ledger steps inside the caller's transaction: loads the holds they refer to, locks every
 * account touched in ascending id order (so two transactions never wait on each other in a
 * cycle), applies the steps in memory with the overdraft rule, then writes the transfers and the
 * cached balances in one call of `ledger_post_lines`. Any rule broken throws and the caller's transaction
 * rolls back; nothing is half-applied.
 */
export async function postLedgerSteps(
  tx: TTx,
  merchantId: number,
  steps: TLedgerStep[],
): Promise<TPostResult> {
  if (steps.length === 0) return { transfers: [], accounts: new Map() };
  const pendings = await loadPendings(tx, merchantId, steps);
  const accountIds = new Set<number>();
  for (const step of steps) {
    if (step.phase === "posted" || step.phase === "pending") {
      accountIds.add(step.debit);
      accountIds.add(step.credit);
    } else {
      const pending = pendings.get(step.pendingId);
      if (!pending) throw new AppError("NOT_FOUND");
      accountIds.add(pending.debit);
      accountIds.add(pending.credit);
    }
  }
  const accounts = await lockAccounts(tx, [...accountIds]);
  const applied = steps.map((step) => applyStep(step, accounts, pendings));
  const inserted = rowsOf<{ id: string | number; transfer_key: string }>(
    await tx.execute(
      sql.raw(
        postLinesText(
          applied.map((line) => ({ merchantId, line })),
          [...accounts.values()],
        ),
      ),
    ),
  );
  const idByKey = new Map(inserted.map((row) => [row.transfer_key, Number(row.id)]));
  return {
    transfers: applied.map((line) => ({
      id: idByKey.get(line.key) ?? 0,
      key: line.key,
      amount: line.amount,
      debit: line.debit,
      credit: line.credit,
      code: line.code,
    })),
    accounts,
  };
}

async function loadPendings(
  tx: TTx,
  merchantId: number,
  steps: TLedgerStep[],
): Promise<Map<number, TPendingState>> {
  const ids = steps.flatMap((step) =>
    step.phase === "post_pending" || step.phase === "void_pending" ? [step.pendingId] : [],
  );
  const pendings = new Map<number, TPendingState>();
  if (ids.length === 0) return pendings;
  const rows = rowsOf<TPendingRow>(
    await tx.execute(sql`
      select p.id, p.debit_account_id, p.credit_account_id, p.amount, p.code,
        coalesce(sum(s.amount) filter (where s.phase = 'post_pending'), 0) as moved,
        bool_or(s.phase = 'void_pending') is true as closed
      from ledger_transfers p
      left join ledger_transfers s on s.pending_id = p.id
      where p.merchant_id = ${merchantId} and p.phase = 'pending' and p.id = any(${sql.param(ids)}::bigint[])
      group by p.id`),
  );
  for (const row of rows) {
    pendings.set(Number(row.id), {
      id: Number(row.id),
      debit: Number(row.debit_account_id),
      credit: Number(row.credit_account_id),
      amount: Number(row.amount),
      code: row.code,
      remaining: row.closed ? 0 : Number(row.amount) - Number(row.moved),
    });
  }
  return pendings;
}

/**
 * What an account can pay right now (posted balance less holds), with its row locked until the
 * transaction ends, so a payment sized on it cannot be overtaken by another debit.
 */
export async function lockedAvailableBalance(tx: TTx, accountId: number): Promise<number> {
  const account = (await lockAccounts(tx, [accountId])).get(accountId);
  if (!account) throw new AppError("WALLET_UNKNOWN");
  return availableBalance(account);
}

async function lockAccounts(tx: TTx, ids: number[]): Promise<Map<number, TAccountState>> {
  return lockedAccountsOf(ids, rowsOf<TAccountRow>(await tx.execute(sql.raw(lockAccountsText(ids)))));
}

/**
 * The statement locking these accounts in ascending id order (so two transactions never wait on
 * each other in a cycle), for a script transaction; `lockedAccountsOf` reads its rows.
 */
export function lockAccountsText(ids: readonly number[]): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return `select id, unit, must_not_overdraw, debits_posted, credits_posted, debits_pending, credits_pending
    from ledger_accounts where id = any(${sqlArray(sorted, "bigint")}) order by id for update`;
}

/** The accounts `lockAccountsText` locked; an id without its row is an unknown wallet. */
export function lockedAccountsOf(
  ids: readonly number[],
  rows: readonly unknown[],
): Map<number, TAccountState> {
  const accounts = new Map(
    (rows as TAccountRow[]).map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        unit: row.unit,
        mustNotOverdraw: row.must_not_overdraw,
        debitsPosted: Number(row.debits_posted),
        creditsPosted: Number(row.credits_posted),
        debitsPending: Number(row.debits_pending),
        creditsPending: Number(row.credits_pending),
      },
    ]),
  );
  if (ids.some((id) => !accounts.has(id))) throw new AppError("WALLET_UNKNOWN");
  return accounts;
}

/**
 * `ledger_post_lines` as one statement of a script transaction: the lines (each of its merchant)
 * and the accounts' new totals, worked out in memory by `applyStep` on accounts locked earlier in
 * the same transaction.
 */
export function postLinesText(
  lines: { merchantId: number; line: TAppliedStep }[],
  accounts: TAccountState[],
): string {
  return `select line_id as id, line_key as transfer_key from ledger_post_lines(${postLinesArguments(lines, accounts)})`;
}

/**
 * The arguments of `ledger_post_lines` (migration 0009) as SQL text: the lines to insert (each of
 * its merchant) and the new cached totals of the accounts they changed, worked out in memory.
 * The function writes both; its statements are planned once per connection.
 */
export function postLinesArguments(
  lines: { merchantId: number; line: TAppliedStep }[],
  accounts: TAccountState[],
): string {
  const line = (
    type: string,
    pick: (entry: { merchantId: number; line: TAppliedStep }) => string | number | null,
  ) => sqlArray(lines.map(pick), type);
  const account = (pick: (account: TAccountState) => number) => sqlArray(accounts.map(pick), "bigint");
  return [
    line("int", (e) => e.merchantId),
    line("bigint", (e) => e.line.debit),
    line("bigint", (e) => e.line.credit),
    line("bigint", (e) => e.line.amount),
    line("text", (e) => e.line.code),
    line("text", (e) => e.line.phase),
    line("bigint", (e) => e.line.pendingId),
    line("timestamptz", (e) => e.line.timeoutAt?.toISOString() ?? null),
    line("bigint", (e) => e.line.debitAvailableAfter),
    line("bigint", (e) => e.line.creditAvailableAfter),
    line("text", (e) => e.line.key),
    line("text", (e) => e.line.reference),
    line("text", (e) => e.line.memo),
    account((a) => a.id),
    account((a) => a.debitsPosted),
    account((a) => a.creditsPosted),
    account((a) => a.debitsPending),
    account((a) => a.creditsPending),
  ].join(", ");
}
