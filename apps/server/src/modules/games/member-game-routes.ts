import { TRIAL_TYPE } from "@orchid/contract/member";
import type { TAppContext } from "../../app-context.ts";
import type { TServe } from "../../http/serve.ts";
import { requestLanguage } from "../merchants/index.ts";
import { deleteFavourite, listFavouriteIds } from "./favourites-repo.ts";
import { addFavourite, favouriteGames } from "./favourites-service.ts";
import { pageCount, presentGame } from "./game-presenter.ts";
import { launchGame } from "./launch-service.ts";
import { listRecentGames, RECENT_DAYS } from "./recent-games-repo.ts";
import { betRecords, gameProfit } from "./records/bet-records-service.ts";

/**
 * A member's own games: favourites, recent games and records for real members only (a trial
 * account is refused, spec §6); launch for every member, trial accounts included.
 */
export function memberGameRoutes(serve: TServe, ctx: TAppContext): void {
  const db = ctx.database.db;

  serve("favouriteGames", async ({ request, merchant, member, input }) =>
    favouriteGames(db, member.id, input, requestLanguage(request, merchant, input.language)),
  );

  serve("favouriteGameIds", async ({ member }) => listFavouriteIds(db, member.id));

  serve("favouriteAdd", async ({ member, input }) => {
    await addFavourite(db, member.id, input);
    return null;
  });

  serve("favouriteRemove", async ({ member, input }) => {
    await deleteFavourite(db, member.id, input.nodeId);
    return null;
  });

  serve("recentGames", async ({ request, merchant, member, input }) => {
    const { rows, total } = await listRecentGames(db, member.id, {
      language: requestLanguage(request, merchant, input.language),
      since: new Date(ctx.now().getTime() - RECENT_DAYS * 86_400_000),
      gameType: input.gameType,
      vendorCode: input.vassalage,
      limit: input.pageSize,
      offset: (input.pageNo - 1) * input.pageSize,
    });
    return { list: rows.map(presentGame), totalPages: pageCount(total, input.pageSize) };
  });

  // A trial account may launch too: it plays Orchid's own games with its play credit (free play).
  serve("launchGame", async ({ request, merchant, member, input }) => {
    const language = requestLanguage(request, merchant, input.language);
    const player = { id: member.id, merchantId: merchant.id, isTrial: member.type === TRIAL_TYPE };
    return launchGame(ctx, player, input, language);
  });

  serve("betRecords", async ({ request, merchant, member, input }) =>
    betRecords(db, merchant, member.id, input, requestLanguage(request, merchant, input.language), ctx.now()),
  );

  serve("gameProfit", async ({ merchant, member, input }) =>
    gameProfit(db, merchant, member.id, input, ctx.now()),
  );
}
