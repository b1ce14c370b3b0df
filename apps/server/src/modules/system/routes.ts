import { enabledToggles } from "@orchid/contract/settings-toggles";
import { ZDomainRouteQuery, ZHelpCenterQuery, ZSystemStatusQuery } from "@orchid/contract/system";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { clientIp } from "../../http/client-ip.ts";
import { ok } from "../../http/envelope.ts";
import { merchantJackpot } from "../games/slots/jackpot-pool.ts";
import { COUNTRY_CODES, flagSvg } from "./countries.ts";
import { listHelpArticles } from "./help-repo.ts";
import { presentJackpot } from "./jackpot.ts";
import { listMerchantDomains } from "./merchant-repo.ts";
import { presentPermissionInfo, presentRegisterRules, presentStatus } from "./permission-presenter.ts";
import { pickText, requestLanguage } from "./request-language.ts";
import { resolveMerchant } from "./resolve-merchant.ts";
import { systemStatusFor } from "./system-status.ts";

/** Public system calls: status and permission info, settings, register rules, help, routing, countries. */
export async function systemRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const { db } = ctx.database;

  app.get("/wps/system/status", async (request) => {
    const query = ZSystemStatusQuery.parse(request.query);
    const { merchant, host } = await resolveMerchant(ctx.merchants, request, query.url);
    const ip = clientIp(request);
    const status = systemStatusFor(merchant, ip);
    if (!query.url) return ok(presentStatus(merchant, status, ip));
    return ok(presentPermissionInfo(merchant, status, ip, host, ctx.now()));
  });

  app.get("/wps/system/whitelabel", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    return ok(merchant.settingsTree);
  });

  app.get("/wps/system/setting/register", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    return ok(presentRegisterRules(merchant));
  });

  app.get("/wps/system/helpCenter", async (request) => {
    const query = ZHelpCenterQuery.parse(request.query);
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const language = requestLanguage(request, merchant, query.language);
    const rows = await listHelpArticles(db, merchant.id, query.device);
    return ok(
      rows.map((row) => ({
        id: row.id,
        category: pickText(row.category, language, merchant.defaultLanguage),
        title: pickText(row.title, language, merchant.defaultLanguage),
        content: pickText(row.content, language, merchant.defaultLanguage),
        sort: row.sort,
      })),
    );
  });

  app.get("/wps/system/domainRoute", async (request) => {
    const query = ZDomainRouteQuery.parse(request.query);
    const { merchant, domain, host } = await resolveMerchant(ctx.merchants, request, query.url);
    return ok({
      domain: domain?.host ?? host ?? "",
      merchantCode: merchant.code,
      route: domain?.route ?? "/",
      affiliateCode: domain?.affiliateCode ?? null,
    });
  });

  app.get("/wps/system/routers", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const domains = await listMerchantDomains(db, merchant.id);
    return ok({
      domainList: domains.filter((d) => d.isListed).map((d) => ({ domain: d.host, speed: 0 })),
      customerService: merchant.customerService,
      resources: merchant.resources,
    });
  });

  app.get("/wps/system/countryCodes", async () => ok(COUNTRY_CODES));

  app.get("/wps/system/jackpot", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const enabled = enabledToggles(merchant.settingsTree).has("JACKPOTDISPLAY");
    const now = ctx.now();
    const pools = await merchantJackpot(ctx.database.db, merchant.id, now);
    return ok(presentJackpot(merchant.jackpot, enabled, merchant.currencySymbol, now, pools));
  });

  app.get<{ Params: { file: string } }>("/flags/:file", async (request, reply) => {
    const match = /^([A-Za-z]{2})\.svg$/.exec(request.params.file);
    const svg = match?.[1] ? await flagSvg(match[1]) : null;
    if (!svg) throw new AppError("NOT_FOUND");
    return reply
      .header("Content-Type", "image/svg+xml")
      .header("Cache-Control", "public, max-age=604800, immutable")
      .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
