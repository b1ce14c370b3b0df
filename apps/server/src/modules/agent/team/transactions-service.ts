import type { TTeamTransactionPage, ZTeamTransactionQuery } from "@orchid/contract/agent";
import type { z } from "zod";
import type { TDb } from "../../../db/database.ts";
import { pageOf, paging } from "../../../http/paging.ts";
import type { TMember } from "../../accounts/index.ts";
import type { TMerchant } from "../../merchants/index.ts";
import { resolveAgentPeriod } from "../agent-period.ts";
import { listTeamLines } from "./transactions-repo.ts";

/** `GET /wps/agent/team/transactions`: account lines of the agent's downlines (not its own). */
export async function teamTransactions(
  db: TDb,
  merchant: TMerchant,
  agent: TMember,
  query: z.output<typeof ZTeamTransactionQuery>,
  now: Date,
): Promise<TTeamTransactionPage> {
  const period = resolveAgentPeriod(query, merchant.timeZone, now);
  const { page, pageSize, limit, offset } = paging(query);
  const scope = {
    merchantId: merchant.id,
    path: agent.agentPath,
    period,
    timeZone: merchant.timeZone,
    username: query.username?.trim() || undefined,
    excludeId: agent.id,
  };
  const { rows, total } = await listTeamLines(db, scope, query.type, { limit, offset });
  const presented = rows.map((row) => ({
    id: `${row.id}-${row.side}`,
    username: row.username,
    type: row.type,
    amount: Number(row.amount),
    createdAt: new Date(row.created_at).getTime(),
    memo: row.memo ?? "",
  }));
  return {
    ...pageOf(presented, total, page, pageSize),
    period: { fromDay: period.fromDay, toDay: period.toDay },
  };
}
