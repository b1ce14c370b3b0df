import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../../db/database.ts";
import { type TTeamReportScope, teamMembersCte } from "./team-filter.ts";

export type TProfitRowDb = {
  day: string;
  username: string;
  bets: string;
  stake: string;
  valid: string;
  win: string;
};
export type TProfitTotalsDb = Omit<TProfitRowDb, "day" | "username">;

const inDays = (scope: TTeamReportScope) =>
  sql`d.day between ${scope.period.fromDay}::date and ${scope.period.toDay}::date and not d.is_trial`;

/** Per member and local day from the daily rollup (trial play left out), newest day first. */
export async function listTeamProfit(
  db: TDb,
  scope: TTeamReportScope,
  page: { limit: number; offset: number },
): Promise<{ rows: TProfitRowDb[]; total: number }> {
  const rows = rowsOf<TProfitRowDb & { total: string }>(
    await db.execute(sql`
      with ${teamMembersCte(scope)}
      select d.day::text as day, team.username, sum(d.bets) as bets, sum(d.stake) as stake,
        sum(d.valid_stake) as valid, sum(d.win) as win, count(*) over () as total
      from team join member_game_days d on d.member_id = team.id
      where ${inDays(scope)}
      group by d.day, team.username
      order by d.day desc, team.username
      limit ${page.limit} offset ${page.offset}`),
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** The same rows summed over the whole scope. */
export async function teamProfitTotals(db: TDb, scope: TTeamReportScope): Promise<TProfitTotalsDb> {
  const [row] = rowsOf<TProfitTotalsDb>(
    await db.execute(sql`
      with ${teamMembersCte(scope)}
      select coalesce(sum(d.bets), 0) as bets, coalesce(sum(d.stake), 0) as stake,
        coalesce(sum(d.valid_stake), 0) as valid, coalesce(sum(d.win), 0) as win
      from team join member_game_days d on d.member_id = team.id
      where ${inDays(scope)}`),
  );
  return row ?? { bets: "0", stake: "0", valid: "0", win: "0" };
}
