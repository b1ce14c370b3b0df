import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { createServe } from "../../http/serve.ts";
import { gameImageRoutes } from "./image-routes.ts";
import { lobbyRoutes } from "./lobby-routes.ts";
import { memberGameRoutes } from "./member-game-routes.ts";
import { slotRoutes } from "./slots/slot-routes.ts";
import { SlotGames } from "./slots/slot-service.ts";
import { vendorWalletRoutes } from "./vendor-wallet/vendor-wallet-routes.ts";
import { VendorWallet } from "./vendor-wallet/vendor-wallet-service.ts";

/**
 * The game catalogue (spec §3, §7 Games): lobby lists, images, hot games, vendors and menus for
 * everyone; a member's favourites, recent games, records and launch; the seamless-wallet protocol
 * for vendors; Orchid's own slots for their page. Every call is served from its contract entry.
 */
export async function gamesRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);
  const vendorWallet = new VendorWallet(ctx);
  await app.register(async (scope) => vendorWalletRoutes(scope, ctx, vendorWallet));
  gameImageRoutes(serve, ctx.database.db);
  lobbyRoutes(serve, ctx);
  memberGameRoutes(serve, ctx);
  slotRoutes(serve, new SlotGames(ctx, vendorWallet));
}
