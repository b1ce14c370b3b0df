import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../../db/database.ts";
import { periodFilter, type TTeamReportScope, teamMembersCte } from "./team-filter.ts";

export type TTeamRoundDb = {
  round_id: string;
  username: string;
  vendor_code: string;
  game_type: string;
  names: Record<string, string>;
  stake: string;
  win: string;
  status: string;
  is_trial: boolean;
  created_at: Date | string;
};

/** The team's game rounds in the period, newest first (each member's rounds by its own index). */
export async function listTeamRounds(
  db: TDb,
  scope: TTeamReportScope,
  gameType: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: TTeamRoundDb[]; total: number }> {
  const byType = gameType ? sql`and r.game_type = ${gameType}` : sql``;
  const rows = rowsOf<TTeamRoundDb & { total: string }>(
    await db.execute(sql`
      with ${teamMembersCte(scope)}
      select r.round_id, team.username, r.vendor_code, r.game_type, g.names, r.stake, r.win, r.status,
        r.is_trial, r.created_at, count(*) over () as total
      from team join game_rounds r on r.member_id = team.id
      join games g on g.id = r.game_id
      where ${periodFilter(sql`r.created_at`, scope.period)} and not r.is_trial ${byType}
      order by r.created_at desc, r.id desc
      limit ${page.limit} offset ${page.offset}`),
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}
