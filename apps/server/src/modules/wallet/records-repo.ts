import type { TRecordType } from "@orchid/contract/wallet";
import { type SQL, sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../db/database.ts";
import { WALLET_KIND_LIST } from "./wallet-repo.ts";

export type TRecordLine = {
  id: number;
  type: TRecordType;
  code: string;
  phase: string;
  side: "debit" | "credit";
  amount: number;
  availableAfter: number;
  kind: string;
  wallet: string;
  reference: string | null;
  memo: string | null;
  createdAt: Date;
};

type TRecordRowDb = {
  id: string;
  type: TRecordType;
  code: string;
  phase: string;
  side: "debit" | "credit";
  amount: string;
  available_after: string;
  kind: string;
  wallet: string;
  reference: string | null;
  memo: string | null;
  created_at: Date | string;
};

/** The member-facing type of a line: transfers read by direction, the rest by their code. */
const TYPE_OF_LINE = sql`case
  when l.code = 'wallet_transfer' then case when l.side = 'debit' then 'transfer_out' else 'transfer_in' end
  when l.code = 'upline_transfer' then case when l.side = 'debit' then 'upline_out' else 'upline_in' end
  when l.code = 'downline_transfer' then case when l.side = 'debit' then 'downline_out' else 'downline_in' end
  when l.code = 'agent_pay' then case when l.side = 'debit' then 'agent_payout' else 'agent_income' end
  else l.code end`;

/**
 * The reference a member reads on a line: a transfer between two members names the other member
 * (`counterparty` is the other side's account), so the upline's line names the sender and the
 * sender's names the upline; any other line keeps its stored reference.
 */
const referenceOf = (
  counterparty: SQL,
) => sql`case when t.code in ('upline_transfer', 'downline_transfer', 'agent_pay') then coalesce(
    (select m.username from ledger_accounts o join members m on m.id = o.member_id where o.id = ${counterparty}),
    t.reference)
  else t.reference end`;

/**
 * Every ledger line that touched one of the member's accounts in `[from, to)`, newest first, with
 * the side the member was on; `codes` narrows by transfer code. The two index-backed halves
 * (member as debit, member as credit) are joined with UNION ALL.
 */
export async function memberLedgerLines(
  db: TDb,
  memberId: number,
  options: { from?: Date; to?: Date; type?: TRecordType; codes?: string[]; limit: number; offset: number },
): Promise<{ lines: TRecordLine[]; total: number }> {
  const period: SQL[] = [];
  if (options.from) period.push(sql`and t.created_at >= ${options.from.toISOString()}::timestamptz`);
  if (options.to) period.push(sql`and t.created_at < ${options.to.toISOString()}::timestamptz`);
  const where = sql.join(period, sql` `);
  const filters: SQL[] = [];
  if (options.type) filters.push(sql`and ${TYPE_OF_LINE} = ${options.type}`);
  if (options.codes) {
    filters.push(
      sql`and l.code in (${sql.join(
        options.codes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  }
  const filter = sql.join(filters, sql` `);
  const rows = rowsOf<TRecordRowDb & { total: string }>(
    await db.execute(sql`
      with mine as (select id, kind, wallet from ledger_accounts where member_id = ${memberId}
        and kind = any(${WALLET_KIND_LIST}::text[])),
      lines as (
        select t.id, t.code, t.phase, 'debit' as side, t.amount, t.debit_available_after as available_after,
          a.kind, a.wallet, ${referenceOf(sql`t.credit_account_id`)} as reference, t.memo, t.created_at
        from mine a join ledger_transfers t on t.debit_account_id = a.id
        where true ${where}
        union all
        select t.id, t.code, t.phase, 'credit' as side, t.amount, t.credit_available_after as available_after,
          a.kind, a.wallet, ${referenceOf(sql`t.debit_account_id`)} as reference, t.memo, t.created_at
        from mine a join ledger_transfers t on t.credit_account_id = a.id
        where true ${where}
      )
      select l.*, ${TYPE_OF_LINE} as type, count(*) over () as total
      from lines l
      where true ${filter}
      order by l.id desc, l.side
      limit ${options.limit} offset ${options.offset}`),
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    lines: rows.map((row) => ({
      id: Number(row.id),
      type: row.type,
      code: row.code,
      phase: row.phase,
      side: row.side,
      amount: Number(row.amount),
      availableAfter: Number(row.available_after),
      kind: row.kind,
      wallet: row.wallet,
      reference: row.reference,
      memo: row.memo,
      createdAt: new Date(row.created_at),
    })),
  };
}

export type TCodeTotals = Record<string, { debit: number; credit: number }>;

/** Sums of the member's posted money per transfer code and side over `[from, to)`. */
export async function memberCodeTotals(
  db: TDb,
  memberId: number,
  from: Date,
  to: Date,
): Promise<TCodeTotals> {
  const rows = rowsOf<{ code: string; side: "debit" | "credit"; total: string }>(
    await db.execute(sql`
      with mine as (select id from ledger_accounts where member_id = ${memberId} and kind = 'main')
      select t.code, 'debit' as side, sum(t.amount) as total
      from mine a join ledger_transfers t on t.debit_account_id = a.id
      where t.phase in ('posted', 'post_pending') and t.created_at >= ${from.toISOString()}::timestamptz
        and t.created_at < ${to.toISOString()}::timestamptz
      group by t.code
      union all
      select t.code, 'credit' as side, sum(t.amount) as total
      from mine a join ledger_transfers t on t.credit_account_id = a.id
      where t.phase in ('posted', 'post_pending') and t.created_at >= ${from.toISOString()}::timestamptz
        and t.created_at < ${to.toISOString()}::timestamptz
      group by t.code`),
  );
  const totals: TCodeTotals = {};
  for (const row of rows) {
    const entry = totals[row.code] ?? { debit: 0, credit: 0 };
    entry[row.side] += Number(row.total);
    totals[row.code] = entry;
  }
  return totals;
}
