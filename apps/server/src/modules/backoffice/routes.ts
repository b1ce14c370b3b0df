import {
  type TBoPermission,
  ZBoLoginRequest,
  ZBoStatusRequest,
  ZBoToggleRequest,
  ZBoTotpRequest,
} from "@orchid/contract/backoffice";
import { ZBoMemberSearch, ZBoMemberStatusRequest } from "@orchid/contract/backoffice-members";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { sealedBody } from "../session/sealed-body.ts";
import { clientInfo } from "../session/session-service.ts";
import { findMerchantById } from "../system/merchant-repo.ts";
import { presentRegisterRules } from "../system/permission-presenter.ts";
import { resolveMerchant } from "../system/resolve-merchant.ts";
import { searchMembers, setMemberStatus } from "./members-service.ts";
import { listAudit } from "./operator-audit.ts";
import { presentOperator } from "./operator-presenter.ts";
import {
  authorise,
  endOperatorSession,
  operatorPasswordStep,
  operatorTotpStep,
  requireOperatorSession,
} from "./operator-session.ts";
import { setMerchantStatus, setMerchantToggle } from "./settings-service.ts";

const ZAuditQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/**
 * The operators' console API under /bo. Every call past login checks the console session, the
 * merchant (the `Merchant` header; an operator of another merchant is refused and audited) and
 * one permission of the role matrix in packages/contract/src/backoffice.ts.
 */
export async function backofficeRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const db = ctx.database.db;

  /** Session, merchant and permission of a console call, or the refusal. */
  async function gate(request: FastifyRequest, permission: TBoPermission, action: string) {
    const client = clientInfo(request, ctx.now());
    const found = await requireOperatorSession(ctx, request, client.at);
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    await authorise(ctx, found, merchant.id, permission, action, client);
    return { found, merchant, client };
  }

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
    return ok(presentOperator(found.operator, merchant?.code ?? null));
  });

  app.get("/bo/settings", async (request) => {
    const { merchant } = await gate(request, "settings.read", "settings.read");
    return ok({
      merchantCode: merchant.code,
      name: merchant.name,
      systemStatus: merchant.systemStatus,
      regionRestrictionEnabled: merchant.regionRestrictionEnabled,
      regionAllow: merchant.regionAllow,
      regionDeny: merchant.regionDeny,
      settingsTree: merchant.settingsTree,
      registerRules: presentRegisterRules(merchant),
      languages: merchant.languages,
      defaultLanguage: merchant.defaultLanguage,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      timeZone: merchant.timeZone,
      passwordExpiryDays: merchant.passwordExpiryDays,
    });
  });

  app.put("/bo/settings/status", async (request) => {
    const { found, merchant, client } = await gate(request, "settings.write", "settings.status");
    await setMerchantStatus(ctx, found, merchant, ZBoStatusRequest.parse(request.body), client);
    return ok(null);
  });

  app.put("/bo/settings/toggles", async (request) => {
    const { found, merchant, client } = await gate(request, "settings.write", "settings.toggle");
    await setMerchantToggle(ctx, found, merchant, ZBoToggleRequest.parse(request.body), client);
    return ok(null);
  });

  app.get("/bo/members", async (request) => {
    const { merchant } = await gate(request, "members.read", "members.search");
    return ok(await searchMembers(ctx, merchant, ZBoMemberSearch.parse(request.query)));
  });

  app.put("/bo/members/status", async (request) => {
    const { found, merchant, client } = await gate(request, "members.write", "members.status");
    return ok(
      await setMemberStatus(ctx, found, merchant, ZBoMemberStatusRequest.parse(request.body), client),
    );
  });

  app.get("/bo/audit", async (request) => {
    const { merchant } = await gate(request, "audit.read", "audit.read");
    const { limit } = ZAuditQuery.parse(request.query);
    const rows = await listAudit(db, merchant.id, limit);
    return ok(
      rows.map((row) => ({
        id: row.id,
        operatorId: row.operatorId,
        action: row.action,
        outcome: row.outcome,
        targetType: row.targetType,
        targetId: row.targetId,
        before: row.before,
        after: row.after,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
      })),
    );
  });
}
