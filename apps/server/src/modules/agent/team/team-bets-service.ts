import type { TTeamBetPage, ZTeamBetQuery } from "@orchid/contract/agent";
import type { z } from "zod";
import type { TDb } from "../../../db/database.ts";
import { pageOf, paging } from "../../../http/paging.ts";
import { pickText, type TMerchant } from "../../merchants/index.ts";
import { resolveAgentPeriod } from "../agent-period.ts";
import { listTeamRounds, type TTeamRoundDb } from "./team-bets-repo.ts";

type TQuery = z.output<typeof ZTeamBetQuery>;

/** A round's valid bet: its stake once settled (trial rounds never reach this list); else 0. */
function presentRound(row: TTeamRoundDb, language: string, fallback: string) {
  const stake = Number(row.stake);
  const win = Number(row.win);
  const settled = row.status === "settled" && !row.is_trial;
  return {
    roundId: row.round_id,
    username: row.username,
    vendor: row.vendor_code,
    gameType: row.game_type,
    gameName: pickText(row.names, language, fallback),
    stake,
    validBet: settled ? stake : 0,
    win,
    profit: settled ? win - stake : 0,
    status: row.status,
    createdAt: new Date(row.created_at).getTime(),
  };
}

/** `GET /wps/agent/team/bets`: the team's betting history, newest first. */
export async function teamBets(
  db: TDb,
  merchant: TMerchant,
  agent: { agentPath: string },
  query: TQuery,
  language: string,
  now: Date,
): Promise<TTeamBetPage> {
  const period = resolveAgentPeriod(query, merchant.timeZone, now);
  const { page, pageSize, limit, offset } = paging(query);
  const scope = {
    merchantId: merchant.id,
    path: agent.agentPath,
    period,
    timeZone: merchant.timeZone,
    username: query.username?.trim() || undefined,
  };
  const { rows, total } = await listTeamRounds(db, scope, query.gameType?.trim() || undefined, {
    limit,
    offset,
  });
  const presented = rows.map((row) => presentRound(row, language, merchant.defaultLanguage));
  return {
    ...pageOf(presented, total, page, pageSize),
    period: { fromDay: period.fromDay, toDay: period.toDay },
  };
}
