import fastifyCompress from "@fastify/compress";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import type { TAppContext } from "./app-context.ts";
import { failure, ok } from "./http/envelope.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { registerPages } from "./http/pages.ts";
import { registerRateLimit } from "./http/rate-limit.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { loadWebApp, registerWebAssets } from "./http/web-app.ts";
import { backofficeRoutes } from "./modules/backoffice/routes.ts";
import { devRoutes } from "./modules/dev/routes.ts";
import { engagementRoutes } from "./modules/engagement/routes.ts";
import { gamesRoutes } from "./modules/games/routes.ts";
import { inboxRoutes } from "./modules/inbox/routes.ts";
import { mediaRoutes } from "./modules/media/routes.ts";
import { memberRoutes } from "./modules/member/routes.ts";
import { messagingRoutes } from "./modules/messaging/routes.ts";
import { paymentRoutes } from "./modules/payments/routes.ts";
import { withdrawalRoutes } from "./modules/payments/withdrawal-routes.ts";
import { sessionRoutes } from "./modules/session/routes.ts";
import { systemRoutes } from "./modules/system/routes.ts";
import { balanceSocketRoutes } from "./modules/wallet/balance-socket.ts";
import { walletRoutes } from "./modules/wallet/routes.ts";

/** Builds the HTTP server: envelopes and errors, security headers, the API modules and the web app. */
export async function buildApp(ctx: TAppContext): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: config.bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const web = loadWebApp(config.webDist);
  const consoleApp = loadWebApp(config.adminDist);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...web.inlineScriptHashes, ...consoleApp.inlineScriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: config.env === "production",
  });
  await app.register(fastifyCompress, { threshold: 1024 });

  registerErrorHandler(app);
  await registerRateLimit(app, config);
  registerPages(app, web, consoleApp);

  app.get("/healthz", async (_request, reply) => {
    try {
      await ctx.database.ping();
      return ok({ status: "ok", database: ctx.database.kind });
    } catch {
      return reply.status(503).send(failure("INTERNAL", { status: "down", database: ctx.database.kind }));
    }
  });

  await app.register(async (scope) => systemRoutes(scope, ctx));
  await app.register(async (scope) => engagementRoutes(scope, ctx));
  await app.register(async (scope) => gamesRoutes(scope, ctx));
  await app.register(async (scope) => mediaRoutes(scope, ctx));
  await app.register(async (scope) => sessionRoutes(scope, ctx));
  await app.register(async (scope) => memberRoutes(scope, ctx));
  await app.register(async (scope) => messagingRoutes(scope, ctx));
  await app.register(fastifyWebsocket, { options: { maxPayload: 4_096 } });
  await app.register(async (scope) => balanceSocketRoutes(scope, ctx));
  await app.register(async (scope) => walletRoutes(scope, ctx));
  await app.register(async (scope) => withdrawalRoutes(scope, ctx));
  await app.register(async (scope) => inboxRoutes(scope, ctx));
  await app.register(async (scope) => paymentRoutes(scope, ctx));
  await app.register(async (scope) => backofficeRoutes(scope, ctx));
  if (config.devRoutes) await app.register(async (scope) => devRoutes(scope, ctx));
  await registerWebAssets(app, config.webDist);
  await registerWebAssets(app, config.adminDist, "/admin/");
  return app;
}
