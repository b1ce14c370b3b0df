import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../db/database.ts";

export type TFightRow = {
  id: number;
  merchantId: number;
  derby: string;
  fightNo: number;
  meron: string;
  wala: string;
  state: string;
  poolMeron: number;
  poolWala: number;
  poolDraw: number;
  bets: number;
  plasadaBp: number;
  minPer100: number;
  drawProfit: number;
  drawPer: number;
  cancelReason: string | null;
  paid: number | null;
  refunded: number | null;
  houseTake: number | null;
  settled: boolean;
  openedAt: Date;
  closedAt: Date | null;
  endedAt: Date | null;
};

const COLUMNS = sql`id, merchant_id, derby, fight_no, meron, wala, state, pool_meron, pool_wala, pool_draw, bets,
  plasada_bp, min_per_100, draw_profit, draw_per, cancel_reason, paid, refunded, house_take, settled, opened_at,
  closed_at, ended_at`;

type TRaw = Record<string, unknown>;
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const dateOrNull = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string);

function fightOf(row: TRaw): TFightRow {
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    derby: String(row.derby),
    fightNo: Number(row.fight_no),
    meron: String(row.meron),
    wala: String(row.wala),
    state: String(row.state),
    poolMeron: Number(row.pool_meron),
    poolWala: Number(row.pool_wala),
    poolDraw: Number(row.pool_draw),
    bets: Number(row.bets),
    plasadaBp: Number(row.plasada_bp),
    minPer100: Number(row.min_per_100),
    drawProfit: Number(row.draw_profit),
    drawPer: Number(row.draw_per),
    cancelReason: (row.cancel_reason as string | null) ?? null,
    paid: numOrNull(row.paid),
    refunded: numOrNull(row.refunded),
    houseTake: numOrNull(row.house_take),
    settled: Boolean(row.settled),
    openedAt: new Date(row.opened_at as string),
    closedAt: dateOrNull(row.closed_at),
    endedAt: dateOrNull(row.ended_at),
  };
}

/** The merchant's fight taking bets or waiting for its result, else its latest one. */
export async function currentFight(db: TDb, merchantId: number): Promise<TFightRow | undefined> {
  const [row] = rowsOf<TRaw>(
    await db.execute(sql`select ${COLUMNS} from sabong_fights where merchant_id = ${merchantId}
      order by case when state in ('open', 'last_call', 'closed') then 0 else 1 end, id desc limit 1`),
  );
  return row ? fightOf(row) : undefined;
}

export async function recentFights(db: TDb, merchantId: number, limit: number): Promise<TFightRow[]> {
  return rowsOf<TRaw>(
    await db.execute(sql`select ${COLUMNS} from sabong_fights where merchant_id = ${merchantId}
      and state in ('meron', 'wala', 'draw', 'cancelled') order by id desc limit ${limit}`),
  ).map(fightOf);
}

export async function findFight(
  db: TDb | TTx,
  merchantId: number,
  fightId: number,
): Promise<TFightRow | undefined> {
  const [row] = rowsOf<TRaw>(
    await db.execute(
      sql`select ${COLUMNS} from sabong_fights where id = ${fightId} and merchant_id = ${merchantId}`,
    ),
  );
  return row ? fightOf(row) : undefined;
}

export async function lockFight(
  tx: TTx,
  merchantId: number,
  fightId: number,
): Promise<TFightRow | undefined> {
  const [row] = rowsOf<TRaw>(
    await tx.execute(sql`select ${COLUMNS} from sabong_fights where id = ${fightId} and merchant_id = ${merchantId}
      for update`),
  );
  return row ? fightOf(row) : undefined;
}

export async function searchFights(
  db: TDb,
  merchantId: number,
  filter: { state?: string; limit: number; offset: number },
): Promise<{ rows: TFightRow[]; total: number }> {
  const state =
    filter.state === "live"
      ? sql`and state in ('open', 'last_call', 'closed')`
      : filter.state
        ? sql`and state = ${filter.state}`
        : sql``;
  const rows = rowsOf<TRaw & { total: string | number }>(
    await db.execute(sql`select ${COLUMNS}, count(*) over () as total from sabong_fights
      where merchant_id = ${merchantId} ${state} order by id desc limit ${filter.limit} offset ${filter.offset}`),
  );
  return { rows: rows.map(fightOf), total: Number(rows[0]?.total ?? 0) };
}

/**
 * Adds a bet's stake to its side of a fight that takes bets, under the fight's row lock (bets on a
 * fight queue there, so the pools are always the sum of its bets). Undefined when the fight takes
 * no bets now.
 */
export async function addToPool(
  tx: TTx,
  merchantId: number,
  fightId: number,
  side: "meron" | "wala" | "draw",
  stake: number,
): Promise<TFightRow | undefined> {
  const column = { meron: sql`pool_meron`, wala: sql`pool_wala`, draw: sql`pool_draw` }[side];
  const [row] = rowsOf<TRaw>(
    await tx.execute(sql`update sabong_fights set ${column} = ${column} + ${stake}, bets = bets + 1
      where id = ${fightId} and merchant_id = ${merchantId} and state in ('open', 'last_call')
      returning ${COLUMNS}`),
  );
  return row ? fightOf(row) : undefined;
}

export async function insertFightBet(
  tx: TTx,
  bet: {
    fightId: number;
    merchantId: number;
    memberId: number;
    requestKey: string;
    requestHash: string;
    side: string;
    stake: number;
    isTrial: boolean;
    at: Date;
  },
): Promise<number | undefined> {
  const [row] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      insert into sabong_bets (fight_id, merchant_id, member_id, request_key, request_hash, side, stake, is_trial, placed_at)
      values (${bet.fightId}, ${bet.merchantId}, ${bet.memberId}, ${bet.requestKey}, ${bet.requestHash}, ${bet.side},
        ${bet.stake}, ${bet.isTrial}, ${bet.at.toISOString()}::timestamptz)
      on conflict (member_id, request_key) do nothing returning id`),
  );
  return row ? Number(row.id) : undefined;
}

export type TFightBetRow = {
  id: number;
  fightId: number;
  memberId: number;
  merchantId: number;
  requestHash: string;
  side: string;
  stake: number;
  outcome: string | null;
  returned: number | null;
  isTrial: boolean;
  placedAt: Date;
  settledAt: Date | null;
  fightNo: number;
  meron: string;
  wala: string;
  fightState: string;
};

const BET_SELECT = sql`select b.id, b.fight_id, b.member_id, b.merchant_id, b.request_hash, b.side, b.stake, b.outcome,
  b.returned, b.is_trial, b.placed_at, b.settled_at, f.fight_no, f.meron, f.wala, f.state as fight_state
  from sabong_bets b join sabong_fights f on f.id = b.fight_id`;

function betOf(row: TRaw): TFightBetRow {
  return {
    id: Number(row.id),
    fightId: Number(row.fight_id),
    memberId: Number(row.member_id),
    merchantId: Number(row.merchant_id),
    requestHash: String(row.request_hash),
    side: String(row.side),
    stake: Number(row.stake),
    outcome: (row.outcome as string | null) ?? null,
    returned: numOrNull(row.returned),
    isTrial: Boolean(row.is_trial),
    placedAt: new Date(row.placed_at as string),
    settledAt: dateOrNull(row.settled_at),
    fightNo: Number(row.fight_no),
    meron: String(row.meron),
    wala: String(row.wala),
    fightState: String(row.fight_state),
  };
}

export async function fightBetById(db: TDb, betId: number): Promise<TFightBetRow | undefined> {
  const [row] = rowsOf<TRaw>(await db.execute(sql`${BET_SELECT} where b.id = ${betId}`));
  return row ? betOf(row) : undefined;
}

export async function fightBetByKey(
  db: TDb,
  memberId: number,
  requestKey: string,
): Promise<TFightBetRow | undefined> {
  const [row] = rowsOf<TRaw>(
    await db.execute(sql`${BET_SELECT} where b.member_id = ${memberId} and b.request_key = ${requestKey}`),
  );
  return row ? betOf(row) : undefined;
}

export async function memberFightBets(
  db: TDb,
  memberId: number,
  limit: number,
  offset: number,
): Promise<{ rows: TFightBetRow[]; total: number }> {
  const rows = rowsOf<TRaw & { total: string | number }>(
    await db.execute(sql`select x.*, count(*) over () as total from (${BET_SELECT} where b.member_id = ${memberId}) x
      order by x.id desc limit ${limit} offset ${offset}`),
  );
  return { rows: rows.map(betOf), total: Number(rows[0]?.total ?? 0) };
}

/** The open bets of a fight (locked with the fight already), in id order. */
export async function openBetsOfFight(tx: TTx, fightId: number): Promise<TFightBetRow[]> {
  return rowsOf<TRaw>(
    await tx.execute(sql`${BET_SELECT} where b.fight_id = ${fightId} and b.outcome is null order by b.id`),
  ).map(betOf);
}

export async function writeBetOutcomes(
  tx: TTx,
  bets: readonly { id: number; outcome: string; returned: number }[],
  at: Date,
): Promise<void> {
  if (bets.length === 0) return;
  const data = JSON.stringify(bets);
  await tx.execute(sql`update sabong_bets b set outcome = r.outcome, returned = r.returned,
      settled_at = ${at.toISOString()}::timestamptz
    from jsonb_to_recordset(${data}::jsonb) as r(id bigint, outcome text, returned bigint)
    where b.id = r.id`);
}
