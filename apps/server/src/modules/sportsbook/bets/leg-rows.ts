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

/**
 * The selections of a slip with their markets and events. With `lockEvents`, for the placing
 * transaction, those events are share-locked first (in id order) and then the selections, so
 * neither a price nor an event's state can change between the check and the write: the feed's
 * price update waits for the bet, then moves the price; a state or result (which takes its event
 * alone, before anything else) waits, so no bet slips in after its event's settlement began. The
 * feed takes the event before the selections too, so the two never wait on each other in a cycle.
 */
export async function legRows(
  db: TDb | TTx,
  selectionIds: readonly number[],
  lockEvents?: readonly number[],
): Promise<Map<number, TLegRow>> {
  const ids = `{${[...selectionIds].join(",")}}`;
  if (lockEvents) {
    const events = `{${[...new Set(lockEvents)].sort((a, b) => a - b).join(",")}}`;
    await db.execute(
      sql`select id from book_events where id = any(${events}::bigint[]) order by id for share`,
    );
  }
  const rows = rowsOf<TRaw>(
    await db.execute(sql`
      select s.id as selection_id, s.code, s.name, s.odds, s.open, m.id as market_id, m.type as market_type,
        m.state as market_state, m.max_stake as market_max_stake, m.line, m.map, e.id as event_id,
        e.state as event_state, e.starts_at, e.merchant_id, c.sport, e.home, e.away
      from book_selections s
      join book_markets m on m.id = s.market_id
      join book_events e on e.id = m.event_id
      join book_competitions c on c.id = e.competition_id
      where s.id = any(${ids}::bigint[])
      order by s.id
      ${lockEvents ? sql`for share of s` : sql``}`),
  );
  return new Map(
    rows.map((row) => [
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
