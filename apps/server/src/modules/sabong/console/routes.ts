import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { createServe } from "../../../http/serve.ts";
import { Derby } from "./derby-service.ts";

/** The console's derby calls, each served from its contract entry. */
export async function sabongConsoleRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const derby = new Derby(ctx);
  const serve = createServe(app, ctx);
  serve("boFights", async ({ merchant, input }) => derby.fights(merchant.id, input));
  serve("boNewFight", async ({ console, input }) => derby.newFight(console, input));
  serve("boFightAction", async ({ console, input }) => derby.action(console, input));
  serve("boDeclareFight", async ({ console, input }) => derby.declare(console, input.fightId, input.result));
  serve("boSabongSettings", async ({ merchant }) => derby.settings(merchant.id));
  serve("boSaveSabongSettings", async ({ console, input }) => derby.saveSettings(console, input));
}
