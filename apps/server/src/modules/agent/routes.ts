import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { createServe } from "../../http/serve.ts";
import { contractRoutes } from "./contracts/routes.ts";
import { settlementRoutes } from "./settlement/routes.ts";
import { teamRoutes } from "./team/routes.ts";

/**
 * The agent calls of the site (packages/contract/src/api/agent.ts): contracts and the
 * consolidated settings, bills and their collection, and the agent centre's team pages.
 */
export async function agentRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);
  contractRoutes(serve, ctx);
  settlementRoutes(serve, ctx);
  teamRoutes(serve, ctx);
}
