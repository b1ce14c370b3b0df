import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../../app-context.ts";
import { createServe } from "../../../../http/serve.ts";
import {
  consolePointsSettings,
  consoleProducts,
  consoleRedeems,
  decideMallRedeem,
  saveMallProduct,
  savePointsSettings,
} from "./points-console.ts";

/** The console's points calls: settings, mall products, the redeem queue. */
export async function pointsConsoleRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);
  serve("boPointsSettings", ({ console }) => consolePointsSettings(ctx, console));
  serve("boSavePointsSettings", ({ console, input }) => savePointsSettings(ctx, console, input));
  serve("boMallProducts", ({ console }) => consoleProducts(ctx, console));
  serve("boSaveMallProduct", ({ console, input }) => saveMallProduct(ctx, console, input));
  serve("boRedeems", ({ console, input }) => consoleRedeems(ctx, console, input));
  serve("boDecideRedeem", ({ console, input }) => decideMallRedeem(ctx, console, input));
}
