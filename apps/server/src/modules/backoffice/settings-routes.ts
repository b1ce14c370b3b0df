import { ZBoStatusRequest, ZBoToggleRequest } from "@orchid/contract/backoffice";
import {
  ZBoCdnRequest,
  ZBoCustomerServiceRequest,
  ZBoLocaleRequest,
  ZBoMaintenanceMessageRequest,
  ZBoPasswordPolicyRequest,
  ZBoRegisterRuleRequest,
  ZBoResourcesRequest,
} from "@orchid/contract/backoffice-settings";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import type { TGate } from "./console-gate.ts";
import { setLocale } from "./locale-settings.ts";
import { setPasswordPolicy } from "./password-policy-settings.ts";
import { setRegisterRule } from "./register-rule-settings.ts";
import { setResources } from "./resource-settings.ts";
import { presentBoSettings } from "./settings-presenter.ts";
import {
  setCdns,
  setCustomerService,
  setMaintenanceMessage,
  setMerchantStatus,
  setMerchantToggle,
} from "./settings-service.ts";

/**
 * Merchant settings: every switch of the site in one read, and one call per settings page. The
 * gate (session, merchant, permission) runs before the body is read.
 */
export async function consoleSettingsRoutes(app: FastifyInstance, ctx: TAppContext, gate: TGate) {
  app.get("/bo/settings", async (request) => {
    const { merchant } = await gate(request, "settings.read", "settings.read");
    return ok(presentBoSettings(merchant));
  });

  app.put("/bo/settings/status", async (request) => {
    const call = await gate(request, "settings.write", "settings.status");
    await setMerchantStatus(ctx, call, ZBoStatusRequest.parse(request.body));
    return ok(null);
  });

  app.put("/bo/settings/maintenance-message", async (request) => {
    const call = await gate(request, "settings.write", "settings.maintenance_message");
    await setMaintenanceMessage(ctx, call, ZBoMaintenanceMessageRequest.parse(request.body));
    return ok(null);
  });

  app.put("/bo/settings/toggles", async (request) => {
    const call = await gate(request, "settings.write", "settings.toggle");
    await setMerchantToggle(ctx, call, ZBoToggleRequest.parse(request.body));
    return ok(null);
  });

  app.put("/bo/settings/register-rules", async (request) => {
    const call = await gate(request, "settings.write", "settings.register_rule");
    await setRegisterRule(ctx, call, ZBoRegisterRuleRequest.parse(request.body));
    return ok(null);
  });

  app.put("/bo/settings/locale", async (request) => {
    const call = await gate(request, "settings.write", "settings.locale");
    await setLocale(ctx, call, ZBoLocaleRequest.parse(request.body));
    return ok(null);
  });

  app.put("/bo/settings/customer-service", async (request) => {
    const call = await gate(request, "settings.write", "settings.customer_service");
    await setCustomerService(ctx, call, ZBoCustomerServiceRequest.parse(request.body));
    return ok(null);
  });

  app.put("/bo/settings/resources", async (request) => {
    const call = await gate(request, "settings.write", "settings.resources");
    await setResources(ctx, call, ZBoResourcesRequest.parse(request.body));
    return ok(null);
  });

  app.put("/bo/settings/cdns", async (request) => {
    const call = await gate(request, "settings.write", "settings.cdns");
    await setCdns(ctx, call, ZBoCdnRequest.parse(request.body));
    return ok(null);
  });

  app.put("/bo/settings/password-policy", async (request) => {
    const call = await gate(request, "settings.write", "settings.password_policy");
    await setPasswordPolicy(ctx, call, ZBoPasswordPolicyRequest.parse(request.body));
    return ok(null);
  });
}
