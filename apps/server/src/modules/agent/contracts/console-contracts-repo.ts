import type { TAgentContractKind, TAgentContractState } from "@orchid/contract/agent";
import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TDb } from "../../../db/database.ts";
import { members } from "../../../db/schema/accounts.ts";
import { agentContracts } from "../../../db/schema/agents.ts";
import type { TContractRow } from "./contract-repo.ts";

export type TContractSearch = {
  kind?: TAgentContractKind;
  state?: TAgentContractState;
  /** Part of the holder's or the upline's username. */
  username?: string;
  page: number;
  pageSize: number;
};

const holder = alias(members, "holder");
const upline = alias(members, "upline");

/** One page of the merchant's contracts, newest first, and how many match in all. */
export async function searchContracts(
  db: TDb,
  merchantId: number,
  search: TContractSearch,
): Promise<{ rows: TContractRow[]; total: number }> {
  const q = search.username?.trim();
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(agentContracts.merchantId, merchantId),
    search.kind ? eq(agentContracts.kind, search.kind) : undefined,
    search.state ? eq(agentContracts.state, search.state) : undefined,
    like ? or(ilike(holder.username, like), ilike(upline.username, like)) : undefined,
  );
  const from = () =>
    db
      .select({ contract: agentContracts })
      .from(agentContracts)
      .innerJoin(holder, eq(holder.id, agentContracts.memberId))
      .leftJoin(upline, eq(upline.id, agentContracts.uplineId))
      .where(where);
  const [rows, [total]] = await Promise.all([
    from()
      .orderBy(desc(agentContracts.id))
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize),
    db
      .select({ n: count() })
      .from(agentContracts)
      .innerJoin(holder, eq(holder.id, agentContracts.memberId))
      .leftJoin(upline, eq(upline.id, agentContracts.uplineId))
      .where(where),
  ]);
  return { rows: rows.map((row) => row.contract), total: total?.n ?? 0 };
}
