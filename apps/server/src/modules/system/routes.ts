import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { clientIp } from "../../http/client-ip.ts";
import { createServe } from "../../http/serve.ts";
import { listMerchantDomains, pickText, requestLanguage, systemStatusFor } from "../merchants/index.ts";
import { COUNTRY_CODES, flagSvg } from "./countries.ts";
import { listHelpArticles } from "./help-repo.ts";
import { presentPermissionInfo, presentRegisterRules, presentStatus } from "./permission-presenter.ts";

/** Public system calls: status and permission info, settings, register rules, help, routing, countries. */
export async function systemRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const { db } = ctx.database;
  const serve = createServe(app, ctx);

  serve(
    "systemStatus",
    async ({ merchant, host, input, request }) => {
      const ip = clientIp(request);
      const status = systemStatusFor(merchant, ip);
      if (!input.url) return presentStatus(merchant, status, ip);
      return presentPermissionInfo(merchant, status, ip, host, ctx.now());
    },
    { pageHost: (input) => input.url },
  );

  serve("whitelabel", async ({ merchant }) => merchant.settingsTree);

  serve("registerSettings", async ({ merchant }) => presentRegisterRules(merchant));

  serve(
    "helpCenter",
    async ({ merchant, input, request }) => {
      const language = requestLanguage(request, merchant, input.language);
      const rows = await listHelpArticles(db, merchant.id, input.device);
      return rows.map((row) => ({
        id: row.id,
        category: pickText(row.category, language, merchant.defaultLanguage),
        title: pickText(row.title, language, merchant.defaultLanguage),
        content: pickText(row.content, language, merchant.defaultLanguage),
        sort: row.sort,
      }));
    },
    { inputFirst: true },
  );

  serve(
    "domainRoute",
    async ({ merchant, domain, host }) => ({
      domain: domain?.host ?? host ?? "",
      merchantCode: merchant.code,
      route: domain?.route ?? "/",
      affiliateCode: domain?.affiliateCode ?? null,
    }),
    { pageHost: (input) => input.url },
  );

  serve("routers", async ({ merchant }) => {
    const domains = await listMerchantDomains(db, merchant.id);
    return {
      domainList: domains.filter((d) => d.isListed).map((d) => ({ domain: d.host, speed: 0 })),
      customerService: merchant.customerService,
      resources: merchant.resources,
    };
  });

  serve("countryCodes", async () => [...COUNTRY_CODES]);

  serve("countryFlag", async ({ input, reply }) => {
    const match = /^([A-Za-z]{2})\.svg$/.exec(input.file);
    const svg = match?.[1] ? await flagSvg(match[1]) : null;
    if (!svg) throw new AppError("NOT_FOUND");
    return reply
      .header("Content-Type", "image/svg+xml")
      .header("Cache-Control", "public, max-age=604800, immutable")
      .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
