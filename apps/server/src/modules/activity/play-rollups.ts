import { sql } from "drizzle-orm";
import type { TTx } from "../../db/database.ts";
import { recordPlays } from "./activity-repo.ts";

export type TRollupRow = {
  merchantId: number;
  memberId: number;
  isTrial: boolean;
  bets: number;
  stake: number;
  validStake: number;
  win: number;
};

/**
 * Adds settled lines to the members' daily and 5-minute rollups of the game type, on the day and
 * window of `at` in each merchant's zone (the settlement's time, so a late settlement still lands
 * in a window the agent jobs have yet to settle).
 */
export async function addRollups(
  tx: TTx,
  gameType: string,
  rows: readonly TRollupRow[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const data = JSON.stringify(
    rows.map((row) => ({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      is_trial: row.isTrial,
      bets: row.bets,
      stake: row.stake,
      valid_stake: row.isTrial ? 0 : row.validStake,
      win: row.win,
    })),
  );
  const instant = at.toISOString();
  await tx.execute(sql`
    insert into member_game_days (merchant_id, member_id, day, game_type, bets, stake, valid_stake, win, is_trial)
    select r.merchant_id, r.member_id, (${instant}::timestamptz at time zone m.time_zone)::date, ${gameType},
      r.bets, r.stake, r.valid_stake, r.win, r.is_trial
    from jsonb_to_recordset(${data}::jsonb) as r(merchant_id int, member_id int, is_trial boolean, bets int,
      stake bigint, valid_stake bigint, win bigint)
    join merchants m on m.id = r.merchant_id
    order by r.member_id
    on conflict (member_id, day, game_type) do update set bets = member_game_days.bets + excluded.bets,
      stake = member_game_days.stake + excluded.stake,
      valid_stake = member_game_days.valid_stake + excluded.valid_stake,
      win = member_game_days.win + excluded.win`);
  await tx.execute(sql`
    insert into member_game_windows
      (merchant_id, member_id, window_start, game_type, bets, stake, valid_stake, win, is_trial)
    select r.merchant_id, r.member_id,
      to_timestamp(floor(extract(epoch from ${instant}::timestamptz) / 300) * 300), ${gameType},
      r.bets, r.stake, r.valid_stake, r.win, r.is_trial
    from jsonb_to_recordset(${data}::jsonb) as r(merchant_id int, member_id int, is_trial boolean, bets int,
      stake bigint, valid_stake bigint, win bigint)
    order by r.member_id
    on conflict (member_id, window_start, game_type) do update set bets = member_game_windows.bets + excluded.bets,
      stake = member_game_windows.stake + excluded.stake,
      valid_stake = member_game_windows.valid_stake + excluded.valid_stake,
      win = member_game_windows.win + excluded.win`);
  await recordPlays(
    tx,
    rows.map((row) => ({ ...row, gameType })),
    at,
  );
}
