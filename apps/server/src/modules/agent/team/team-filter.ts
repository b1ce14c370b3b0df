import { type SQL, sql } from "drizzle-orm";
import type { TPeriod } from "../../wallet/index.ts";

/** A team report's scope: the team under `path`, maybe narrowed to one member, in a period. */
export type TTeamReportScope = {
  merchantId: number;
  path: string;
  period: TPeriod;
  timeZone: string;
  /** One team member's username (exact, case-insensitive); absent: the whole team. */
  username?: string;
  /** Leave this member (the agent itself) out. */
  excludeId?: number;
};

/** `team(id, username)`: the scope's members (never trial accounts), read through the path index. */
export function teamMembersCte(scope: TTeamReportScope): SQL {
  const one = scope.username ? sql`and lower(username) = lower(${scope.username})` : sql``;
  const notSelf = scope.excludeId === undefined ? sql`` : sql`and id <> ${scope.excludeId}`;
  return sql`team as (
    select id, username from members
    where merchant_id = ${scope.merchantId} and agent_path <@ ${scope.path}::ltree and type <> 4 ${one} ${notSelf})`;
}

export const periodFilter = (column: SQL, period: TPeriod) =>
  sql`${column} >= ${period.from.toISOString()}::timestamptz and ${column} < ${period.to.toISOString()}::timestamptz`;
