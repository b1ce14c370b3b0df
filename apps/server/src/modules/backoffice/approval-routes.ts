import { ZBoApprovalDecisionRequest, ZBoApprovalQuery } from "@orchid/contract/backoffice-operators";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { decideApproval, listApprovals } from "./approvals.ts";
import type { TGate } from "./console-gate.ts";

/** Four-eyes requests of the merchant: listed and decided by approvers (money.approve). */
export async function consoleApprovalRoutes(app: FastifyInstance, ctx: TAppContext, gate: TGate) {
  app.get("/bo/approvals", async (request) => {
    const { merchant } = await gate(request, "money.approve", "approvals.list");
    const { status } = ZBoApprovalQuery.parse(request.query);
    return ok(await listApprovals(ctx, merchant, status));
  });

  app.put("/bo/approvals/decision", async (request) => {
    const { found, merchant, client } = await gate(request, "money.approve", "approvals.decide");
    const input = ZBoApprovalDecisionRequest.parse(request.body);
    return ok(await decideApproval(ctx, found, merchant, input, client));
  });
}
