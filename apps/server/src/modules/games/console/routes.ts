import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { createServe } from "../../../http/serve.ts";
import { consoleGameCatalogueRoutes } from "./game-catalogue-routes.ts";
import { consoleGameRoundRoutes } from "./game-rounds-routes.ts";
import { consoleGameVendorRoutes } from "./game-vendor-routes.ts";

/** The console's games calls: vendors, the catalogue and its images, rounds and the RTP report. */
export async function gamesConsoleRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);
  consoleGameVendorRoutes(serve, ctx);
  consoleGameCatalogueRoutes(serve, ctx);
  consoleGameRoundRoutes(serve, ctx);
}
