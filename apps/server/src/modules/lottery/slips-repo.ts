import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../db/database.ts";
import { linePayout, type TSlipLine } from "./slip-lines.ts";

export type TSlipRow = {
  id: number;
  merchantId: number;
  memberId: number;
  drawId: number;
  gameCode: string;
  issue: string;
  requestHash: string;
  stake: number;
  win: number | null;
  state: "open" | "settled" | "cancelled";
  isTrial: boolean;
  createdAt: Date;
  settledAt: Date | null;
};

export type TStoredLine = {
  slipId: number;
  betType: string;
  label: string;
  stake: number;
  win: number | null;
  valid: boolean | null;
};

type TRawSlip = {
  id: string | number;
  merchant_id: number;
  member_id: number;
  draw_id: string | number;
  game_code: string;
  issue: string;
  request_hash: string;
  stake: string | number;
  win: string | number | null;
  state: TSlipRow["state"];
  is_trial: boolean;
  created_at: string | Date;
  settled_at: string | Date | null;
};

function slipOf(raw: TRawSlip): TSlipRow {
  return {
    id: Number(raw.id),
    merchantId: raw.merchant_id,
    memberId: raw.member_id,
    drawId: Number(raw.draw_id),
    gameCode: raw.game_code,
    issue: raw.issue,
    requestHash: raw.request_hash,
    stake: Number(raw.stake),
    win: raw.win === null ? null : Number(raw.win),
    state: raw.state,
    isTrial: raw.is_trial,
    createdAt: new Date(raw.created_at),
    settledAt: raw.settled_at === null ? null : new Date(raw.settled_at),
  };
}

const SLIP_COLUMNS = sql`s.id, s.merchant_id, s.member_id, s.draw_id, s.game_code, d.issue, s.request_hash,
  s.stake, s.win, s.state, s.is_trial, s.created_at, s.settled_at`;

export async function findSlipByKey(
  db: TDb | TTx,
  memberId: number,
  requestKey: string,
): Promise<TSlipRow | undefined> {
  const [row] = rowsOf<TRawSlip>(
    await db.execute(sql`select ${SLIP_COLUMNS} from lottery_slips s join lottery_draws d on d.id = s.draw_id
      where s.member_id = ${memberId} and s.request_key = ${requestKey}`),
  );
  return row && slipOf(row);
}

export async function findSlipById(
  db: TDb | TTx,
  memberId: number,
  id: number,
): Promise<TSlipRow | undefined> {
  const [row] = rowsOf<TRawSlip>(
    await db.execute(sql`select ${SLIP_COLUMNS} from lottery_slips s join lottery_draws d on d.id = s.draw_id
      where s.id = ${id} and s.member_id = ${memberId}`),
  );
  return row && slipOf(row);
}

export async function lockSlip(tx: TTx, memberId: number, id: number): Promise<TSlipRow | undefined> {
  const [row] = rowsOf<TRawSlip>(
    await tx.execute(sql`select ${SLIP_COLUMNS} from lottery_slips s join lottery_draws d on d.id = s.draw_id
      where s.id = ${id} and s.member_id = ${memberId} for update of s`),
  );
  return row && slipOf(row);
}

/** Inserts a slip unless the member used the key already (answers undefined then). */
export async function insertSlip(
  tx: TTx,
  slip: {
    merchantId: number;
    memberId: number;
    drawId: number;
    gameCode: string;
    requestKey: string;
    requestHash: string;
    stake: number;
    isTrial: boolean;
    at: Date;
  },
): Promise<number | undefined> {
  const [row] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      insert into lottery_slips (merchant_id, member_id, draw_id, game_code, request_key, request_hash, stake,
        is_trial, created_at)
      values (${slip.merchantId}, ${slip.memberId}, ${slip.drawId}, ${slip.gameCode}, ${slip.requestKey},
        ${slip.requestHash}, ${slip.stake}, ${slip.isTrial}, ${slip.at.toISOString()}::timestamptz)
      on conflict (member_id, request_key) do nothing
      returning id`),
  );
  return row && Number(row.id);
}

export function insertLines(
  tx: TTx,
  slip: { id: number; drawId: number; memberId: number },
  lines: readonly TSlipLine[],
): Promise<void> {
  return insertBatchLines(tx, [{ ...slip, lines }]);
}

/** A slip's stake per bet type and number, with what it would pay: what the number caps count. */
export function exposureOf(
  lines: readonly TSlipLine[],
): { betType: string; key: string; stake: number; payout: number }[] {
  const sums = new Map<string, { betType: string; key: string; stake: number; payout: number }>();
  for (const line of lines) {
    const id = `${line.betType}\u0000${line.coverKey}`;
    const sum = sums.get(id) ?? { betType: line.betType, key: line.coverKey, stake: 0, payout: 0 };
    sum.stake += line.stake;
    sum.payout += linePayout(line);
    sums.set(id, sum);
  }
  return [...sums.values()];
}

/**
 * Adds (or with `sign` −1 takes back) a slip's exposure and answers each number's total stake
 * after it. Rows are upserted in key order, so two slips never wait on each other in a cycle.
 */
export async function addExposure(
  tx: TTx,
  draw: { drawId: number; merchantId: number },
  exposure: readonly { betType: string; key: string; stake: number; payout: number }[],
  sign: 1 | -1,
): Promise<Map<string, number>> {
  const sorted = [...exposure].sort((a, b) =>
    a.betType === b.betType ? (a.key < b.key ? -1 : 1) : a.betType < b.betType ? -1 : 1,
  );
  const rows = sorted.map((item) => ({
    bet_type: item.betType,
    cover_key: item.key,
    stake: sign * item.stake,
    payout: sign * item.payout,
  }));
  const totals = rowsOf<{ bet_type: string; cover_key: string; stake: string | number }>(
    await tx.execute(sql`
      insert into lottery_exposure (draw_id, merchant_id, bet_type, cover_key, stake, payout)
      select ${draw.drawId}, ${draw.merchantId}, bet_type, cover_key, stake, payout
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(bet_type text, cover_key text, stake bigint,
        payout bigint)
      on conflict (draw_id, merchant_id, bet_type, cover_key) do update
        set stake = lottery_exposure.stake + excluded.stake, payout = lottery_exposure.payout + excluded.payout
      returning bet_type, cover_key, stake`),
  );
  return new Map(totals.map((row) => [`${row.bet_type}\u0000${row.cover_key}`, Number(row.stake)]));
}

/** Adds to what the member staked on the draw; answers the new total. */
export async function addMemberDrawStake(
  tx: TTx,
  drawId: number,
  memberId: number,
  stake: number,
): Promise<number> {
  const [row] = rowsOf<{ stake: string | number }>(
    await tx.execute(sql`
      insert into lottery_member_draws (draw_id, member_id, stake) values (${drawId}, ${memberId}, ${stake})
      on conflict (draw_id, member_id) do update set stake = lottery_member_draws.stake + excluded.stake
      returning stake`),
  );
  return Number(row?.stake ?? 0);
}

export async function linesOfSlips(db: TDb | TTx, slipIds: readonly number[]): Promise<TStoredLine[]> {
  if (slipIds.length === 0) return [];
  const ids = sql`${`{${slipIds.join(",")}}`}::bigint[]`;
  const rows = rowsOf<{
    slip_id: string | number;
    bet_type: string;
    label: string;
    stake: string | number;
    win: string | number | null;
    valid: boolean | null;
  }>(
    await db.execute(sql`select slip_id, bet_type, label, stake, win, valid from lottery_lines
      where slip_id = any(${ids}) order by id`),
  );
  return rows.map((row) => ({
    slipId: Number(row.slip_id),
    betType: row.bet_type,
    label: row.label,
    stake: Number(row.stake),
    win: row.win === null ? null : Number(row.win),
    valid: row.valid,
  }));
}

/** Slip exposure rows for a cancel: the slip's lines summed per bet type and number. */
export async function slipLinesForCancel(tx: TTx, slipId: number): Promise<TSlipLine[]> {
  const rows = rowsOf<{
    bet_type: string;
    cover_key: string;
    stake: string | number;
    cost: number;
    pays: unknown;
  }>(
    await tx.execute(
      sql`select bet_type, cover_key, stake, cost, pays from lottery_lines where slip_id = ${slipId}`,
    ),
  );
  return rows.map((row) => ({
    betType: row.bet_type,
    line: null,
    label: "",
    stake: Number(row.stake),
    cost: row.cost,
    pays: (typeof row.pays === "string" ? JSON.parse(row.pays) : row.pays) as Record<string, number>,
    coverGroup: "",
    coverKey: row.cover_key,
    coverSpace: 0,
  }));
}

export async function markSlipCancelled(tx: TTx, slipId: number, at: Date): Promise<void> {
  await tx.execute(sql`update lottery_slips set state = 'cancelled', cancelled_at = ${at.toISOString()}::timestamptz
    where id = ${slipId}`);
}

export async function memberSlips(
  db: TDb,
  memberId: number,
  filter: { gameCode?: string; state?: string; limit: number; offset: number },
): Promise<{ rows: TSlipRow[]; total: number }> {
  const game = filter.gameCode ? sql`and s.game_code = ${filter.gameCode}` : sql``;
  const state = filter.state ? sql`and s.state = ${filter.state}` : sql``;
  const rows = rowsOf<TRawSlip & { total: string | number }>(
    await db.execute(sql`select ${SLIP_COLUMNS}, count(*) over () as total
      from lottery_slips s join lottery_draws d on d.id = s.draw_id
      where s.member_id = ${memberId} ${game} ${state}
      order by s.created_at desc, s.id desc limit ${filter.limit} offset ${filter.offset}`),
  );
  return { rows: rows.map(slipOf), total: Number(rows[0]?.total ?? 0) };
}

/** The games a member placed slips on lately, most recent first. */
export async function recentGameCodes(db: TDb, memberId: number, count: number): Promise<string[]> {
  const rows = rowsOf<{ game_code: string }>(
    await db.execute(sql`select game_code from lottery_slips where member_id = ${memberId}
      group by game_code order by max(created_at) desc limit ${count}`),
  );
  return rows.map((row) => row.game_code);
}

/** The lines of a batch's slips in one statement. */
export async function insertBatchLines(
  tx: TTx,
  slips: readonly { id: number; drawId: number; memberId: number; lines: readonly TSlipLine[] }[],
): Promise<void> {
  const rows = slips.flatMap((slip) =>
    slip.lines.map((line) => ({
      slip_id: slip.id,
      draw_id: slip.drawId,
      member_id: slip.memberId,
      bet_type: line.betType,
      line: line.line,
      label: line.label,
      stake: line.stake,
      cost: line.cost,
      pays: line.pays,
      cover_group: line.coverGroup,
      cover_key: line.coverKey,
      cover_space: line.coverSpace,
    })),
  );
  await tx.execute(sql`
    insert into lottery_lines (slip_id, draw_id, member_id, bet_type, line, label, stake, cost, pays,
      cover_group, cover_key, cover_space)
    select slip_id, draw_id, member_id, bet_type, line, label, stake, cost, pays, cover_group, cover_key,
      cover_space
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(slip_id bigint, draw_id bigint, member_id int,
      bet_type text, line jsonb, label text, stake bigint, cost int, pays jsonb, cover_group text, cover_key text,
      cover_space int)`);
}
