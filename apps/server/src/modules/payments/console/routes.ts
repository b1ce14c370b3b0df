import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { createServe } from "../../../http/serve.ts";
import { consoleDepositRoutes } from "./deposit-routes.ts";
import { consoleWithdrawalRoutes } from "./withdrawal-routes.ts";

/** The console's payments calls: the deposit and withdrawal queues, channels and payment settings. */
export async function paymentsConsoleRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);
  consoleDepositRoutes(serve, ctx);
  consoleWithdrawalRoutes(serve, ctx);
}
