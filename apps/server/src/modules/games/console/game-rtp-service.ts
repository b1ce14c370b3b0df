import type { TBoGameRtp, ZBoGameRtpQuery } from "@orchid/contract/backoffice-games";
import type { TGameType } from "@orchid/contract/games";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import type { TMerchant } from "../../merchants/index.ts";
import { resolvePeriod } from "../../wallet/index.ts";
import { gameSumsPage, modelSums, totalSums } from "./game-rtp-repo.ts";
import { modelMaths, type TModelMaths } from "./model-maths.ts";
import { rtpFigures } from "./rtp-figures.ts";

/**
 * `GET /bo/games/rtp`: what the merchant's settled rounds placed in a period (its time zone)
 * returned per game (the most staked first, a page at a time) and per maths model, next to each
 * model's theoretical RTP from its PAR sheet, with the tolerance that round count allows.
 */
export async function gameRtpReport(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  query: z.output<typeof ZBoGameRtpQuery>,
  language: string,
): Promise<TBoGameRtp> {
  const db = ctx.database.db;
  const { page, pageSize } = query;
  const period = resolvePeriod(query, merchant.timeZone, ctx.now());
  const filter = {
    from: period.from,
    to: period.to,
    gameType: query.gameType,
    vendorCode: query.vendorCode,
    model: query.model,
  };
  const [games, models, totals] = await Promise.all([
    gameSumsPage(db, merchant.id, filter, { limit: pageSize, offset: (page - 1) * pageSize, language }),
    modelSums(db, merchant.id, filter),
    totalSums(db, merchant.id, filter),
  ]);
  const modelIds = new Set([...models.map((m) => m.model), ...games.flatMap((g) => g.mathsModel ?? [])]);
  const maths = new Map<string, TModelMaths | null>();
  await Promise.all([...modelIds].map(async (id) => maths.set(id, await modelMaths(id))));
  const mathsOf = (id: string | null) => (id === null ? null : (maths.get(id) ?? null));

  return {
    rows: games.map((game) => ({
      ...rtpFigures(game, mathsOf(game.mathsModel)),
      gameId: game.gameId,
      gameName: game.gameName,
      vendorCode: game.vendorCode,
      vendorName: game.vendorName,
      gameType: game.gameType as TGameType,
      mathsModel: game.mathsModel,
    })),
    page,
    pageSize,
    total: totals.games,
    totalPages: Math.ceil(totals.games / pageSize),
    models: models.flatMap((sums) => {
      const figures = mathsOf(sums.model);
      if (!figures) return [];
      return [
        {
          ...rtpFigures(sums, figures),
          model: sums.model,
          modelName: figures.name,
          volatility: figures.volatilityClass,
          jackpotContribution: figures.jackpotContribution,
        },
      ];
    }),
    totals: {
      rounds: totals.rounds,
      stake: totals.stake,
      win: totals.win,
      observedRtp: totals.stake > 0 ? totals.win / totals.stake : null,
    },
    fromDay: period.fromDay,
    toDay: period.toDay,
  };
}
