import type {
  TBoGameRoundDetail,
  TBoGameRoundPage,
  ZBoGameRoundSearch,
} from "@orchid/contract/backoffice-games";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { findMemberByUsername } from "../../accounts/index.ts";
import type { TMerchant } from "../../merchants/index.ts";
import { resolvePeriod } from "../../wallet/index.ts";
import { presentConsoleRound } from "./game-round-presenter.ts";
import { consoleRoundPage, findConsoleRound } from "./game-rounds-repo.ts";

const EMPTY_TOTALS = { rounds: 0, stake: 0, win: 0, net: 0 };

/**
 * `GET /bo/games/rounds`: the merchant's rounds placed in a period (its time zone), newest first,
 * by member (exact username), game, vendor, type and status, a page at a time, with the totals of
 * every matching round.
 */
export async function searchGameRounds(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  query: z.output<typeof ZBoGameRoundSearch>,
  language: string,
): Promise<TBoGameRoundPage> {
  const db = ctx.database.db;
  const { page, pageSize } = query;
  const period = resolvePeriod(query, merchant.timeZone, ctx.now());
  const member = query.username ? await findMemberByUsername(db, merchant.id, query.username) : undefined;
  if (query.username && !member)
    return { rows: [], page, pageSize, total: 0, totalPages: 0, totals: EMPTY_TOTALS };
  const found = await consoleRoundPage(
    db,
    merchant.id,
    {
      memberId: member?.id,
      gameId: query.gameId,
      vendorCode: query.vendorCode,
      gameType: query.gameType,
      status: query.status,
      from: period.from,
      to: period.to,
    },
    { limit: pageSize, offset: (page - 1) * pageSize, language },
  );
  return {
    rows: found.rows.map(presentConsoleRound),
    page,
    pageSize,
    total: found.total,
    totalPages: Math.ceil(found.total / pageSize),
    totals: { rounds: found.total, stake: found.stake, win: found.win, net: found.win - found.stake },
  };
}

/** `GET /bo/games/rounds/detail`: one of the merchant's rounds with the game's report of it. */
export async function gameRoundDetail(
  ctx: Pick<TAppContext, "database">,
  merchant: TMerchant,
  id: number,
  language: string,
): Promise<TBoGameRoundDetail> {
  const row = await findConsoleRound(ctx.database.db, merchant.id, id, language);
  if (!row) throw new AppError("NOT_FOUND");
  return { ...presentConsoleRound(row), detail: row.detail ?? null };
}
