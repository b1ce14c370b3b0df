import { type SQL, sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";
import type { TTeamFigures } from "./tiers.ts";

/** Which rollup rows a period covers: 5-minute windows by instant, or local days by date. */
export type TRollupRange =
  | { source: "windows"; from: Date; to: Date }
  | { source: "days"; fromDay: string; toDay: string };

function rangeOf(range: TRollupRange): { table: SQL; where: SQL } {
  return range.source === "windows"
    ? {
        table: sql`member_game_windows`,
        where: sql`r.window_start >= ${range.from.toISOString()}::timestamptz and r.window_start < ${range.to.toISOString()}::timestamptz`,
      }
    : {
        table: sql`member_game_days`,
        where: sql`r.day >= ${range.fromDay}::date and r.day <= ${range.toDay}::date`,
      };
}

/**
 * A holder's team figures over a range, from the rollups only (never raw rounds). The team is the
 * holder and everyone below it; trial play counts nothing. Valid bet: Σ valid stake. Loss: what
 * the team's players lost (stake − win, positive when they lost; rebates and bonuses are not in
 * the rollups and are left out). Active: team members other than the holder whose valid bet in
 * the range reached `activeMinValidBet`.
 */
export async function teamFigures(
  db: TDb | TTx,
  holderId: number,
  range: TRollupRange,
  activeMinValidBet: number,
): Promise<TTeamFigures> {
  const { table, where } = rangeOf(range);
  const [row] = rowsOf<{ valid_bet: string | number; loss: string | number; active: string | number }>(
    await db.execute(sql`
      with per_member as (
        select r.member_id, sum(r.valid_stake) as valid_bet, sum(r.stake - r.win) as loss
        from ${table} r
        join members m on m.id = r.member_id
        where m.agent_path <@ (select agent_path from members where id = ${holderId})
          and not r.is_trial and ${where}
        group by r.member_id)
      select coalesce(sum(valid_bet), 0) as valid_bet, coalesce(sum(loss), 0) as loss,
        count(*) filter (where member_id <> ${holderId} and valid_bet >= ${activeMinValidBet} and valid_bet > 0)
          as active
      from per_member`),
  );
  return {
    validBet: Number(row?.valid_bet ?? 0),
    loss: Number(row?.loss ?? 0),
    activeMembers: Number(row?.active ?? 0),
  };
}
