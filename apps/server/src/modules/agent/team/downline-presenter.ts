import type { TDownlineRow } from "@orchid/contract/agent";
import type { TContractSummaryDb, TDownlineRowDb } from "./downlines-repo.ts";

const at = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** A tree row as the agent centre and the console show it; `baseLevel` is the viewer's level. */
export function presentDownline(
  row: TDownlineRowDb,
  baseLevel: number,
  contracts: TContractSummaryDb[],
): TDownlineRow {
  return {
    username: row.username,
    nickname: row.nickname,
    type: Number(row.type),
    depth: Number(row.level) - baseLevel,
    balance: Number(row.balance),
    lastLoginAt: at(row.last_login_at),
    status: row.status,
    directCount: Number(row.direct_count),
    teamSize: Number(row.team_size),
    registeredAt: at(row.created_at) ?? 0,
    contracts: contracts
      .filter((c) => Number(c.member_id) === Number(row.id))
      .map((c) => ({
        kind: c.kind as TDownlineRow["contracts"][number]["kind"],
        state: c.state as TDownlineRow["contracts"][number]["state"],
        topRateBp: Number(c.top_rate_bp),
      })),
  };
}
