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

const ZERO: TTeamFigures = { validBet: 0, loss: 0, activeMembers: 0 };

/**
 * Every holder's team figures over a range in one pass over the rollups (never raw rounds): each
 * member's totals are counted once for every holder on its agent path (labels `m<id>`), so the
 * cost follows the members who played, not the number of holders times their team sizes. The
 * team is the holder and everyone below it; trial play counts nothing. Valid bet: Σ valid stake.
 * Loss: what the team's players lost (stake − win, positive when they lost; rebates and bonuses
 * are not in the rollups and are left out). Active: team members other than the holder whose
 * valid bet in the range reached `activeMinValidBet`.
 */
export async function teamFiguresOf(
  db: TDb | TTx,
  merchantId: number,
  holderIds: readonly number[],
  range: TRollupRange,
  activeMinValidBet: number,
): Promise<Map<number, TTeamFigures>> {
  const figures = new Map<number, TTeamFigures>(holderIds.map((id) => [id, ZERO]));
  if (holderIds.length === 0) return figures;
  const { table, where } = rangeOf(range);
  const rows = rowsOf<{
    holder_id: number;
    valid_bet: string | number;
    loss: string | number;
    active: string | number;
  }>(
    await db.execute(sql`
      with per_member as (
        select r.member_id, sum(r.valid_stake) as valid_bet, sum(r.stake - r.win) as loss
        from ${table} r
        where r.merchant_id = ${merchantId} and not r.is_trial and ${where}
        group by r.member_id),
      lineage as (
        select p.member_id, p.valid_bet, p.loss, substr(label, 2)::int as holder_id
        from per_member p
        join members m on m.id = p.member_id
        cross join lateral unnest(string_to_array(m.agent_path::text, '.')) as label)
      select holder_id, coalesce(sum(valid_bet), 0) as valid_bet, coalesce(sum(loss), 0) as loss,
        count(*) filter (where member_id <> holder_id and valid_bet >= ${activeMinValidBet} and valid_bet > 0)
          as active
      from lineage
      where holder_id = any(${`{${holderIds.join(",")}}`}::int[])
      group by holder_id`),
  );
  for (const row of rows)
    figures.set(row.holder_id, {
      validBet: Number(row.valid_bet),
      loss: Number(row.loss),
      activeMembers: Number(row.active),
    });
  return figures;
}
