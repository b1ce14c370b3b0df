import { marketKey, type TFeedFixture, type TFeedMarket } from "@orchid/contract/sportsbook";
import { sql } from "drizzle-orm";
import { rowsOf, type TTx } from "../../../db/database.ts";
import type { TSelectionChange } from "../live/book-events.ts";

type TEventOfRef = { id: number; kind: string; state: string; result: unknown };

/**
 * The feed event `ref` names, locked for the message's change; undefined when the book lacks it.
 * A state or result takes the row alone (`update`: placing bets share-locks it, so a result waits
 * for bets being placed and none is placed after it); prices and market states only share it, so
 * they neither wait for bets nor hold them up (placing reads prices without a lock).
 */
export async function lockFeedEvent(
  tx: TTx,
  ref: string,
  mode: "update" | "share",
): Promise<TEventOfRef | undefined> {
  const [row] = rowsOf<{ id: string | number; kind: string; state: string; result: unknown }>(
    await tx.execute(
      sql`select id, kind, state, result from book_events where feed_ref = ${ref} ${mode === "update" ? sql`for update` : sql`for share`}`,
    ),
  );
  return row ? { id: Number(row.id), kind: row.kind, state: row.state, result: row.result } : undefined;
}

/** An event locked alone for a state or result change (the console's acts); undefined when unknown. */
export async function lockEventById(
  tx: TTx,
  eventId: number,
): Promise<(TEventOfRef & { merchantId: number | null }) | undefined> {
  const [row] = rowsOf<{
    id: string | number;
    kind: string;
    state: string;
    result: unknown;
    merchant_id: number | null;
  }>(
    await tx.execute(
      sql`select id, kind, state, result, merchant_id from book_events where id = ${eventId} for update`,
    ),
  );
  return row
    ? {
        id: Number(row.id),
        kind: row.kind,
        state: row.state,
        result: row.result,
        merchantId: row.merchant_id,
      }
    : undefined;
}

/**
 * Writes a fixture: its competition and event (names and start time change until it starts; its
 * state is the status messages'), then its markets and prices. Answers the event and its prices.
 */
export async function upsertFixture(
  tx: TTx,
  fixture: TFeedFixture,
): Promise<{ eventId: number; selections: TSelectionChange[] }> {
  const [competition] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into book_competitions (sport, title, name, feed_ref)
      values (${fixture.sport}, ${fixture.title ?? null}, ${fixture.competition.name}, ${fixture.competition.ref})
      on conflict (feed_ref) do update set name = excluded.name, title = excluded.title
      returning id`),
  );
  if (!competition) throw new Error("a competition upsert answered no row");
  const [event] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      insert into book_events (competition_id, feed_ref, kind, stage, home, away, starts_at)
      values (${competition.id}, ${fixture.ref}, ${fixture.kind}, ${fixture.stage ?? null}, ${fixture.home},
        ${fixture.away ?? null}, ${fixture.startsAt}::timestamptz)
      on conflict (feed_ref) do update set
        home = case when book_events.state = 'prematch' then excluded.home else book_events.home end,
        away = case when book_events.state = 'prematch' then excluded.away else book_events.away end,
        stage = excluded.stage,
        starts_at = case when book_events.state = 'prematch' then excluded.starts_at else book_events.starts_at end,
        updated_at = now()
      returning id`),
  );
  if (!event) throw new Error("an event upsert answered no row");
  const eventId = Number(event.id);
  return { eventId, selections: await upsertMarkets(tx, eventId, fixture.markets) };
}

/**
 * Adds or re-prices markets of an event: markets by key (a new one opens; an existing one keeps
 * its state), selections by code with their new feed prices. Answers every selection written.
 */
export async function upsertMarkets(
  tx: TTx,
  eventId: number,
  markets: readonly TFeedMarket[],
): Promise<TSelectionChange[]> {
  if (markets.length === 0) return [];
  const marketRows = markets.map((market, index) => ({
    key: marketKey(market),
    type: market.type,
    line: market.line ?? null,
    map: market.map ?? null,
    places: market.places ?? null,
    sort: index,
  }));
  const stored = rowsOf<{ id: string | number; key: string; type: string }>(
    await tx.execute(sql`
      insert into book_markets (event_id, key, type, line, map, places, sort_order)
      select ${eventId}, r.key, r.type, r.line, r.map, r.places, r.sort
      from jsonb_to_recordset(${JSON.stringify(marketRows)}::jsonb)
        as r(key text, type text, line smallint, map smallint, places smallint, sort smallint)
      order by r.key
      on conflict (event_id, key) do update set places = excluded.places
      returning id, key, type`),
  );
  const marketOf = new Map(stored.map((row) => [row.key, { id: Number(row.id), type: row.type }]));
  const selectionRows = markets.flatMap((market) => {
    const found = marketOf.get(marketKey(market));
    if (!found) throw new Error(`market ${marketKey(market)} was not written`);
    return market.selections.map((selection, index) => ({
      market_id: found.id,
      code: selection.code,
      name: selection.name ?? null,
      odds: selection.odds,
      sort: index,
    }));
  });
  const typeOf = new Map([...marketOf.values()].map((market) => [market.id, market.type]));
  const written = rowsOf<{ id: string | number; market_id: string | number; odds: number; open: boolean }>(
    await tx.execute(sql`
      insert into book_selections (market_id, event_id, code, name, odds, sort_order)
      select r.market_id, ${eventId}, r.code, r.name, r.odds, r.sort
      from jsonb_to_recordset(${JSON.stringify(selectionRows)}::jsonb)
        as r(market_id bigint, code text, name text, odds int, sort smallint)
      order by r.market_id, r.code
      on conflict (market_id, code) do update set odds = excluded.odds,
        name = coalesce(excluded.name, book_selections.name)
      returning id, market_id, odds, open`),
  );
  return written.map((row) => ({
    id: Number(row.id),
    marketType: typeOf.get(Number(row.market_id)) ?? "",
    odds: row.odds,
    open: row.open,
  }));
}

/** A live event's state, score and clock; an event that ended or was cancelled keeps its state. */
export async function updateEventStatus(
  tx: TTx,
  eventId: number,
  status: { state: string; score?: { home: number; away: number }; clock?: number },
): Promise<
  { state: string; score: { home: number; away: number } | null; clock: number | null } | undefined
> {
  const [row] = rowsOf<{ state: string; score: { home: number; away: number } | null; clock: number | null }>(
    await tx.execute(sql`
      update book_events set state = ${status.state},
        score = coalesce(${status.score ? JSON.stringify(status.score) : null}::jsonb, score),
        clock = coalesce(${status.clock ?? null}::smallint, clock), updated_at = now()
      where id = ${eventId} and state not in ('ended', 'cancelled')
      returning state, score, clock`),
  );
  return row;
}

export async function updateMarketState(
  tx: TTx,
  eventId: number,
  key: string,
  state: string,
): Promise<number | undefined> {
  const [row] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`update book_markets set state = ${state} where event_id = ${eventId} and key = ${key}
      returning id`),
  );
  return row ? Number(row.id) : undefined;
}

/** An outright's competitors (its outright market's selection codes). */
export async function competitorsOf(tx: TTx, eventId: number): Promise<string[]> {
  return rowsOf<{ code: string }>(
    await tx.execute(sql`select s.code from book_selections s join book_markets m on m.id = s.market_id
      where m.event_id = ${eventId} and m.type = 'outright' order by s.id`),
  ).map((row) => row.code);
}

/**
 * Records a result (or a correction) of a locked event: the event ends (or is cancelled) with the
 * result as its next round, and the round joins the append-only results audit. Answers the round.
 */
export async function recordResult(
  tx: TTx,
  eventId: number,
  result: Record<string, unknown>,
  by: { source: string; enteredBy?: number; approvedBy?: number },
  at: Date,
): Promise<number> {
  const calledOff = result.status === "cancelled" || result.status === "abandoned";
  const [row] = rowsOf<{ result_round: number }>(
    await tx.execute(sql`
      update book_events set result = ${JSON.stringify(result)}::jsonb, result_round = result_round + 1,
        state = ${calledOff ? "cancelled" : "ended"}, updated_at = now()
      where id = ${eventId} returning result_round`),
  );
  if (!row) throw new Error(`event ${eventId} vanished while its result was recorded`);
  await tx.execute(sql`
    insert into book_results (event_id, round, result, source, entered_by, approved_by, recorded_at)
    values (${eventId}, ${row.result_round}, ${JSON.stringify(result)}::jsonb, ${by.source},
      ${by.enteredBy ?? null}, ${by.approvedBy ?? null}, ${at.toISOString()}::timestamptz)`);
  return row.result_round;
}
