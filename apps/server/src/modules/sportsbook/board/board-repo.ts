import { and, asc, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { TDb, TTx } from "../../../db/database.ts";
import { bookCompetitions, bookEvents, bookMarkets, bookSelections } from "../../../db/schema/sportsbook.ts";

export type TEventRow = {
  id: number;
  competitionId: number;
  competition: string;
  sport: string;
  title: string | null;
  merchantId: number | null;
  feedRef: string | null;
  kind: string;
  stage: string | null;
  home: string;
  away: string | null;
  startsAt: Date;
  state: string;
  score: unknown;
  clock: number | null;
  result: unknown;
  resultRound: number;
  settledRound: number;
};

export type TMarketRow = {
  id: number;
  eventId: number;
  key: string;
  type: string;
  line: number | null;
  map: number | null;
  places: number | null;
  state: string;
  maxStake: number | null;
};

export type TSelectionRow = {
  id: number;
  marketId: number;
  eventId: number;
  code: string;
  name: string | null;
  odds: number;
  open: boolean;
};

const EVENT_COLUMNS = {
  id: bookEvents.id,
  competitionId: bookEvents.competitionId,
  competition: bookCompetitions.name,
  sport: bookCompetitions.sport,
  title: bookCompetitions.title,
  merchantId: bookEvents.merchantId,
  feedRef: bookEvents.feedRef,
  kind: bookEvents.kind,
  stage: bookEvents.stage,
  home: bookEvents.home,
  away: bookEvents.away,
  startsAt: bookEvents.startsAt,
  state: bookEvents.state,
  score: bookEvents.score,
  clock: bookEvents.clock,
  result: bookEvents.result,
  resultRound: bookEvents.resultRound,
  settledRound: bookEvents.settledRound,
};

/** Events every merchant sees (the feed's) and the merchant's own. */
export function visibleTo(merchantId: number): SQL {
  return or(isNull(bookEvents.merchantId), eq(bookEvents.merchantId, merchantId)) as SQL;
}

const OPEN_STATES = ["prematch", "live", "suspended"];
const LIVE_STATES = ["live", "suspended"];

/** Each sport and title with its events per board section. */
export async function sportCounts(
  db: TDb,
  merchantId: number,
  dayEnd: Date,
): Promise<
  { sport: string; title: string | null; live: number; today: number; early: number; outright: number }[]
> {
  const end = dayEnd.toISOString();
  const rows = await db
    .select({
      sport: bookCompetitions.sport,
      title: bookCompetitions.title,
      live: sql<number>`count(*) filter (where ${bookEvents.kind} <> 'outright' and ${bookEvents.state} in ('live', 'suspended'))`,
      today: sql<number>`count(*) filter (where ${bookEvents.kind} <> 'outright' and ${bookEvents.state} = 'prematch' and ${bookEvents.startsAt} < ${end}::timestamptz)`,
      early: sql<number>`count(*) filter (where ${bookEvents.kind} <> 'outright' and ${bookEvents.state} = 'prematch' and ${bookEvents.startsAt} >= ${end}::timestamptz)`,
      outright: sql<number>`count(*) filter (where ${bookEvents.kind} = 'outright')`,
    })
    .from(bookEvents)
    .innerJoin(bookCompetitions, eq(bookCompetitions.id, bookEvents.competitionId))
    .where(and(visibleTo(merchantId), inArray(bookEvents.state, OPEN_STATES)))
    .groupBy(bookCompetitions.sport, bookCompetitions.title);
  return rows.map((row) => ({
    ...row,
    live: Number(row.live),
    today: Number(row.today),
    early: Number(row.early),
    outright: Number(row.outright),
  }));
}

export type TEventFilter = {
  sport: string;
  section: "live" | "today" | "early" | "outright";
  title?: string;
  competitionId?: number;
  q?: string;
  dayEnd: Date;
  limit: number;
};

/** A section of one sport's board, soonest first. */
export async function boardEvents(db: TDb, merchantId: number, filter: TEventFilter): Promise<TEventRow[]> {
  const conditions: SQL[] = [visibleTo(merchantId), eq(bookCompetitions.sport, filter.sport)];
  if (filter.section === "outright") {
    conditions.push(eq(bookEvents.kind, "outright"), inArray(bookEvents.state, OPEN_STATES));
  } else {
    conditions.push(ne(bookEvents.kind, "outright"));
    if (filter.section === "live") conditions.push(inArray(bookEvents.state, LIVE_STATES));
    else {
      conditions.push(eq(bookEvents.state, "prematch"));
      conditions.push(
        filter.section === "today"
          ? lt(bookEvents.startsAt, filter.dayEnd)
          : gte(bookEvents.startsAt, filter.dayEnd),
      );
    }
  }
  if (filter.title) conditions.push(eq(bookCompetitions.title, filter.title));
  if (filter.competitionId) conditions.push(eq(bookEvents.competitionId, filter.competitionId));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${bookEvents.home} ilike ${like} or ${bookEvents.away} ilike ${like} or ${bookCompetitions.name} ilike ${like})`,
    );
  }
  return (await db
    .select(EVENT_COLUMNS)
    .from(bookEvents)
    .innerJoin(bookCompetitions, eq(bookCompetitions.id, bookEvents.competitionId))
    .where(and(...conditions))
    .orderBy(asc(bookEvents.startsAt), asc(bookEvents.id))
    .limit(filter.limit)) as TEventRow[];
}

/** Live events first, then the soonest to start, football and esports matches only. */
export async function hotEvents(db: TDb, merchantId: number, limit: number): Promise<TEventRow[]> {
  return (await db
    .select(EVENT_COLUMNS)
    .from(bookEvents)
    .innerJoin(bookCompetitions, eq(bookCompetitions.id, bookEvents.competitionId))
    .where(
      and(visibleTo(merchantId), ne(bookEvents.kind, "outright"), inArray(bookEvents.state, OPEN_STATES)),
    )
    .orderBy(sql`case when ${bookEvents.state} = 'prematch' then 1 else 0 end`, asc(bookEvents.startsAt))
    .limit(limit)) as TEventRow[];
}

/** Events of a sport that ended or were cancelled with a start in [from, to). */
export async function finishedEvents(
  db: TDb,
  merchantId: number,
  sport: string,
  from: Date,
  to: Date,
): Promise<TEventRow[]> {
  return (await db
    .select(EVENT_COLUMNS)
    .from(bookEvents)
    .innerJoin(bookCompetitions, eq(bookCompetitions.id, bookEvents.competitionId))
    .where(
      and(
        visibleTo(merchantId),
        eq(bookCompetitions.sport, sport),
        inArray(bookEvents.state, ["ended", "cancelled"]),
        gte(bookEvents.startsAt, from),
        lt(bookEvents.startsAt, to),
      ),
    )
    .orderBy(sql`${bookEvents.startsAt} desc`, sql`${bookEvents.id} desc`)
    .limit(300)) as TEventRow[];
}

export async function eventById(db: TDb | TTx, id: number): Promise<TEventRow | undefined> {
  const [row] = await db
    .select(EVENT_COLUMNS)
    .from(bookEvents)
    .innerJoin(bookCompetitions, eq(bookCompetitions.id, bookEvents.competitionId))
    .where(eq(bookEvents.id, id));
  return row as TEventRow | undefined;
}

/** The markets of these events that are on the board (not closed), optionally only some types. */
export async function marketsOf(
  db: TDb,
  eventIds: readonly number[],
  types?: readonly string[],
): Promise<TMarketRow[]> {
  if (eventIds.length === 0) return [];
  const conditions: SQL[] = [inArray(bookMarkets.eventId, [...eventIds]), ne(bookMarkets.state, "closed")];
  if (types) conditions.push(inArray(bookMarkets.type, [...types]));
  return (await db
    .select({
      id: bookMarkets.id,
      eventId: bookMarkets.eventId,
      key: bookMarkets.key,
      type: bookMarkets.type,
      line: bookMarkets.line,
      map: bookMarkets.map,
      places: bookMarkets.places,
      state: bookMarkets.state,
      maxStake: bookMarkets.maxStake,
    })
    .from(bookMarkets)
    .where(and(...conditions))
    .orderBy(asc(bookMarkets.eventId), asc(bookMarkets.sortOrder), asc(bookMarkets.id))) as TMarketRow[];
}

/** How many markets each event has on the board. */
export async function marketCounts(db: TDb, eventIds: readonly number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: bookMarkets.eventId, n: sql<number>`count(*)` })
    .from(bookMarkets)
    .where(and(inArray(bookMarkets.eventId, [...eventIds]), ne(bookMarkets.state, "closed")))
    .groupBy(bookMarkets.eventId);
  return new Map(rows.map((row) => [row.eventId, Number(row.n)]));
}

export async function selectionsOf(db: TDb, marketIds: readonly number[]): Promise<TSelectionRow[]> {
  if (marketIds.length === 0) return [];
  return (await db
    .select({
      id: bookSelections.id,
      marketId: bookSelections.marketId,
      eventId: bookSelections.eventId,
      code: bookSelections.code,
      name: bookSelections.name,
      odds: bookSelections.odds,
      open: bookSelections.open,
    })
    .from(bookSelections)
    .where(inArray(bookSelections.marketId, [...marketIds]))
    .orderBy(
      asc(bookSelections.marketId),
      asc(bookSelections.sortOrder),
      asc(bookSelections.id),
    )) as TSelectionRow[];
}
