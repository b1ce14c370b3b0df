import type { TEAM_TRANSACTION_TYPES } from "@orchid/contract/agent";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../../db/database.ts";
import { periodFilter, type TTeamReportScope, teamMembersCte } from "./team-filter.ts";

export type TTeamTransactionType = (typeof TEAM_TRANSACTION_TYPES)[number];

export type TTeamLineDb = {
  id: string;
  side: "d" | "c";
  username: string;
  type: TTeamTransactionType;
  amount: string;
  created_at: Date | string;
  memo: string | null;
};

/** The team page's type of a ledger line, from its transfer code. */
const TYPE_OF_CODE = sql`case
  when t.code in ('deposit', 'deposit_fee') then 'deposit'
  when t.code in ('withdrawal', 'withdrawal_refund') then 'withdrawal'
  when t.code in ('wallet_transfer', 'upline_transfer', 'downline_transfer') then 'transfer'
  when t.code = 'bonus' then 'bonus'
  when t.code in ('game_bet', 'game_win', 'game_refund') then 'game'
  when t.code = 'agent_pay' then 'agent_pay'
  else 'adjustment' end`;

/**
 * Money that moved on the main wallets of the scope's members in the period (holds not yet paid
 * out are left out), newest first, signed from the member's side. Each account's lines come from
 * the ledger's per-account indexes, debit and credit halves joined with UNION ALL.
 */
export async function listTeamLines(
  db: TDb,
  scope: TTeamReportScope,
  type: TTeamTransactionType | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: TTeamLineDb[]; total: number }> {
  const moved = sql`t.phase in ('posted', 'post_pending') and ${periodFilter(sql`t.created_at`, scope.period)}`;
  const byType = type ? sql`where l.type = ${type}` : sql``;
  const rows = rowsOf<TTeamLineDb & { total: string }>(
    await db.execute(sql`
      with ${teamMembersCte(scope)},
      acc as (
        select a.id, team.username from team
        join ledger_accounts a on a.member_id = team.id and a.kind = 'main' and a.wallet = ''),
      lines as (
        select t.id, 'd' as side, acc.username, ${TYPE_OF_CODE} as type, -t.amount as amount, t.created_at,
          coalesce(t.memo, t.reference) as memo
        from acc join ledger_transfers t on t.debit_account_id = acc.id where ${moved}
        union all
        select t.id, 'c' as side, acc.username, ${TYPE_OF_CODE} as type, t.amount, t.created_at,
          coalesce(t.memo, t.reference) as memo
        from acc join ledger_transfers t on t.credit_account_id = acc.id where ${moved}
      )
      select l.*, count(*) over () as total from lines l ${byType}
      order by l.id desc, l.side
      limit ${page.limit} offset ${page.offset}`),
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}
