import { ZBoCreateOperatorRequest, ZBoUpdateOperatorRequest } from "@orchid/contract/backoffice-operators";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import type { TGate } from "./console-gate.ts";
import "./operator-approvals.ts";
import { createConsoleOperator } from "./operator-creation.ts";
import { listConsoleOperators, updateConsoleOperator } from "./operators-service.ts";

/**
 * The console's own accounts: owners list, add and change operators (operators.manage); adding,
 * role raises and credential resets wait for another owner (operator-approvals.ts).
 */
export async function consoleOperatorRoutes(app: FastifyInstance, ctx: TAppContext, gate: TGate) {
  app.get("/bo/operators", async (request) => {
    const { found, merchant } = await gate(request, "operators.manage", "operators.list");
    return ok(await listConsoleOperators(ctx, found, merchant));
  });

  app.post("/bo/operators", async (request) => {
    const { found, merchant, client } = await gate(request, "operators.manage", "operators.create");
    const input = ZBoCreateOperatorRequest.parse(request.body);
    return ok(await createConsoleOperator(ctx, found, merchant, input, client));
  });

  app.put("/bo/operators", async (request) => {
    const { found, merchant, client } = await gate(request, "operators.manage", "operators.update");
    const input = ZBoUpdateOperatorRequest.parse(request.body);
    return ok(await updateConsoleOperator(ctx, found, merchant, input, client));
  });
}
