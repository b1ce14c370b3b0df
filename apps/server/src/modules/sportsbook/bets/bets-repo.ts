import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";

export type TBetRow = {
  id: number;
  merchantId: number;
  memberId: number;
  requestKey: string;
  requestHash: string;
  kind: string;
  stake: number;
  odds: string;
  potentialReturn: number;
  state: string;
  payout: number | null;
  payRound: number;
  legsOpen: number;
  hedged: boolean;
  isTrial: boolean;
  cashOutKey: string | null;
  placedAt: Date;
  settledAt: Date | null;
};

type TRawBet = {
  id: string | number;
  merchant_id: number;
  member_id: number;
  request_key: string;
  request_hash: string;
  kind: string;
  stake: string | number;
  odds: string;
  potential_return: string | number;
  state: string;
  payout: string | number | null;
  pay_round: number;
  legs_open: number;
  hedged: boolean;
  is_trial: boolean;
  cash_out_key: string | null;
  placed_at: string | Date;
  settled_at: string | Date | null;
};

function betOf(row: TRawBet): TBetRow {
  return {
    id: Number(row.id),
    merchantId: row.merchant_id,
    memberId: row.member_id,
    requestKey: row.request_key,
    requestHash: row.request_hash,
    kind: row.kind,
    stake: Number(row.stake),
    odds: row.odds,
    potentialReturn: Number(row.potential_return),
    state: row.state,
    payout: row.payout === null ? null : Number(row.payout),
    payRound: row.pay_round,
    legsOpen: row.legs_open,
    hedged: row.hedged,
    isTrial: row.is_trial,
    cashOutKey: row.cash_out_key,
    placedAt: new Date(row.placed_at),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
}

const ids = (values: readonly number[]) => sql`${`{${values.join(",")}}`}::bigint[]`;

/** Writes a bet under its request key; undefined when the key was taken (by this or another call). */
export async function insertBet(
  tx: TTx,
  bet: {
    merchantId: number;
    memberId: number;
    requestKey: string;
    requestHash: string;
    kind: string;
    stake: number;
    odds: string;
    potentialReturn: number;
    legs: number;
    isTrial: boolean;
    at: Date;
  },
): Promise<number | undefined> {
  const [row] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      insert into book_bets (merchant_id, member_id, request_key, request_hash, kind, stake, odds, potential_return,
        legs_open, is_trial, placed_at)
      values (${bet.merchantId}, ${bet.memberId}, ${bet.requestKey}, ${bet.requestHash}, ${bet.kind}, ${bet.stake},
        ${bet.odds}, ${bet.potentialReturn}, ${bet.legs}, ${bet.isTrial}, ${bet.at.toISOString()}::timestamptz)
      on conflict (member_id, request_key) do nothing
      returning id`),
  );
  return row ? Number(row.id) : undefined;
}

export async function insertLegs(
  tx: TTx,
  betId: number,
  legs: readonly { selectionId: number; marketId: number; eventId: number; odds: number; live: boolean }[],
): Promise<void> {
  const data = JSON.stringify(
    legs.map((leg) => ({
      selection_id: leg.selectionId,
      market_id: leg.marketId,
      event_id: leg.eventId,
      odds: leg.odds,
      live: leg.live,
    })),
  );
  await tx.execute(sql`
    insert into book_bet_legs (bet_id, selection_id, market_id, event_id, odds, live)
    select ${betId}, r.selection_id, r.market_id, r.event_id, r.odds, r.live
    from jsonb_to_recordset(${data}::jsonb) as r(selection_id bigint, market_id bigint, event_id bigint, odds int, live boolean)`);
}

/** Adds the stake to the member's total on each event; answers the largest total now. */
export async function addMemberEventStake(
  tx: TTx,
  memberId: number,
  eventIds: readonly number[],
  stake: number,
): Promise<number> {
  const rows = rowsOf<{ stake: string | number }>(
    await tx.execute(sql`
      insert into book_member_events (member_id, event_id, stake)
      select ${memberId}, e, ${stake} from unnest(${ids([...new Set(eventIds)].sort((a, b) => a - b))}) as e
      on conflict (member_id, event_id) do update set stake = book_member_events.stake + excluded.stake
      returning stake`),
  );
  return Math.max(0, ...rows.map((row) => Number(row.stake)));
}

/**
 * Adds (or with a negative sign takes away) a bet's stake and liability on each of its
 * selections for the merchant; answers each selection's liability now.
 */
export function addExposure(
  tx: TTx,
  merchantId: number,
  selectionIds: readonly number[],
  change: { stake: number; liability: number; bets: number },
): Promise<Map<number, number>> {
  return addExposureRows(
    tx,
    merchantId,
    selectionIds.map((selectionId) => ({ selectionId, ...change })),
  );
}

/**
 * Adds each row's stake, liability and bet count to its selection's exposure for the merchant,
 * in selection order (placing and settlement lock these rows last, always in the same order);
 * rows of one selection are summed first. Answers each selection's liability now.
 */
export async function addExposureRows(
  tx: TTx,
  merchantId: number,
  rows: readonly { selectionId: number; stake: number; liability: number; bets: number }[],
): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map();
  const summed = new Map<number, { selection_id: number; stake: number; liability: number; bets: number }>();
  for (const row of rows) {
    const entry = summed.get(row.selectionId) ?? {
      selection_id: row.selectionId,
      stake: 0,
      liability: 0,
      bets: 0,
    };
    entry.stake += row.stake;
    entry.liability += row.liability;
    entry.bets += row.bets;
    summed.set(row.selectionId, entry);
  }
  const data = JSON.stringify([...summed.values()].sort((a, b) => a.selection_id - b.selection_id));
  const answered = rowsOf<{ selection_id: string | number; liability: string | number }>(
    await tx.execute(sql`
      insert into book_exposure (merchant_id, selection_id, stake, liability, bets)
      select ${merchantId}, r.selection_id, r.stake, r.liability, r.bets
      from jsonb_to_recordset(${data}::jsonb) as r(selection_id bigint, stake bigint, liability bigint, bets int)
      order by r.selection_id
      on conflict (merchant_id, selection_id) do update set stake = book_exposure.stake + excluded.stake,
        liability = book_exposure.liability + excluded.liability, bets = book_exposure.bets + excluded.bets
      returning selection_id, liability`),
  );
  return new Map(answered.map((row) => [Number(row.selection_id), Number(row.liability)]));
}

/**
 * A single on another selection of a market the member already backs with an open single makes
 * both "hedged" (no valid bet: the spec's both-sides rule). Answers whether the new bet is.
 */
export async function markHedged(
  tx: TTx,
  bet: { id: number; memberId: number; marketId: number; selectionId: number },
): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      update book_bets b set hedged = true
      from book_bet_legs l
      where l.bet_id = b.id and b.member_id = ${bet.memberId} and b.kind = 'single' and b.state = 'open'
        and l.market_id = ${bet.marketId} and l.selection_id <> ${bet.selectionId} and b.id <> ${bet.id}
      returning b.id`),
  );
  if (rows.length === 0) return false;
  await tx.execute(sql`update book_bets set hedged = true where id = ${bet.id}`);
  return true;
}

const BET_COLUMNS = sql`id, merchant_id, member_id, request_key, request_hash, kind, stake, odds, potential_return,
  state, payout, pay_round, legs_open, hedged, is_trial, cash_out_key, placed_at, settled_at`;

export async function findBetByKey(
  db: TDb,
  memberId: number,
  requestKey: string,
): Promise<TBetRow | undefined> {
  const [row] = rowsOf<TRawBet>(
    await db.execute(sql`select ${BET_COLUMNS} from book_bets where member_id = ${memberId}
      and request_key = ${requestKey}`),
  );
  return row ? betOf(row) : undefined;
}

export async function findBet(db: TDb | TTx, betId: number): Promise<TBetRow | undefined> {
  const [row] = rowsOf<TRawBet>(
    await db.execute(sql`select ${BET_COLUMNS} from book_bets where id = ${betId}`),
  );
  return row ? betOf(row) : undefined;
}

export async function lockBet(tx: TTx, betId: number): Promise<TBetRow | undefined> {
  const [row] = rowsOf<TRawBet>(
    await tx.execute(sql`select ${BET_COLUMNS} from book_bets where id = ${betId} for update`),
  );
  return row ? betOf(row) : undefined;
}

/** A page of a member's bets: open ones, or those settled or cashed out; newest first. */
export async function memberBets(
  db: TDb,
  memberId: number,
  state: "open" | "settled",
  limit: number,
  offset: number,
): Promise<{ rows: TBetRow[]; total: number }> {
  const states = state === "open" ? sql`('open')` : sql`('settled', 'cashed_out')`;
  const rows = rowsOf<TRawBet & { total: string | number }>(
    await db.execute(sql`select ${BET_COLUMNS}, count(*) over () as total from book_bets
      where member_id = ${memberId} and state in ${states}
      order by id desc limit ${limit} offset ${offset}`),
  );
  return { rows: rows.map(betOf), total: Number(rows[0]?.total ?? 0) };
}

/** A leg with its event and selection as they stand now (the bet list and cash-out read these). */
export type TBetLegRow = {
  betId: number;
  selectionId: number;
  eventId: number;
  odds: number;
  live: boolean;
  outcome: string | null;
  places: number | null;
  tied: number | null;
  code: string;
  name: string | null;
  currentOdds: number;
  selectionOpen: boolean;
  marketType: string;
  marketState: string;
  line: number | null;
  map: number | null;
  sport: string;
  home: string;
  away: string | null;
  startsAt: Date;
  eventState: string;
};

export async function legsOfBets(db: TDb | TTx, betIds: readonly number[]): Promise<TBetLegRow[]> {
  if (betIds.length === 0) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select l.bet_id, l.selection_id, l.event_id, l.odds, l.live, l.outcome, l.places, l.tied, s.code, s.name,
        s.odds as current_odds, s.open as selection_open, m.type as market_type, m.state as market_state, m.line,
        m.map, c.sport, e.home, e.away, e.starts_at, e.state as event_state
      from book_bet_legs l
      join book_selections s on s.id = l.selection_id
      join book_markets m on m.id = l.market_id
      join book_events e on e.id = l.event_id
      join book_competitions c on c.id = e.competition_id
      where l.bet_id = any(${ids(betIds)})
      order by l.bet_id, l.id`),
  );
  return rows.map((row) => ({
    betId: Number(row.bet_id),
    selectionId: Number(row.selection_id),
    eventId: Number(row.event_id),
    odds: Number(row.odds),
    live: Boolean(row.live),
    outcome: (row.outcome as string | null) ?? null,
    places: (row.places as number | null) ?? null,
    tied: (row.tied as number | null) ?? null,
    code: String(row.code),
    name: (row.name as string | null) ?? null,
    currentOdds: Number(row.current_odds),
    selectionOpen: Boolean(row.selection_open),
    marketType: String(row.market_type),
    marketState: String(row.market_state),
    line: (row.line as number | null) ?? null,
    map: (row.map as number | null) ?? null,
    sport: String(row.sport),
    home: String(row.home),
    away: (row.away as string | null) ?? null,
    startsAt: new Date(row.starts_at as string),
    eventState: String(row.event_state),
  }));
}
