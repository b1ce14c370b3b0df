import type { TAgentContractKind, TContractTerms, TDividendPeriod } from "@orchid/contract/agent";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";
import type { TContractNode } from "./level-difference.ts";

type TContractRaw = {
  id: string | number;
  member_id: number;
  upline_id: number | null;
  terms: TContractTerms;
};

/**
 * The contracts of a kind that bind in a period: active ones, and those whose change or
 * termination awaits an answer (their current terms hold until then), made before the period
 * ended. Dividends narrow to one term period. Each knows its payer's contract of the same kind.
 */
export async function settlingContracts(
  db: TDb | TTx,
  merchantId: number,
  kind: TAgentContractKind,
  periodEnd: Date,
  dividendPeriod?: TDividendPeriod,
): Promise<TContractNode[]> {
  const byPeriod = dividendPeriod ? sql`and c.terms->>'period' = ${dividendPeriod}` : sql``;
  const rows = rowsOf<TContractRaw>(
    await db.execute(sql`
      select c.id, c.member_id, c.upline_id, c.terms from agent_contracts c
      where c.merchant_id = ${merchantId} and c.kind = ${kind}
        and c.state in ('active', 'pending_change', 'terminating')
        and coalesce(c.accepted_at, c.created_at) < ${periodEnd.toISOString()}::timestamptz ${byPeriod}
      order by c.id`),
  );
  const byHolder = new Map(rows.map((row) => [row.member_id, Number(row.id)]));
  return rows.map((row) => ({
    contractId: Number(row.id),
    holderId: row.member_id,
    payerId: row.upline_id,
    parentContractId: row.upline_id === null ? null : (byHolder.get(row.upline_id) ?? null),
    tiers: row.terms.tiers,
  }));
}
