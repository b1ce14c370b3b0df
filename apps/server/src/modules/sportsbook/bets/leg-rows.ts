import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";

/** A selection a slip names, with its market and event as they stand. */
export type TLegRow = {
  selectionId: number;
  code: string;
  name: string | null;
  odds: number;
  open: boolean;
  marketId: number;
  marketType: string;
  marketState: string;
  marketMaxStake: number | null;
  line: number | null;
  map: number | null;
  eventId: number;
  eventState: string;
  startsAt: Date;
  merchantId: number | null;
  sport: string;
  home: string;
  away: string | null;
};

type TRaw = {
  selection_id: string | number;
  code: string;
  name: string | null;
  odds: number;
  open: boolean;
  market_id: string | number;
  market_type: string;
  market_state: string;
  market_max_stake: string | number | null;
  line: number | null;
  map: number | null;
  event_id: string | number;
  event_state: string;
  starts_at: string | Date;
  merchant_id: number | null;
  sport: string;
  home: string;
  away: string | null;
};

/** The selections named, with their markets and events; the caller adds `where`, order and lock. */
const LEG_ROWS_FROM = `
  select s.id as selection_id, s.code, s.name, s.odds, s.open, m.id as market_id, m.type as market_type,
    m.state as market_state, m.max_stake as market_max_stake, m.line, m.map, e.id as event_id,
    e.state as event_state, e.starts_at, e.merchant_id, c.sport, e.home, e.away
  from book_selections s
  join book_markets m on m.id = s.market_id
  join book_events e on e.id = m.event_id
  join book_competitions c on c.id = e.competition_id`;

const idList = (values: Iterable<number>) => `{${[...new Set(values)].sort((a, b) => a - b).join(",")}}`;

/**
 * The selections of a bet with their markets and events. With `lockEvents`, for a placing or
 * cash-out transaction, those events are share-locked first (in id order): a state or result
 * (which takes its event alone) then waits for the bet, so no bet slips in after its event's
 * settlement began. The selections are read as last committed, without a lock: the bet takes the
 * price of that moment, and a price change that commits a moment later is simply after it, so the
 * feed's prices never wait for bets nor bets for prices (decisions/0024).
 */
export async function legRows(
  db: TDb | TTx,
  selectionIds: readonly number[],
  lockEvents?: readonly number[],
): Promise<Map<number, TLegRow>> {
  if (lockEvents) {
    await db.execute(
      sql`select id from book_events where id = any(${idList(lockEvents)}::bigint[]) order by id for share`,
    );
  }
  const rows = rowsOf<TRaw>(
    await db.execute(sql`${sql.raw(LEG_ROWS_FROM)}
      where s.id = any(${idList(selectionIds)}::bigint[])
      order by s.id`),
  );
  return legRowsOf(rows);
}

/**
 * `legRows` with its lock as two statements of a script (a shared placing transaction): the
 * events share-locked in id order, then the selections with their markets and events.
 */
export function lockLegRowsText(eventIds: readonly number[], selectionIds: readonly number[]): string {
  return [
    `select id from book_events where id = any('${idList(eventIds)}'::bigint[]) order by id for share`,
    `${LEG_ROWS_FROM} where s.id = any('${idList(selectionIds)}'::bigint[]) order by s.id`,
  ].join(";\n");
}

/** The rows `legRows` or the script of `lockLegRowsText` answered, by selection. */
export function legRowsOf(rows: readonly unknown[]): Map<number, TLegRow> {
  return new Map(
    (rows as TRaw[]).map((row) => [
      Number(row.selection_id),
      {
        selectionId: Number(row.selection_id),
        code: row.code,
        name: row.name,
        odds: row.odds,
        open: row.open,
        marketId: Number(row.market_id),
        marketType: row.market_type,
        marketState: row.market_state,
        marketMaxStake: row.market_max_stake === null ? null : Number(row.market_max_stake),
        line: row.line,
        map: row.map,
        eventId: Number(row.event_id),
        eventState: row.event_state,
        startsAt: new Date(row.starts_at),
        merchantId: row.merchant_id,
        sport: row.sport,
        home: row.home,
        away: row.away,
      },
    ]),
  );
}
