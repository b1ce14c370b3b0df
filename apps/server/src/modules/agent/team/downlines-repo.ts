import { LIVE_CONTRACT_STATES } from "@orchid/contract/agent";
import { type SQL, sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../../db/database.ts";

export type TDownlineRowDb = {
  id: number;
  username: string;
  nickname: string;
  type: number;
  status: string;
  level: number;
  balance: string | number;
  last_login_at: Date | string | null;
  created_at: Date | string;
  direct_count: string | number;
  team_size: string | number;
};

export type TContractSummaryDb = { member_id: number; kind: string; state: string; top_rate_bp: number };

/** Which members a tree page lists: one member's direct downlines, the top level, or a search. */
export type TTreeScope =
  | { kind: "children"; parentId: number }
  | { kind: "top" }
  | { kind: "search"; underPath: string | null; text: string; excludeId: number | null };

function scopeFilter(scope: TTreeScope): SQL {
  switch (scope.kind) {
    case "children":
      return sql`m.upline_id = ${scope.parentId}`;
    case "top":
      return sql`m.upline_id is null`;
    case "search": {
      // The typed text is matched literally: the pattern characters of LIKE are escaped.
      const pattern = `%${scope.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const under = scope.underPath ? sql`and m.agent_path <@ ${scope.underPath}::ltree` : sql``;
      const notSelf = scope.excludeId === null ? sql`` : sql`and m.id <> ${scope.excludeId}`;
      return sql`m.username ilike ${pattern} ${under} ${notSelf}`;
    }
  }
}

/**
 * One page of a tree level (trial accounts are never part of a tree): each member with its level
 * in the tree, main balance, direct downlines and team size (the member and everyone below it).
 * The page is chosen first, so balances and counts are read for its rows only: direct downlines
 * from the upline index, a team from the GiST path index.
 */
export async function listTreeRows(
  db: TDb,
  merchantId: number,
  scope: TTreeScope,
  page: { limit: number; offset: number },
): Promise<{ rows: TDownlineRowDb[]; total: number }> {
  const where = sql`m.merchant_id = ${merchantId} and m.type <> 4 and ${scopeFilter(scope)}`;
  const rows = rowsOf<TDownlineRowDb>(
    await db.execute(sql`
      with page as (
        select m.id, m.username, m.nickname, m.type, m.status, m.agent_path, m.last_login_at, m.created_at
        from members m where ${where}
        order by m.id limit ${page.limit} offset ${page.offset})
      select p.id, p.username, p.nickname, p.type, p.status, nlevel(p.agent_path) as level,
        coalesce(a.credits_posted - a.debits_posted - a.debits_pending, 0) as balance,
        p.last_login_at, p.created_at,
        (select count(*) from members c where c.upline_id = p.id and c.type <> 4) as direct_count,
        (select count(*) from members c where c.agent_path <@ p.agent_path and c.type <> 4) as team_size
      from page p
      left join ledger_accounts a on a.member_id = p.id and a.kind = 'main' and a.wallet = ''
      order by p.id`),
  );
  const [counted] = rowsOf<{ n: string }>(
    await db.execute(sql`select count(*) as n from members m where ${where}`),
  );
  return { rows, total: Number(counted?.n ?? 0) };
}

/** The binding contracts of the listed members, each with its highest tier's rate. */
export async function bindingContracts(db: TDb, memberIds: number[]): Promise<TContractSummaryDb[]> {
  if (memberIds.length === 0) return [];
  const ids = sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const states = sql.join(
    LIVE_CONTRACT_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  return rowsOf<TContractSummaryDb>(
    await db.execute(sql`
      select c.member_id, c.kind, c.state,
        coalesce((select max((tier->>'rateBp')::int) from jsonb_array_elements(c.terms->'tiers') tier), 0)
          as top_rate_bp
      from agent_contracts c
      where c.member_id in (${ids}) and c.state in (${states})
      order by c.member_id, c.kind`),
  );
}
