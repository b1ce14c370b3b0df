import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";
import { idRange } from "../../../db/id-range.ts";
import type { TStoredOutcome } from "../bets/leg-outcome.ts";

const ids = (values: readonly number[]) => sql`${`{${values.join(",")}}`}::bigint[]`;

export type TEventToSettle = { id: number; result: Record<string, unknown>; round: number };

/** Events whose latest result is not settled yet, oldest first. */
export async function eventsToSettle(db: TDb, limit: number): Promise<number[]> {
  return rowsOf<{ id: string | number }>(
    await db.execute(
      sql`select id from book_events where result_round <> settled_round order by id limit ${limit}`,
    ),
  ).map((row) => Number(row.id));
}

/**
 * The event with its latest result, none when that is settled. `share` lets a batch run beside
 * the event's other batches while a new result waits for it; `update` takes the row alone, to
 * mark the round settled.
 */
export async function eventToSettle(
  db: TDb | TTx,
  eventId: number,
  lock: false | "share" | "update",
): Promise<TEventToSettle | undefined> {
  const mode = lock === "update" ? sql`for update` : lock === "share" ? sql`for share` : sql``;
  const [row] = rowsOf<{
    id: string | number;
    result: Record<string, unknown>;
    result_round: number;
  }>(
    await db.execute(sql`select id, result, result_round from book_events
      where id = ${eventId} and result_round <> settled_round and result is not null ${mode}`),
  );
  return row ? { id: Number(row.id), result: row.result, round: row.result_round } : undefined;
}

/**
 * Up to `limit` bets after `afterBetId` with a leg on the event not settled at this round, in id
 * order (a bet has at most one leg on an event). The cursor walks the event's legs by bet once,
 * so settling an event costs one pass over its bets, not one per batch.
 */
export async function betsToSettle(
  db: TDb,
  eventId: number,
  round: number,
  afterBetId: number,
  limit: number,
): Promise<number[]> {
  return rowsOf<{ bet_id: string | number }>(
    await db.execute(sql`select bet_id from book_bet_legs
      where event_id = ${eventId} and bet_id > ${afterBetId} and settled_round < ${round}
      order by bet_id limit ${limit}`),
  ).map((row) => Number(row.bet_id));
}

/** The members (with their merchant and trial flag) whose bets these are. */
export async function betOwners(
  db: TDb,
  betIds: readonly number[],
): Promise<{ merchantId: number; memberId: number; isTrial: boolean }[]> {
  if (betIds.length === 0) return [];
  return rowsOf<{ merchant_id: number; member_id: number; is_trial: boolean }>(
    await db.execute(
      sql`select distinct merchant_id, member_id, is_trial from book_bets where id = any(${ids(betIds)})`,
    ),
  ).map((row) => ({ merchantId: row.merchant_id, memberId: row.member_id, isTrial: row.is_trial }));
}

/** A bet as settlement reads it: what its payout, rollups and exposure are worked from. */
export type TBetToSettle = {
  id: number;
  merchantId: number;
  memberId: number;
  stake: number;
  potentialReturn: number;
  state: string;
  payout: number | null;
  payRound: number;
  hedged: boolean;
  isTrial: boolean;
};

/** A leg as settlement reads it: its price and stored outcome, its market and selection. */
export type TLegToSettle = TStoredOutcome & {
  id: number;
  betId: number;
  eventId: number;
  odds: number;
  settledRound: number;
  marketId: number;
  selectionId: number;
};

/**
 * Locks a batch's bets, in id order, and reads them. The batch is a run of the event's bets in id
 * order (`betIds` ascending), so its id range bounds the read too: the index serves it even where
 * the table's statistics lag.
 */
export async function lockBatchBets(tx: TTx, betIds: readonly number[]): Promise<TBetToSettle[]> {
  if (betIds.length === 0) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select id, merchant_id, member_id, stake, potential_return, state, payout, pay_round, hedged, is_trial
      from book_bets where id between ${betIds[0]} and ${betIds.at(-1)} and id = any(${ids(betIds)})
      order by id for update`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    merchantId: row.merchant_id as number,
    memberId: row.member_id as number,
    stake: Number(row.stake),
    potentialReturn: Number(row.potential_return),
    state: row.state as string,
    payout: row.payout === null ? null : Number(row.payout),
    payRound: row.pay_round as number,
    hedged: row.hedged as boolean,
    isTrial: row.is_trial as boolean,
  }));
}

/**
 * Every leg of a batch's bets, in bet then leg order. Read in a statement after the bets' lock, so
 * it sees what a settlement of another event that held them has just committed (one statement
 * locking and joining would read the legs as they were before its wait).
 */
export async function legsOfBatch(tx: TTx, betIds: readonly number[]): Promise<TLegToSettle[]> {
  if (betIds.length === 0) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select id, bet_id, event_id, odds, outcome, places, tied, settled_round, market_id, selection_id
      from book_bet_legs
      where bet_id between ${betIds[0]} and ${betIds.at(-1)} and bet_id = any(${ids(betIds)})
      order by bet_id, id`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    betId: Number(row.bet_id),
    eventId: Number(row.event_id),
    odds: row.odds as number,
    outcome: (row.outcome as string | null) ?? null,
    places: (row.places as number | null) ?? null,
    tied: (row.tied as number | null) ?? null,
    settledRound: row.settled_round as number,
    marketId: Number(row.market_id),
    selectionId: Number(row.selection_id),
  }));
}

/** A selection as settlement rules read it: its market's type and line, its code, its sport. */
export type TSelectionToSettle = {
  marketId: number;
  marketType: string;
  line: number | null;
  map: number | null;
  marketPlaces: number | null;
  code: string;
  sport: string;
};

/** The selections a batch's legs are on, read once per batch rather than once per leg. */
export async function selectionsToSettle(
  tx: TTx,
  selectionIds: readonly number[],
): Promise<Map<number, TSelectionToSettle>> {
  const found = new Map<number, TSelectionToSettle>();
  if (selectionIds.length === 0) return found;
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select s.id, s.market_id, s.code, m.type, m.line, m.map, m.places, c.sport
      from book_selections s
      join book_markets m on m.id = s.market_id
      join book_events e on e.id = m.event_id
      join book_competitions c on c.id = e.competition_id
      where s.id = any(${ids(selectionIds)})`),
  );
  for (const row of rows) {
    found.set(Number(row.id), {
      marketId: Number(row.market_id),
      marketType: String(row.type),
      line: (row.line as number | null) ?? null,
      map: (row.map as number | null) ?? null,
      marketPlaces: (row.places as number | null) ?? null,
      code: String(row.code),
      sport: String(row.sport),
    });
  }
  return found;
}

/** Every selection code of each market (correct score's listed scores, an outright's field). */
export async function codesOfMarkets(
  db: TDb | TTx,
  marketIds: readonly number[],
): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (marketIds.length === 0) return found;
  const rows = rowsOf<{ market_id: string | number; code: string }>(
    await db.execute(sql`select market_id, code from book_selections where market_id = any(${ids(marketIds)})
      order by market_id, id`),
  );
  for (const row of rows) {
    const list = found.get(Number(row.market_id)) ?? [];
    list.push(row.code);
    found.set(Number(row.market_id), list);
  }
  return found;
}

/**
 * An array parameter as PostgreSQL's array text (`{1,NULL,3}`), one column of a batch's rows:
 * parsed once as a value, where `jsonb_to_recordset` or an `array[…]` of literals would parse
 * every row's fields as their own items. Only numbers and settlement's own words go in (states
 * and outcomes: letters and underscores), so nothing needs quoting.
 */
function column<T>(rows: readonly T[], pick: (row: T) => string | number | null): string {
  return `{${rows.map((row) => pick(row) ?? "NULL").join(",")}}`;
}

export async function writeLegOutcomes(
  tx: TTx,
  legs: readonly (TStoredOutcome & { id: number })[],
  round: number,
): Promise<void> {
  if (legs.length === 0) return;
  const { low, high } = idRange(legs);
  await tx.execute(sql`
    update book_bet_legs l set outcome = r.outcome, places = r.places, tied = r.tied, settled_round = ${round}
    from unnest(${column(legs, (leg) => leg.id)}::bigint[], ${column(legs, (leg) => leg.outcome)}::text[],
      ${column(legs, (leg) => leg.places)}::smallint[], ${column(legs, (leg) => leg.tied)}::smallint[])
      as r(id, outcome, places, tied)
    where l.id = r.id and l.id between ${low} and ${high}`);
}

export async function writeBetStates(
  tx: TTx,
  bets: readonly {
    id: number;
    state: string;
    payout: number | null;
    payRound: number;
    legsOpen: number;
    owed: number;
  }[],
  at: Date,
): Promise<void> {
  if (bets.length === 0) return;
  const { low, high } = idRange(bets);
  await tx.execute(sql`
    update book_bets b set state = r.state, payout = r.payout, pay_round = r.pay_round, legs_open = r.legs_open,
      owed = b.owed + r.owed,
      settled_at = case when r.state = 'open' then null else coalesce(b.settled_at, ${at.toISOString()}::timestamptz) end
    from unnest(${column(bets, (bet) => bet.id)}::bigint[], ${column(bets, (bet) => bet.state)}::text[],
      ${column(bets, (bet) => bet.payout)}::bigint[], ${column(bets, (bet) => bet.payRound)}::smallint[],
      ${column(bets, (bet) => bet.legsOpen)}::smallint[], ${column(bets, (bet) => bet.owed)}::bigint[])
      as r(id, state, payout, pay_round, legs_open, owed)
    where b.id = r.id and b.id between ${low} and ${high}`);
}

/** Adds a batch's bets, payouts and reversals to its round's audit row. */
export async function addRoundTotals(
  tx: TTx,
  eventId: number,
  round: number,
  totals: { bets: number; paid: number; takenBack: number },
): Promise<void> {
  await tx.execute(sql`
    update book_results set bets = coalesce(bets, 0) + ${totals.bets}, paid = coalesce(paid, 0) + ${totals.paid},
      taken_back = coalesce(taken_back, 0) + ${totals.takenBack}
    where event_id = ${eventId} and round = ${round}`);
}

/** Marks the round settled (and its audit row) once no leg of the locked event waits for it. */
export async function closeRound(tx: TTx, eventId: number, round: number, at: Date): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      update book_events set settled_round = ${round}
      where id = ${eventId} and result_round = ${round}
        and not exists (select 1 from book_bet_legs where event_id = ${eventId} and settled_round < ${round})
      returning id`),
  );
  if (rows.length === 0) return false;
  await tx.execute(sql`update book_results set settled_at = ${at.toISOString()}::timestamptz
    where event_id = ${eventId} and round = ${round}`);
  return true;
}
