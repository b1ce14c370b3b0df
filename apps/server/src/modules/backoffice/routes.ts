import { ZBoLoginRequest, ZBoTotpRequest } from "@orchid/contract/backoffice";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { sealedBody } from "../session/sealed-body.ts";
import { clientInfo } from "../session/session-service.ts";
import { findMerchantById } from "../system/merchant-repo.ts";
import { resolveMerchant } from "../system/resolve-merchant.ts";
import { consoleApprovalRoutes } from "./approval-routes.ts";
import { createGate } from "./console-gate.ts";
import { consoleContentRoutes } from "./content-routes.ts";
import { consoleDashboardRoutes } from "./dashboard-routes.ts";
import { consoleDepositRoutes } from "./deposit-routes.ts";
import { consoleGameCatalogueRoutes } from "./game-catalogue-routes.ts";
import { consoleGameRoundRoutes } from "./game-rounds-routes.ts";
import { consoleGameVendorRoutes } from "./game-vendor-routes.ts";
import { consoleMemberRoutes } from "./member-routes.ts";
import { listAudit } from "./operator-audit.ts";
import { presentOperator } from "./operator-presenter.ts";
import { consoleOperatorRoutes } from "./operator-routes.ts";
import {
  endOperatorSession,
  operatorPasswordStep,
  operatorTotpStep,
  requireOperatorSession,
} from "./operator-session.ts";
import { consoleSettingsRoutes } from "./settings-routes.ts";
import { consoleWalletRoutes } from "./wallet-routes.ts";
import { consoleWithdrawalRoutes } from "./withdrawal-routes.ts";

/** `GET /bo/audit?limit=&action=`: `action` is a prefix ("members." → every member action). */
const ZAuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  action: z
    .string()
    .trim()
    .toLowerCase()
    .max(64)
    .regex(/^[a-z0-9_.]*$/)
    .optional()
    .transform((v) => v || undefined),
});

/**
 * The operators' console API under /bo: the console session calls and the audit log here, each
 * area's calls in its own *-routes.ts. Every call past login goes through the gate
 * (console-gate.ts).
 */
export async function backofficeRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const db = ctx.database.db;

  const gate = createGate(ctx);

  app.post("/bo/session/login", async (request) => {
    const input = ZBoLoginRequest.parse(await sealedBody(ctx, request));
    return ok(await operatorPasswordStep(ctx, input, clientInfo(request, ctx.now())));
  });

  app.post("/bo/session/totp", async (request) => {
    // The session is checked before the body, so a stranger learns nothing from the code's shape.
    const parsed = ZBoTotpRequest.safeParse(request.body);
    const code = parsed.success ? parsed.data.code : null;
    return ok(await operatorTotpStep(ctx, request, code, clientInfo(request, ctx.now())));
  });

  app.delete("/bo/session", async (request) => {
    const client = clientInfo(request, ctx.now());
    const found = await requireOperatorSession(ctx, request, client.at);
    await endOperatorSession(ctx, found, client);
    return ok(null);
  });

  app.get("/bo/me", async (request) => {
    const found = await requireOperatorSession(ctx, request, ctx.now());
    const merchant = found.operator.merchantId
      ? await findMerchantById(db, found.operator.merchantId)
      : undefined;
    // Console times are shown in the zone of the merchant acted on: a platform owner's pick (the
    // Merchant header), else the operator's own merchant.
    const actedOn =
      merchant ?? (await resolveMerchant(ctx.merchants, request).catch(() => undefined))?.merchant;
    return ok({
      ...presentOperator(found.operator, merchant?.code ?? null),
      timeZone: actedOn?.timeZone ?? null,
    });
  });

  app.get("/bo/audit", async (request) => {
    const { merchant } = await gate(request, "audit.read", "audit.read");
    return ok(await listAudit(db, merchant.id, ZAuditQuery.parse(request.query)));
  });

  await consoleSettingsRoutes(app, ctx, gate);
  await consoleContentRoutes(app, ctx, gate);
  await consoleMemberRoutes(app, ctx, gate);
  await consoleOperatorRoutes(app, ctx, gate);
  await consoleApprovalRoutes(app, ctx, gate);
  await consoleDashboardRoutes(app, ctx, gate);
  await consoleWalletRoutes(app, ctx, gate);
  await consoleWithdrawalRoutes(app, ctx, gate);
  await consoleDepositRoutes(app, ctx, gate);
  await consoleGameVendorRoutes(app, ctx, gate);
  await consoleGameCatalogueRoutes(app, ctx, gate);
  await consoleGameRoundRoutes(app, ctx, gate);
}
