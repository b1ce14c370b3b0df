import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../../app-context.ts";
import { createServe } from "../../../../http/serve.ts";
import { consoleMissions, saveConsoleMission } from "./missions-console.ts";

/** The console's missions. */
export async function missionsConsoleRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);
  serve("boMissions", ({ console }) => consoleMissions(ctx, console));
  serve("boSaveMission", ({ console, input }) => saveConsoleMission(ctx, console, input));
}
