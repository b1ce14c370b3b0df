import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Security headers (CSP, HSTS, frame and sniffing rules…) on every answer. The header set is
 * worked out once at start and applied by one hook; building it per request cost a measurable
 * share of each API call.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const apply = helmet(options);
  app.addHook("onRequest", (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
