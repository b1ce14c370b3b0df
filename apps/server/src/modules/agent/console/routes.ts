import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { createServe } from "../../../http/serve.ts";
import { contractConsoleRoutes } from "../contracts/console-routes.ts";
import { settlementConsoleRoutes } from "../settlement/console-routes.ts";
import { teamConsoleRoutes } from "../team/console-routes.ts";

/** The console's agent calls (packages/contract/src/api/console-agents.ts). */
export async function agentConsoleRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);
  contractConsoleRoutes(serve, ctx);
  settlementConsoleRoutes(serve, ctx);
  teamConsoleRoutes(serve, ctx);
}
