import fastifyCompress from "@fastify/compress";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import type { TAppContext } from "./app-context.ts";
import { ok, wordedFailure } from "./http/envelope.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { registerApiDocs } from "./http/openapi/register-api-docs.ts";
import { registerPages } from "./http/pages.ts";
import { registerRateLimit } from "./http/rate-limit.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { siteCsp } from "./http/site-csp.ts";
import { loadWebApp, registerWebAssets } from "./http/web-app.ts";
import { jobsConsoleRoutes } from "./jobs/console-routes.ts";
import {
  AGENT_BILL_APPROVAL,
  agentConsoleRoutes,
  agentRoutes,
  endContractsOnTreeChange,
} from "./modules/agent/index.ts";
import { devRoutes } from "./modules/dev/index.ts";
import {
  bonusApprovals,
  bonusConsoleRoutes,
  bonusRoutes,
  engagementConsoleRoutes,
  engagementRoutes,
  missionRoutes,
  missionsConsoleRoutes,
  pointsConsoleRoutes,
  pointsRoutes,
  programmeConsoleRoutes,
  programmeRoutes,
} from "./modules/engagement/index.ts";
import { gamesConsoleRoutes, gamesRoutes } from "./modules/games/index.ts";
import { inboxRoutes } from "./modules/inbox/index.ts";
import { LOTTERY_APPROVALS, lotteryConsoleRoutes, lotteryRoutes } from "./modules/lottery/index.ts";
import { mediaRoutes } from "./modules/media/index.ts";
import { memberConsoleRoutes, memberRoutes } from "./modules/member/index.ts";
import { messagingRoutes } from "./modules/messaging/index.ts";
import {
  createApprovalRegistry,
  OPERATOR_APPROVALS,
  operatorRoutes,
  type TApprovalKind,
} from "./modules/operators/index.ts";
import {
  paymentRoutes,
  paymentsConsoleRoutes,
  payoutAccountNumbers,
  WITHDRAWAL_APPROVAL,
  withdrawalRoutes,
} from "./modules/payments/index.ts";
import { SABONG_APPROVALS, sabongConsoleRoutes, sabongRoutes } from "./modules/sabong/index.ts";
import { sessionRoutes } from "./modules/session/index.ts";
import { BOOK_APPROVALS, bookConsoleRoutes, sportsbookRoutes } from "./modules/sportsbook/index.ts";
import { systemConsoleRoutes, systemRoutes } from "./modules/system/index.ts";
import {
  ADJUSTMENT_APPROVAL,
  balanceSocketRoutes,
  walletConsoleRoutes,
  walletRoutes,
} from "./modules/wallet/index.ts";

/** What a test adds to the server: approval kinds of its own (e.g. one with no side effect). */
export type TBuildOptions = { extraApprovalKinds?: readonly TApprovalKind[] };

/** Builds the HTTP server: envelopes and errors, security headers, the API modules and the web app. */
export async function buildApp(ctx: TAppContext, options: TBuildOptions = {}): Promise<FastifyInstance> {
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
    contentSecurityPolicy: siteCsp(web, consoleApp),
    strictTransportSecurity: config.env === "production",
  });
  await app.register(fastifyCompress, { threshold: 1024 });

  registerErrorHandler(app);
  await registerRateLimit(app, config);
  registerPages(app, web, consoleApp);
  await registerApiDocs(app);

  app.get("/healthz", async (request, reply) => {
    try {
      await ctx.database.ping();
      return ok({ status: "ok", database: ctx.database.kind });
    } catch {
      return reply
        .status(503)
        .send(await wordedFailure(request, "INTERNAL", { status: "down", database: ctx.database.kind }));
    }
  });

  // Before every module: the member's balance socket and the book's price socket are routes of theirs.
  await app.register(fastifyWebsocket, { options: { maxPayload: 4_096 } });
  await app.register(async (scope) => systemRoutes(scope, ctx));
  await app.register(async (scope) => engagementRoutes(scope, ctx));
  // Once-per-person bonuses know a person by the payout accounts payments keeps.
  await app.register(async (scope) => bonusRoutes(scope, ctx, payoutAccountNumbers));
  await app.register(async (scope) => pointsRoutes(scope, ctx));
  await app.register(async (scope) => missionRoutes(scope, ctx));
  await app.register(async (scope) => programmeRoutes(scope, ctx));
  await app.register(async (scope) => gamesRoutes(scope, ctx));
  await app.register(async (scope) => lotteryRoutes(scope, ctx));
  await app.register(async (scope) => sportsbookRoutes(scope, ctx));
  await app.register(async (scope) => sabongRoutes(scope, ctx));
  await app.register(async (scope) => mediaRoutes(scope, ctx));
  await app.register(async (scope) => sessionRoutes(scope, ctx));
  await app.register(async (scope) => memberRoutes(scope, ctx));
  await app.register(async (scope) => messagingRoutes(scope, ctx));
  await app.register(async (scope) => balanceSocketRoutes(scope, ctx));
  await app.register(async (scope) => walletRoutes(scope, ctx));
  await app.register(async (scope) => withdrawalRoutes(scope, ctx));
  await app.register(async (scope) => inboxRoutes(scope, ctx));
  await app.register(async (scope) => paymentRoutes(scope, ctx));
  await app.register(async (scope) => agentRoutes(scope, ctx));
  // The four-eyes kinds each domain defines, gathered once here and handed to the approvals calls.
  const approvals = createApprovalRegistry([
    ...OPERATOR_APPROVALS,
    ADJUSTMENT_APPROVAL,
    WITHDRAWAL_APPROVAL,
    AGENT_BILL_APPROVAL,
    ...LOTTERY_APPROVALS,
    ...BOOK_APPROVALS,
    ...SABONG_APPROVALS,
    ...bonusApprovals(payoutAccountNumbers),
    ...(options.extraApprovalKinds ?? []),
  ]);
  await app.register(async (scope) => operatorRoutes(scope, ctx, approvals));
  await app.register(async (scope) => systemConsoleRoutes(scope, ctx));
  // A member leaving the agents or moving under another upline ends the contracts that voids.
  await app.register(async (scope) => memberConsoleRoutes(scope, ctx, endContractsOnTreeChange));
  await app.register(async (scope) => engagementConsoleRoutes(scope, ctx));
  await app.register(async (scope) => bonusConsoleRoutes(scope, ctx, payoutAccountNumbers));
  await app.register(async (scope) => pointsConsoleRoutes(scope, ctx));
  await app.register(async (scope) => missionsConsoleRoutes(scope, ctx));
  await app.register(async (scope) => programmeConsoleRoutes(scope, ctx));
  await app.register(async (scope) => gamesConsoleRoutes(scope, ctx));
  await app.register(async (scope) => lotteryConsoleRoutes(scope, ctx));
  await app.register(async (scope) => bookConsoleRoutes(scope, ctx));
  await app.register(async (scope) => sabongConsoleRoutes(scope, ctx));
  await app.register(async (scope) => paymentsConsoleRoutes(scope, ctx));
  await app.register(async (scope) => walletConsoleRoutes(scope, ctx));
  await app.register(async (scope) => jobsConsoleRoutes(scope, ctx));
  await app.register(async (scope) => agentConsoleRoutes(scope, ctx));
  if (config.devRoutes) await app.register(async (scope) => devRoutes(scope, ctx));
  await registerWebAssets(app, config.webDist);
  await registerWebAssets(app, config.adminDist, "/admin/");
  return app;
}
