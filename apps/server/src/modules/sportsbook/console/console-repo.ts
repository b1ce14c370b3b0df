import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";

/** An event row of the console's list, with the merchant's open bets on it. */
export type TConsoleEventRaw = {
  id: string | number;
  sport: string;
  title: string | null;
  competition: string;
  kind: string;
  home: string;
  away: string | null;
  starts_at: string | Date;
  state: string;
  score: { home: number; away: number } | null;
  merchant_id: number | null;
  open_bets: string | number;
  open_stake: string | number;
  max_liability: string | number;
  result_round: number;
  settled_round: number;
  total?: string | number;
};

const EVENT_SELECT = (merchantId: number) => sql`
  select e.id, c.sport, c.title, c.name as competition, e.kind, e.home, e.away, e.starts_at, e.state, e.score,
    e.merchant_id, e.result_round, e.settled_round,
    coalesce(x.bets, 0) as open_bets, coalesce(x.stake, 0) as open_stake, coalesce(x.max_liability, 0) as max_liability,
    count(*) over () as total
  from book_events e
  join book_competitions c on c.id = e.competition_id
  left join lateral (
    select sum(ex.bets) as bets, sum(ex.stake) as stake, max(ex.liability) as max_liability
    from book_selections s join book_exposure ex on ex.selection_id = s.id and ex.merchant_id = ${merchantId}
    where s.event_id = e.id) x on true`;

/** Events the merchant sees, by sport, state and name, soonest first (live and open before done). */
export async function searchEvents(
  db: TDb,
  merchantId: number,
  filter: { sport?: string; state?: string; q?: string; limit: number; offset: number },
): Promise<{ rows: TConsoleEventRaw[]; total: number }> {
  const conditions = [sql`(e.merchant_id is null or e.merchant_id = ${merchantId})`];
  if (filter.sport) conditions.push(sql`c.sport = ${filter.sport}`);
  if (filter.state === "open") conditions.push(sql`e.state in ('prematch', 'live', 'suspended')`);
  else if (filter.state === "unsettled") conditions.push(sql`e.result_round <> e.settled_round`);
  else if (filter.state) conditions.push(sql`e.state = ${filter.state}`);
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(e.home ilike ${like} or e.away ilike ${like} or c.name ilike ${like})`);
  }
  const rows = rowsOf<TConsoleEventRaw>(
    await db.execute(sql`${EVENT_SELECT(merchantId)}
      where ${sql.join(conditions, sql` and `)}
      order by case when e.state in ('live', 'suspended') then 0 when e.state = 'prematch' then 1 else 2 end,
        case when e.state in ('ended', 'cancelled') then -extract(epoch from e.starts_at) else extract(epoch from e.starts_at) end,
        e.id
      limit ${filter.limit} offset ${filter.offset}`),
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export async function consoleEvent(
  db: TDb | TTx,
  merchantId: number,
  eventId: number,
): Promise<TConsoleEventRaw | undefined> {
  const [row] = rowsOf<TConsoleEventRaw>(
    await db.execute(sql`${EVENT_SELECT(merchantId)}
      where e.id = ${eventId} and (e.merchant_id is null or e.merchant_id = ${merchantId})`),
  );
  return row;
}

export type TTradingRow = {
  market_id: string | number;
  key: string;
  type: string;
  line: number | null;
  map: number | null;
  market_state: string;
  max_stake: string | number | null;
  selection_id: string | number;
  code: string;
  name: string | null;
  odds: number;
  open: boolean;
  bets: number | null;
  stake: string | number | null;
  liability: string | number | null;
};

/** Every market and selection of the event with the merchant's exposure on each selection. */
export async function tradingRows(
  db: TDb | TTx,
  merchantId: number,
  eventId: number,
): Promise<TTradingRow[]> {
  return rowsOf<TTradingRow>(
    await db.execute(sql`
      select m.id as market_id, m.key, m.type, m.line, m.map, m.state as market_state, m.max_stake,
        s.id as selection_id, s.code, s.name, s.odds, s.open, x.bets, x.stake, x.liability
      from book_markets m
      join book_selections s on s.market_id = m.id
      left join book_exposure x on x.selection_id = s.id and x.merchant_id = ${merchantId}
      where m.event_id = ${eventId}
      order by m.sort_order, m.id, s.sort_order, s.id`),
  );
}

export type TResultAuditRow = {
  round: number;
  result: unknown;
  source: string;
  entered_by: string | null;
  approved_by: string | null;
  recorded_at: string | Date;
  settled_at: string | Date | null;
  bets: number | null;
  paid: string | number | null;
  taken_back: string | number | null;
};

/** The event's recorded results, newest first, with the operators' names for console results. */
export async function resultAudit(db: TDb | TTx, eventId: number): Promise<TResultAuditRow[]> {
  return rowsOf<TResultAuditRow>(
    await db.execute(sql`
      select r.round, r.result, r.source, a.username as entered_by, b.username as approved_by, r.recorded_at,
        r.settled_at, r.bets, r.paid, r.taken_back
      from book_results r
      left join operators a on a.id = r.entered_by
      left join operators b on b.id = r.approved_by
      where r.event_id = ${eventId}
      order by r.round desc`),
  );
}

/** A result of the event waiting for its second operator, if any. */
export async function pendingResultApproval(
  db: TDb | TTx,
  eventId: number,
  kind: string,
): Promise<number | null> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from approval_requests where status = 'pending' and kind = ${kind}
      and payload->>'eventId' = ${String(eventId)} order by id limit 1`),
  );
  return row ? Number(row.id) : null;
}

export type TConsoleBetRaw = {
  id: string | number;
  username: string;
  kind: string;
  stake: string | number;
  odds: string;
  potential_return: string | number;
  state: string;
  payout: string | number | null;
  owed: string | number;
  hedged: boolean;
  placed_at: string | Date;
  settled_at: string | Date | null;
  total: string | number;
  sum_stake: string | number;
  sum_payout: string | number | null;
};

/** The merchant's bets matching the search, newest first, with the search's totals. */
export async function searchBets(
  db: TDb,
  merchantId: number,
  filter: {
    from?: string;
    to?: string;
    username?: string;
    eventId?: number;
    state?: string;
    limit: number;
    offset: number;
  },
): Promise<TConsoleBetRaw[]> {
  const conditions = [sql`b.merchant_id = ${merchantId}`];
  if (filter.from) conditions.push(sql`b.placed_at >= ${filter.from}::timestamptz`);
  if (filter.to) conditions.push(sql`b.placed_at < ${filter.to}::timestamptz`);
  if (filter.username) conditions.push(sql`lower(m.username) = lower(${filter.username})`);
  if (filter.state) conditions.push(sql`b.state = ${filter.state}`);
  if (filter.eventId) {
    conditions.push(
      sql`exists (select 1 from book_bet_legs l where l.bet_id = b.id and l.event_id = ${filter.eventId})`,
    );
  }
  return rowsOf<TConsoleBetRaw>(
    await db.execute(sql`
      select b.id, m.username, b.kind, b.stake, b.odds, b.potential_return, b.state, b.payout, b.owed, b.hedged,
        b.placed_at, b.settled_at, count(*) over () as total, sum(b.stake) over () as sum_stake,
        sum(b.payout) over () as sum_payout
      from book_bets b join members m on m.id = b.member_id
      where ${sql.join(conditions, sql` and `)}
      order by b.id desc limit ${filter.limit} offset ${filter.offset}`),
  );
}
