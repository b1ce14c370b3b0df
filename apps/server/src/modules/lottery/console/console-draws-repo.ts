import type { TDrawState } from "@orchid/contract/lottery";
import { type SQL, sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../../db/database.ts";
import { DRAW_COLUMNS, drawOf, type TDrawRow, type TRawDraw } from "../draws-repo.ts";

export type TDrawFilter = {
  from: Date;
  to: Date;
  gameCode?: string;
  source?: "fair" | "entered";
  state?: TDrawState;
  now: Date;
};

/** A shown state as stored: a pending draw is scheduled, open or closed by the clock. */
function stateCondition(state: TDrawState, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (state) {
    case "scheduled":
      return sql`d.state = 'pending' and d.opens_at > ${at}`;
    case "open":
      return sql`d.state = 'pending' and d.opens_at <= ${at} and d.closes_at > ${at}`;
    case "closed":
      return sql`d.state = 'pending' and d.closes_at <= ${at}`;
    default:
      return sql`d.state = ${state}`;
  }
}

/** Draws due in the period, newest first, a page at a time, with how many match. */
export async function drawPage(
  db: TDb,
  filter: TDrawFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TDrawRow[]; total: number }> {
  const parts: SQL[] = [
    sql`d.draw_at >= ${filter.from.toISOString()}::timestamptz`,
    sql`d.draw_at < ${filter.to.toISOString()}::timestamptz`,
  ];
  if (filter.gameCode !== undefined) parts.push(sql`d.game_code = ${filter.gameCode}`);
  if (filter.source !== undefined) parts.push(sql`d.source = ${filter.source}`);
  if (filter.state !== undefined) parts.push(stateCondition(filter.state, filter.now));
  const rows = rowsOf<TRawDraw & { total: string | number }>(
    await db.execute(sql`select ${DRAW_COLUMNS}, count(*) over () as total
      from lottery_draws d join lottery_games g on g.code = d.game_code
      where ${sql.join(parts, sql` and `)}
      order by d.draw_at desc, d.id desc limit ${page.limit} offset ${page.offset}`),
  );
  return { rows: rows.map(drawOf), total: Number(rows[0]?.total ?? 0) };
}

export type TDrawTotals = {
  openSlips: number;
  settledSlips: number;
  cancelledSlips: number;
  lines: number;
  stake: number;
  win: number;
  validStake: number;
};

/** What the merchant's real members placed on the draw (trial play left out). */
export async function drawTotals(db: TDb, drawId: number, merchantId: number): Promise<TDrawTotals> {
  const [slips] = rowsOf<Record<"open" | "settled" | "cancelled" | "stake" | "win", string | number>>(
    await db.execute(sql`
      select count(*) filter (where s.state = 'open') as open,
        count(*) filter (where s.state = 'settled') as settled,
        count(*) filter (where s.state = 'cancelled') as cancelled,
        coalesce(sum(s.stake) filter (where s.state <> 'cancelled'), 0) as stake,
        coalesce(sum(s.win) filter (where s.state = 'settled'), 0) as win
      from lottery_slips s where s.draw_id = ${drawId} and s.merchant_id = ${merchantId} and not s.is_trial`),
  );
  const [lines] = rowsOf<Record<"lines" | "valid_stake", string | number>>(
    await db.execute(sql`
      select count(*) as lines, coalesce(sum(l.stake) filter (where l.valid), 0) as valid_stake
      from lottery_lines l join lottery_slips s on s.id = l.slip_id
      where l.draw_id = ${drawId} and s.merchant_id = ${merchantId} and not s.is_trial
        and s.state <> 'cancelled'`),
  );
  return {
    openSlips: Number(slips?.open ?? 0),
    settledSlips: Number(slips?.settled ?? 0),
    cancelledSlips: Number(slips?.cancelled ?? 0),
    lines: Number(lines?.lines ?? 0),
    stake: Number(slips?.stake ?? 0),
    win: Number(slips?.win ?? 0),
    validStake: Number(lines?.valid_stake ?? 0),
  };
}

export type TExposureRow = { betType: string; coverKey: string; stake: number; payout: number };

/** The merchant's numbers on the draw with stake on them, largest payout first, with totals over all. */
export async function exposureOfDraw(
  db: TDb,
  drawId: number,
  merchantId: number,
  limit: number,
): Promise<{ rows: TExposureRow[]; numbers: number; stake: number; largestPayout: number }> {
  const rows = rowsOf<{
    bet_type: string;
    cover_key: string;
    stake: string | number;
    payout: string | number;
    numbers: string | number;
    total_stake: string | number;
    largest: string | number;
  }>(
    await db.execute(sql`
      select bet_type, cover_key, stake, payout, count(*) over () as numbers,
        sum(stake) over () as total_stake, max(payout) over () as largest
      from lottery_exposure where draw_id = ${drawId} and merchant_id = ${merchantId} and stake > 0
      order by payout desc, stake desc, bet_type, cover_key limit ${limit}`),
  );
  const first = rows[0];
  return {
    rows: rows.map((row) => ({
      betType: row.bet_type,
      coverKey: row.cover_key,
      stake: Number(row.stake),
      payout: Number(row.payout),
    })),
    numbers: Number(first?.numbers ?? 0),
    stake: Number(first?.total_stake ?? 0),
    largestPayout: Number(first?.largest ?? 0),
  };
}
