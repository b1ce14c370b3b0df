import { enabledToggles } from "@orchid/contract/settings-toggles";
import type { TAppContext } from "../../app-context.ts";
import type { TServe } from "../../http/serve.ts";
import { requestLanguage } from "../merchants/index.ts";
import { gameList, gameMenus, gameVendors, hotGames, sortingVendors } from "./game-catalogue-service.ts";
import { presentGame } from "./game-presenter.ts";
import { ListCountCache } from "./list-count-cache.ts";
import { listHotFill, listMostPlayed, POPULAR_DAYS } from "./popular-games-repo.ts";
import { presentJackpot } from "./slots/jackpot-display.ts";
import { merchantJackpot } from "./slots/jackpot-pool.ts";
import { presentWinner } from "./winner-presenter.ts";
import { listBiggestWins, WINNER_DAYS } from "./winners-repo.ts";

/** What every visitor of a merchant's site sees of the catalogue: lists, hot games, vendors, boards, the jackpot. */
export function lobbyRoutes(serve: TServe, ctx: Pick<TAppContext, "database" | "now">): void {
  const db = ctx.database.db;
  const listCounts = new ListCountCache(ctx.now);

  serve("gameList", async ({ request, merchant, input }) =>
    gameList(db, listCounts, input, requestLanguage(request, merchant, input.language)),
  );

  serve("hotGames", async ({ request, merchant, input }) =>
    hotGames(db, requestLanguage(request, merchant, input.language), input.vassalage),
  );

  serve("gameMenus", async () => gameMenus(db));

  serve("jackpot", async ({ merchant }) => {
    const enabled = enabledToggles(merchant.settingsTree).has("JACKPOTDISPLAY");
    const now = ctx.now();
    const pools = await merchantJackpot(db, merchant.id, now);
    return presentJackpot(merchant.jackpot, enabled, merchant.currencySymbol, now, pools);
  });

  serve("gameVendors", async ({ input }) => gameVendors(db, input.gameType));

  serve("sortingVendor", async () => sortingVendors(db));

  // The home page's popular games (spec §4 "after login … popular games are loaded").
  serve("popularGames", async ({ request, merchant, input }) => {
    const language = requestLanguage(request, merchant, input.language);
    const since = new Date(ctx.now().getTime() - POPULAR_DAYS * 86_400_000);
    const played = await listMostPlayed(db, merchant.id, { language, since, count: input.count });
    const fill = played.length < input.count ? await listHotFill(db, { language, count: input.count }) : [];
    const seen = new Set(played.map((row) => Number(row.id)));
    const rows = [...played, ...fill.filter((row) => !seen.has(Number(row.id)))].slice(0, input.count);
    return rows.map(presentGame);
  });

  serve("winnerBoard", async ({ request, merchant }) => {
    const since = new Date(ctx.now().getTime() - WINNER_DAYS * 86_400_000);
    const rows = await listBiggestWins(db, merchant.id, {
      language: requestLanguage(request, merchant),
      since,
    });
    return rows.map(presentWinner);
  });
}
