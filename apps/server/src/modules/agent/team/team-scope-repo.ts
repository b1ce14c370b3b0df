import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";

/** A member of an agent's team as the team pages need it: who, where in the tree. */
export type TTeamMember = {
  id: number;
  username: string;
  type: number;
  status: string;
  agentPath: string;
  uplineId: number | null;
};

type TRow = {
  id: number;
  username: string;
  type: number;
  status: string;
  agent_path: string;
  upline_id: number | null;
};

function teamMemberOf(row: TRow): TTeamMember {
  return {
    id: Number(row.id),
    username: row.username,
    type: Number(row.type),
    status: row.status,
    agentPath: row.agent_path,
    uplineId: row.upline_id === null ? null : Number(row.upline_id),
  };
}

/**
 * The member named `username` (case-insensitive, as usernames are unique) when it is in the team
 * under `teamPath` (the path itself included); `undefined` when it is not, or is not a member of
 * the merchant at all. Answers the same for both, so the caller cannot probe other teams.
 */
export async function findTeamMember(
  db: TDb | TTx,
  merchantId: number,
  teamPath: string,
  username: string,
): Promise<TTeamMember | undefined> {
  const [row] = rowsOf<TRow>(
    await db.execute(sql`
      select id, username, type, status, agent_path::text as agent_path, upline_id from members
      where merchant_id = ${merchantId} and lower(username) = lower(${username})
        and agent_path <@ ${teamPath}::ltree`),
  );
  return row ? teamMemberOf(row) : undefined;
}

/**
 * Usernames along the path down to `toPath`'s member (included), starting at `fromPath`'s member
 * when given, else at the top of the tree.
 */
export async function usernamesAlong(
  db: TDb,
  merchantId: number,
  toPath: string,
  fromPath?: string,
): Promise<string[]> {
  const below = fromPath ? sql`and agent_path <@ ${fromPath}::ltree` : sql``;
  const rows = rowsOf<{ username: string }>(
    await db.execute(sql`
      select username from members
      where merchant_id = ${merchantId} and agent_path @> ${toPath}::ltree ${below}
      order by nlevel(agent_path)`),
  );
  return rows.map((row) => row.username);
}
