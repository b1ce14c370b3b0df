import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import type { TGate } from "./console-gate.ts";
import { dashboard } from "./dashboard-service.ts";

/** The console's first page: the merchant's recent days and totals. */
export async function consoleDashboardRoutes(app: FastifyInstance, ctx: TAppContext, gate: TGate) {
  app.get("/bo/dashboard", async (request) => {
    const { merchant } = await gate(request, "dashboard.read", "dashboard.read");
    return ok(await dashboard(ctx, merchant));
  });
}
