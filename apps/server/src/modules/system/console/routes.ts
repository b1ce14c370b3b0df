import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { createServe } from "../../../http/serve.ts";
import { dashboard } from "./dashboard-service.ts";
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
 * The console's merchant calls: the dashboard (the merchant's recent days and totals), every
 * switch of the site in one read, and one call per settings page. The gate of each entry
 * (session, merchant, permission) runs before the body is read.
 */
export async function systemConsoleRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);

  serve("boDashboard", async ({ merchant }) => dashboard(ctx, merchant));

  serve("boSettings", async ({ merchant }) => presentBoSettings(merchant));

  serve("boSetStatus", async ({ console, input }) => {
    await setMerchantStatus(ctx, console, input);
    return null;
  });

  serve("boSetMaintenanceMessage", async ({ console, input }) => {
    await setMaintenanceMessage(ctx, console, input);
    return null;
  });

  serve("boSetToggle", async ({ console, input }) => {
    await setMerchantToggle(ctx, console, input);
    return null;
  });

  serve("boSetRegisterRule", async ({ console, input }) => {
    await setRegisterRule(ctx, console, input);
    return null;
  });

  serve("boSetLocale", async ({ console, input }) => {
    await setLocale(ctx, console, input);
    return null;
  });

  serve("boSetCustomerService", async ({ console, input }) => {
    await setCustomerService(ctx, console, input);
    return null;
  });

  serve("boSetResources", async ({ console, input }) => {
    await setResources(ctx, console, input);
    return null;
  });

  serve("boSetCdns", async ({ console, input }) => {
    await setCdns(ctx, console, input);
    return null;
  });

  serve("boSetPasswordPolicy", async ({ console, input }) => {
    await setPasswordPolicy(ctx, console, input);
    return null;
  });
}
