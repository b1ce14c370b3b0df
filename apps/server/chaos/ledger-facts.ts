import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../src/db/database.ts";

export type TLedgerLine = {
  id: number;
  key: string;
  amount: number;
  code: string;
  phase: string;
  debit: number;
  credit: number;
};
export type TMemberAccount = {
  id: number;
  memberId: number;
  kind: string;
  wallet: string;
  available: number;
};
export type TWithdrawalFact = { id: number; memberId: number; amount: number; holdTransferId: number };
export type TDepositFact = { id: number; memberId: number; amount: number; fee: number; status: string };

/** What the database holds after a run, read once for every check. */
export type TLedgerFacts = {
  /** Ledger lines by transfer key (a list, so a doubled line would show as two). */
  lines: Map<string, TLedgerLine[]>;
  accounts: TMemberAccount[];
  withdrawals: TWithdrawalFact[];
  deposits: TDepositFact[];
};

/** The key of a member account in maps: `<member>:<kind>:<wallet>`. */
export const accountKey = (memberId: number, kind: "main" | "game", wallet = "") =>
  `${memberId}:${kind}:${wallet}`;

/**
 * Every member wallet's available balance (posted less held), by `accountKey`. Only the wallets
 * (main and game): the bonus and points accounts the engagement engine fills are not the bank's.
 */
export async function memberBalances(db: TDb): Promise<Map<string, number>> {
  const rows = rowsOf<{ member_id: number; kind: "main" | "game"; wallet: string; available: string }>(
    await db.execute(sql`
      select member_id, kind, wallet, credits_posted - debits_posted - debits_pending as available
      from ledger_accounts where member_id is not null and kind in ('main', 'game')`),
  );
  return new Map(rows.map((r) => [accountKey(r.member_id, r.kind, r.wallet), Number(r.available)]));
}

/** Reads the merchant's ledger lines, member accounts, withdrawals and deposit orders. */
export async function loadLedgerFacts(db: TDb, merchantId: number): Promise<TLedgerFacts> {
  const lineRows = rowsOf<Record<string, string>>(
    await db.execute(sql`
      select id, transfer_key, amount, code, phase, debit_account_id, credit_account_id
      from ledger_transfers where merchant_id = ${merchantId}`),
  );
  const lines = new Map<string, TLedgerLine[]>();
  for (const r of lineRows) {
    const line: TLedgerLine = {
      id: Number(r.id),
      key: String(r.transfer_key),
      amount: Number(r.amount),
      code: String(r.code),
      phase: String(r.phase),
      debit: Number(r.debit_account_id),
      credit: Number(r.credit_account_id),
    };
    lines.set(line.key, [...(lines.get(line.key) ?? []), line]);
  }
  const accounts = rowsOf<Record<string, string>>(
    await db.execute(sql`
      select id, member_id, kind, wallet, credits_posted - debits_posted - debits_pending as available
      from ledger_accounts where merchant_id = ${merchantId} and member_id is not null
        and kind in ('main', 'game')`),
  ).map((r) => ({
    id: Number(r.id),
    memberId: Number(r.member_id),
    kind: String(r.kind),
    wallet: String(r.wallet),
    available: Number(r.available),
  }));
  const withdrawals = rowsOf<Record<string, string>>(
    await db.execute(sql`
      select id, member_id, amount_minor, hold_transfer_id from withdrawals where merchant_id = ${merchantId}`),
  ).map((r) => ({
    id: Number(r.id),
    memberId: Number(r.member_id),
    amount: Number(r.amount_minor),
    holdTransferId: Number(r.hold_transfer_id),
  }));
  const deposits = rowsOf<Record<string, string>>(
    await db.execute(sql`
      select id, member_id, amount_minor, fee_minor, status from deposit_orders where merchant_id = ${merchantId}`),
  ).map((r) => ({
    id: Number(r.id),
    memberId: Number(r.member_id),
    amount: Number(r.amount_minor),
    fee: Number(r.fee_minor),
    status: String(r.status),
  }));
  return { lines, accounts, withdrawals, deposits };
}
