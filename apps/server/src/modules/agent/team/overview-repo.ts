import { type SQL, sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../../db/database.ts";
import type { TPeriod } from "../../wallet/index.ts";

/** Whose figures: the team under `path` (the agent included, trial accounts never), and when. */
export type TTeamWindow = { merchantId: number; path: string; period: TPeriod; timeZone: string };

/** Per local day, and the whole period under the key `total`. */
export type TByDay<T> = Map<string, T>;

const TOTAL = "total";

/** The team's members, read through the GiST index on the path. */
function teamCte(w: TTeamWindow): SQL {
  return sql`team as (
    select id, created_at from members
    where merchant_id = ${w.merchantId} and agent_path <@ ${w.path}::ltree and type <> 4)`;
}

const inPeriod = (column: SQL, w: TTeamWindow) =>
  sql`${column} >= ${w.period.from.toISOString()}::timestamptz and ${column} < ${w.period.to.toISOString()}::timestamptz`;

const localDay = (column: SQL, w: TTeamWindow) =>
  sql`to_char(${column} at time zone ${w.timeZone}, 'YYYY-MM-DD')`;

/** Rows of a `grouping sets ((day), ())` query, keyed by day and `total` (the empty set). */
function byDay<R extends { day: string | null }, T>(rows: R[], map: (row: R) => T): TByDay<T> {
  return new Map(rows.map((row) => [row.day ?? TOTAL, map(row)]));
}

type TGameRow = { day: string | null; bettors: string; stake: string; valid: string; win: string };

/** Bets, valid bets and prizes from the daily rollup (never the raw rounds). */
export async function teamGameDays(db: TDb, w: TTeamWindow) {
  const rows = rowsOf<TGameRow>(
    await db.execute(sql`
      with ${teamCte(w)}
      select d.day::text as day, count(distinct d.member_id) as bettors, sum(d.stake) as stake,
        sum(d.valid_stake) as valid, sum(d.win) as win
      from team join member_game_days d on d.member_id = team.id
      where d.day between ${w.period.fromDay}::date and ${w.period.toDay}::date
        and not d.is_trial and d.bets > 0
      group by grouping sets ((d.day), ())`),
  );
  return byDay(rows, (row) => ({
    bettors: Number(row.bettors),
    betAmount: Number(row.stake),
    validBet: Number(row.valid),
    prizes: Number(row.win),
  }));
}

/** Members of the team registered in the period. */
export async function teamRegistrations(db: TDb, w: TTeamWindow) {
  const rows = rowsOf<{ day: string | null; n: string }>(
    await db.execute(sql`
      with ${teamCte(w)}
      select day, count(*) as n
      from (select ${localDay(sql`created_at`, w)} as day from team where ${inPeriod(sql`created_at`, w)}) r
      group by grouping sets ((day), ())`),
  );
  return byDay(rows, (row) => Number(row.n));
}

/** Credited deposits (by the time they were credited) and completed withdrawals (paid amount). */
export async function teamPayments(db: TDb, w: TTeamWindow) {
  const rows = rowsOf<{ day: string | null; depositors: string; deposits: string; withdrawals: string }>(
    await db.execute(sql`
      with ${teamCte(w)},
      moves as (
        select o.member_id, ${localDay(sql`o.settled_at`, w)} as day, o.amount_minor as deposit, 0 as withdrawal
        from team join deposit_orders o on o.member_id = team.id
        where o.status = 'credited' and ${inPeriod(sql`o.settled_at`, w)}
        union all
        select x.member_id, ${localDay(sql`x.completed_at`, w)} as day, 0 as deposit, x.paid_minor as withdrawal
        from team join withdrawals x on x.member_id = team.id
        where x.status = 'completed' and ${inPeriod(sql`x.completed_at`, w)}
      )
      select day, count(distinct member_id) filter (where deposit > 0) as depositors,
        coalesce(sum(deposit), 0) as deposits, coalesce(sum(withdrawal), 0) as withdrawals
      from moves group by grouping sets ((day), ())`),
  );
  return byDay(rows, (row) => ({
    depositors: Number(row.depositors),
    deposits: Number(row.deposits),
    withdrawals: Number(row.withdrawals),
  }));
}

/** Team members whose first credited deposit ever was in the period. */
export async function teamFirstDepositors(db: TDb, w: TTeamWindow): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await db.execute(sql`
      with ${teamCte(w)}
      select count(*) as n from team
      where exists (select 1 from deposit_orders o where o.member_id = team.id and o.status = 'credited'
          and ${inPeriod(sql`o.settled_at`, w)})
        and not exists (select 1 from deposit_orders o where o.member_id = team.id and o.status = 'credited'
          and o.settled_at < ${w.period.from.toISOString()}::timestamptz)`),
  );
  return Number(row?.n ?? 0);
}

/** The team's size and the sum of its main wallets now. */
export async function teamSizeAndBalance(db: TDb, w: TTeamWindow) {
  const [row] = rowsOf<{ size: string; balance: string }>(
    await db.execute(sql`
      with ${teamCte(w)}
      select count(*) as size, coalesce(sum(a.credits_posted - a.debits_posted - a.debits_pending), 0) as balance
      from team left join ledger_accounts a on a.member_id = team.id and a.kind = 'main' and a.wallet = ''`),
  );
  return { teamSize: Number(row?.size ?? 0), teamBalance: Number(row?.balance ?? 0) };
}

/**
 * Bonuses (credits less debits: the activity bonus) and agent pay credited (wages) to the team's
 * main wallets, per day. Each account's lines come from the account's index on the ledger.
 */
export async function teamLedgerIncome(db: TDb, w: TTeamWindow) {
  const rows = rowsOf<{ day: string | null; bonus: string; wages: string }>(
    await db.execute(sql`
      with ${teamCte(w)},
      acc as (select a.id from team join ledger_accounts a on a.member_id = team.id and a.kind = 'main' and a.wallet = ''),
      lines as (
        select ${localDay(sql`t.created_at`, w)} as day, t.code, t.amount
        from acc join ledger_transfers t on t.credit_account_id = acc.id
        where t.code in ('bonus', 'agent_pay') and t.phase in ('posted', 'post_pending') and ${inPeriod(sql`t.created_at`, w)}
        union all
        select ${localDay(sql`t.created_at`, w)} as day, t.code, -t.amount
        from acc join ledger_transfers t on t.debit_account_id = acc.id
        where t.code = 'bonus' and t.phase in ('posted', 'post_pending') and ${inPeriod(sql`t.created_at`, w)}
      )
      select day, coalesce(sum(amount) filter (where code = 'bonus'), 0) as bonus,
        coalesce(sum(amount) filter (where code = 'agent_pay'), 0) as wages
      from lines group by grouping sets ((day), ())`),
  );
  return byDay(rows, (row) => ({ activityBonus: Number(row.bonus), wages: Number(row.wages) }));
}
