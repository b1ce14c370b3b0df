import type { TBoGame, ZBoGameSearch } from "@orchid/contract/backoffice-games";
import type { TPage } from "@orchid/contract/money";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { presentConsoleGame } from "./console-game-presenter.ts";
import { catalogueGamePage } from "./game-catalogue-repo.ts";

/** `GET /bo/games/catalogue`: the platform's games by type, vendor, name (any language), switch and hot flag. */
export async function searchConsoleGames(
  ctx: Pick<TAppContext, "database">,
  query: z.output<typeof ZBoGameSearch>,
): Promise<TPage<TBoGame>> {
  const { page, pageSize } = query;
  const { rows, total } = await catalogueGamePage(
    ctx.database.db,
    {
      gameType: query.gameType,
      vendorCode: query.vendorCode,
      q: query.q || undefined,
      enabled: query.enabled,
      hot: query.hot,
    },
    pageSize,
    (page - 1) * pageSize,
  );
  return {
    rows: rows.map(presentConsoleGame),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}
