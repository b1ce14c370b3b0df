import { ZBoTotpRequest } from "@orchid/contract/backoffice";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { createServe } from "../../http/serve.ts";
import { findMerchantById, resolveMerchant } from "../merchants/index.ts";
import type { TApprovalRegistry } from "./approval-kinds.ts";
import { consoleApprovalRoutes } from "./approval-routes.ts";
import { listAudit } from "./operator-audit.ts";
import { presentOperator } from "./operator-presenter.ts";
import { consoleOperatorRoutes } from "./operator-routes.ts";
import { endOperatorSession, operatorPasswordStep, operatorTotpStep } from "./operator-session.ts";

/**
 * The operator platform's calls under /bo: the console session, the audit log, the console's own
 * accounts and four-eyes approvals (decided with the kinds of `approvals`, built at start-up).
 * Every call past login is gated by its contract entry's operator(permission, action) caller.
 */
export async function operatorRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  approvals: TApprovalRegistry,
): Promise<void> {
  const db = ctx.database.db;
  const serve = createServe(app, ctx);

  serve("boLogin", async ({ input, client }) => operatorPasswordStep(ctx, input, client));

  // The code step checks the pending session before the body, so a stranger learns nothing from
  // the code's shape: the handler reads the code itself.
  serve(
    "boTotp",
    async ({ request, client }) => {
      const parsed = ZBoTotpRequest.safeParse(request.body);
      return operatorTotpStep(ctx, request, parsed.success ? parsed.data.code : null, client);
    },
    { handlerParsesInput: true },
  );

  serve("boLogout", async ({ operator, client }) => {
    await endOperatorSession(ctx, operator, client);
    return null;
  });

  serve("boMe", async ({ operator, request }) => {
    const merchant = operator.operator.merchantId
      ? await findMerchantById(db, operator.operator.merchantId)
      : undefined;
    // Console times are shown in the zone of the merchant acted on: a platform owner's pick (the
    // Merchant header), else the operator's own merchant.
    const actedOn =
      merchant ?? (await resolveMerchant(ctx.merchants, request).catch(() => undefined))?.merchant;
    return {
      ...presentOperator(operator.operator, merchant?.code ?? null),
      timeZone: actedOn?.timeZone ?? null,
    };
  });

  serve("boAudit", async ({ merchant, input }) => listAudit(db, merchant.id, input));

  consoleOperatorRoutes(serve, ctx);
  consoleApprovalRoutes(serve, ctx, approvals);
}
