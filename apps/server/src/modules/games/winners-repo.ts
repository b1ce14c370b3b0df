import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../db/database.ts";

/** The winner board shows the biggest wins of this many days. */
export const WINNER_DAYS = 7;
export const WINNER_ROWS = 20;

export type TWinnerRow = {
  username: string;
  game_name: string;
  game_type: string;
  win: string | number;
  won_at: string | Date;
};

/** The merchant's biggest settled wins since `since` (free play left out), biggest first. */
export async function listBiggestWins(
  db: TDb,
  merchantId: number,
  options: { language: string; since: Date },
): Promise<TWinnerRow[]> {
  return rowsOf<TWinnerRow>(
    await db.execute(sql`
      select m.username, coalesce(g.names ->> ${options.language}, g.names ->> 'EN') as game_name, r.game_type,
        r.win, coalesce(r.settled_at, r.created_at) as won_at
      from game_rounds r join members m on m.id = r.member_id join games g on g.id = r.game_id
      where r.merchant_id = ${merchantId} and r.status = 'settled' and r.win > 0 and not r.is_trial
        and r.created_at >= ${options.since.toISOString()}::timestamptz
      order by r.win desc, won_at desc limit ${WINNER_ROWS}`),
  );
}
