import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../db/database.ts";
import { idRange } from "../../db/id-range.ts";

export type TOpenMember = { memberId: number; merchantId: number; isTrial: boolean };

export type TLineToSettle = {
  id: number;
  slipId: number;
  memberId: number;
  merchantId: number;
  isTrial: boolean;
  betType: string;
  line: unknown;
  stake: number;
  cost: number;
  pays: Record<string, number>;
  coverGroup: string;
  coverKey: string;
  coverSpace: number;
};

type TRawLine = {
  id: string | number;
  slip_id: string | number;
  member_id: number;
  merchant_id: number;
  is_trial: boolean;
  bet_type: string;
  line: string;
  stake: string | number;
  cost: number;
  pays: string;
  cover_group: string;
  cover_key: string;
  cover_space: number;
};

/** The columns a line is settled from, with its slip's merchant and trial flag. */
const LINE_COLUMNS = sql`l.id, l.slip_id, l.member_id, s.merchant_id, s.is_trial, l.bet_type, l.line::text as line,
  l.stake, l.cost, l.pays::text as pays, l.cover_group, l.cover_key, l.cover_space`;

function lineOf(row: TRawLine): TLineToSettle {
  return {
    id: Number(row.id),
    slipId: Number(row.slip_id),
    memberId: row.member_id,
    merchantId: row.merchant_id,
    isTrial: row.is_trial,
    betType: row.bet_type,
    line: JSON.parse(row.line) as unknown,
    stake: Number(row.stake),
    cost: row.cost,
    pays: JSON.parse(row.pays) as Record<string, number>,
    coverGroup: row.cover_group,
    coverKey: row.cover_key,
    coverSpace: row.cover_space,
  };
}

const bigintArray = (values: readonly number[]) => sql`${`{${values.join(",")}}`}::bigint[]`;
const intArray = (values: readonly number[]) => sql`${`{${values.join(",")}}`}::int[]`;

/** Up to `limit` members with open slips on the draw, in member order. */
export async function membersWithOpenSlips(db: TDb, drawId: number, limit: number): Promise<TOpenMember[]> {
  const rows = rowsOf<{ member_id: number; merchant_id: number; is_trial: boolean }>(
    await db.execute(sql`select member_id, min(merchant_id) as merchant_id, bool_or(is_trial) as is_trial
      from lottery_slips where draw_id = ${drawId} and state = 'open'
      group by member_id order by member_id limit ${limit}`),
  );
  return rows.map((row) => ({ memberId: row.member_id, merchantId: row.merchant_id, isTrial: row.is_trial }));
}

/** The lines of those members' slips on the draw that are still open (locked with their slips). */
export async function linesToSettle(
  tx: TTx,
  drawId: number,
  memberIds: readonly number[],
): Promise<TLineToSettle[]> {
  const rows = rowsOf<TRawLine>(
    await tx.execute(sql`
      with open_slips as (
        select id, merchant_id, is_trial from lottery_slips
        where draw_id = ${drawId} and state = 'open' and member_id = any(${intArray(memberIds)})
        order by id for update)
      select ${LINE_COLUMNS}
      from open_slips s join lateral (select * from lottery_lines where slip_id = s.id) l on true`),
  );
  return rows.map(lineOf);
}

/** Writes each line's win and valid flag, and each slip's total win and settled state. */
export async function writeSettledLines(
  tx: TTx,
  lines: readonly { id: number; win: number; valid: boolean }[],
  slips: readonly { id: number; win: number }[],
  at: Date,
): Promise<void> {
  const lineIds = idRange(lines);
  const slipIds = idRange(slips);
  await tx.execute(sql`
    update lottery_lines l set win = r.win, valid = r.valid
    from unnest(${bigintArray(lines.map((line) => line.id))}, ${bigintArray(lines.map((line) => line.win))},
      ${`{${lines.map((line) => (line.valid ? "t" : "f")).join(",")}}`}::boolean[]) as r(id, win, valid)
    where l.id = r.id and l.id between ${lineIds.low} and ${lineIds.high}`);
  await tx.execute(sql`
    update lottery_slips s set win = r.win, state = 'settled', settled_at = ${at.toISOString()}::timestamptz
    from unnest(${bigintArray(slips.map((slip) => slip.id))}, ${bigintArray(slips.map((slip) => slip.win))})
      as r(id, win)
    where s.id = r.id and s.id between ${slipIds.low} and ${slipIds.high}`);
}

/** Marks a drawn draw settled once no slip of it is open. Answers whether it did. */
export async function closeSettledDraw(tx: TTx, drawId: number, at: Date): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      update lottery_draws set state = 'settled', settled_at = ${at.toISOString()}::timestamptz,
        settle_round = settle_round + 1
      where id = ${drawId} and state = 'drawn'
        and not exists (select 1 from lottery_slips where draw_id = ${drawId} and state = 'open')
      returning id`),
  );
  return rows.length > 0;
}

/** Every settled line of a draw with the win it was settled at (a correction settles them again). */
export async function settledLinesOfDraw(
  tx: TTx,
  drawId: number,
): Promise<(TLineToSettle & { oldWin: number })[]> {
  const rows = rowsOf<TRawLine & { win: string | number }>(
    await tx.execute(sql`
      with settled as (
        select id, merchant_id, is_trial from lottery_slips where draw_id = ${drawId} and state = 'settled'
        order by id for update)
      select ${LINE_COLUMNS}, l.win
      from settled s join lateral (select * from lottery_lines where slip_id = s.id) l on true`),
  );
  return rows.map((row) => ({ ...lineOf(row), oldWin: Number(row.win) }));
}

/** Cancelled draws that still have open slips to refund, oldest first. */
export async function cancelledDrawsToRefund(db: TDb, limit: number): Promise<number[]> {
  return rowsOf<{ id: string | number }>(
    await db.execute(sql`select d.id from lottery_draws d where d.state = 'cancelled'
      and exists (select 1 from lottery_slips s where s.draw_id = d.id and s.state = 'open')
      order by d.draw_at limit ${limit}`),
  ).map((row) => Number(row.id));
}

/** Locks those members' open slips on the draw and marks them cancelled; answers them. */
export async function cancelOpenSlips(
  tx: TTx,
  drawId: number,
  memberIds: readonly number[],
  at: Date,
): Promise<{ id: number; memberId: number; merchantId: number; stake: number }[]> {
  const rows = rowsOf<{
    id: string | number;
    member_id: number;
    merchant_id: number;
    stake: string | number;
  }>(
    await tx.execute(sql`
      update lottery_slips set state = 'cancelled', cancelled_at = ${at.toISOString()}::timestamptz
      where id in (select id from lottery_slips where draw_id = ${drawId} and state = 'open'
        and member_id = any(${intArray(memberIds)}) order by id for update)
      returning id, member_id, merchant_id, stake`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    memberId: row.member_id,
    merchantId: row.merchant_id,
    stake: Number(row.stake),
  }));
}

/**
 * Marks settled every drawn draw without open slips (most fast draws: nobody bet). Run as its own
 * statement after drawing, so it sees every slip committed before the draw was drawn.
 */
export async function closeEmptyDrawnDraws(db: TDb, at: Date): Promise<number> {
  const rows = rowsOf(
    // Rows locked in id order first: instances closing the same draws at once never wait on each
    // other in a cycle.
    await db.execute(sql`
      with locked as (select d.id from lottery_draws d where d.state = 'drawn'
          and not exists (select 1 from lottery_slips s where s.draw_id = d.id and s.state = 'open')
          order by d.id for update of d)
      update lottery_draws d set state = 'settled', settled_at = ${at.toISOString()}::timestamptz,
        settle_round = settle_round + 1
      from locked
      where d.id = locked.id and d.state = 'drawn'
        and not exists (select 1 from lottery_slips s where s.draw_id = d.id and s.state = 'open')
      returning d.id`),
  );
  return rows.length;
}
