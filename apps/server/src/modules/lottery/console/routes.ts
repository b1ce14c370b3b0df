import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { createServe } from "../../../http/serve.ts";
import { searchLotterySlips } from "./console-slips-service.ts";
import { consoleLotteryDrawRoutes } from "./lottery-draw-routes.ts";
import { consoleLotterySetupRoutes } from "./lottery-setup-routes.ts";

/** The console's lottery calls: games and odds, draws (audit, liability, four-eyes acts) and slips. */
export async function lotteryConsoleRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);
  consoleLotterySetupRoutes(serve, ctx);
  consoleLotteryDrawRoutes(serve, ctx);
  serve("boLotterySlips", async ({ merchant, input }) => searchLotterySlips(ctx, merchant, input));
}
