import { type SQL, sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../../db/database.ts";

export type TConsoleSlipRow = {
  id: number;
  memberId: number;
  username: string;
  isTrial: boolean;
  drawId: number;
  gameCode: string;
  issue: string;
  state: "open" | "settled" | "cancelled";
  stake: number;
  win: number | null;
  createdAt: Date;
  settledAt: Date | null;
};

export type TSlipFilter = {
  from: Date;
  to: Date;
  memberId?: number;
  gameCode?: string;
  drawId?: number;
  state?: TConsoleSlipRow["state"];
};

/** The merchant's slips placed in the period, narrowed by member, game, draw and state. */
function matchingSlips(merchantId: number, filter: TSlipFilter): SQL {
  const parts: SQL[] = [
    sql`s.merchant_id = ${merchantId}`,
    sql`s.created_at >= ${filter.from.toISOString()}::timestamptz`,
    sql`s.created_at < ${filter.to.toISOString()}::timestamptz`,
  ];
  if (filter.memberId !== undefined) parts.push(sql`s.member_id = ${filter.memberId}`);
  if (filter.gameCode !== undefined) parts.push(sql`s.game_code = ${filter.gameCode}`);
  if (filter.drawId !== undefined) parts.push(sql`s.draw_id = ${filter.drawId}`);
  if (filter.state !== undefined) parts.push(sql`s.state = ${filter.state}`);
  return sql`lottery_slips s where ${sql.join(parts, sql` and `)}`;
}

/** One page of matching slips, newest first, with their members' usernames and draws' issues. */
export async function consoleSlipPage(
  db: TDb,
  merchantId: number,
  filter: TSlipFilter,
  page: { limit: number; offset: number },
): Promise<TConsoleSlipRow[]> {
  const rows = rowsOf<{
    id: string | number;
    member_id: number;
    username: string;
    is_trial: boolean;
    draw_id: string | number;
    game_code: string;
    issue: string;
    state: TConsoleSlipRow["state"];
    stake: string | number;
    win: string | number | null;
    created_at: string | Date;
    settled_at: string | Date | null;
  }>(
    await db.execute(sql`
      with page as (
        select s.id from ${matchingSlips(merchantId, filter)}
        order by s.created_at desc, s.id desc limit ${page.limit} offset ${page.offset})
      select s.id, s.member_id, m.username, s.is_trial, s.draw_id, s.game_code, d.issue, s.state, s.stake,
        s.win, s.created_at, s.settled_at
      from page p join lottery_slips s on s.id = p.id join lottery_draws d on d.id = s.draw_id
        join members m on m.id = s.member_id
      order by s.created_at desc, s.id desc`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    memberId: row.member_id,
    username: row.username,
    isTrial: row.is_trial,
    drawId: Number(row.draw_id),
    gameCode: row.game_code,
    issue: row.issue,
    state: row.state,
    stake: Number(row.stake),
    win: row.win === null ? null : Number(row.win),
    createdAt: new Date(row.created_at),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  }));
}

/** Over every matching slip: how many, their stake (cancelled ones left out) and their wins. */
export async function consoleSlipTotals(
  db: TDb,
  merchantId: number,
  filter: TSlipFilter,
): Promise<{ slips: number; stake: number; win: number }> {
  const [row] = rowsOf<{ slips: string | number; stake: string | number; win: string | number }>(
    await db.execute(sql`
      select count(*) as slips, coalesce(sum(s.stake) filter (where s.state <> 'cancelled'), 0) as stake,
        coalesce(sum(s.win), 0) as win
      from ${matchingSlips(merchantId, filter)}`),
  );
  return { slips: Number(row?.slips ?? 0), stake: Number(row?.stake ?? 0), win: Number(row?.win ?? 0) };
}
