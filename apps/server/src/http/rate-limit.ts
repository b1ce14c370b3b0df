import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import type { TConfig } from "../config.ts";
import { AppError } from "./app-error.ts";
import { clientIp } from "./client-ip.ts";
import { MemoryRateStore } from "./memory-rate-store.ts";

/** The calls the limit counts: the site's public API. Health checks, assets, the console and server-to-server callbacks are not counted. */
const LIMITED_PREFIX = "/wps/";
const WINDOW_MS = 60_000;

/**
 * A per-address limit on the site's API (`RATE_LIMIT_PER_MINUTE`, 0 = off), keyed by the client
 * address the app resolves (TRUST_PROXY honoured). With `REDIS_URL` the count lives in Redis, so
 * every instance spends the same budget; without it each instance counts alone. A refusal is a
 * RATE_LIMITED envelope (429) telling when to retry. If Redis is unreachable the call goes through
 * rather than failing: the limit is a brake, not a gate.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Pick<TConfig, "rateLimitPerMinute" | "redisUrl">,
): Promise<void> {
  if (config.rateLimitPerMinute <= 0) return;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    // ioredis reconnects by itself; meanwhile calls are let through (skipOnError) and this logs why.
    redis.on("error", (error: Error) => app.log.warn({ err: error }, "rate limit store unreachable"));
    app.addHook("onClose", async () => redis.disconnect());
  }
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => clientIp(request),
    allowList: (request: FastifyRequest) => !request.url.startsWith(LIMITED_PREFIX),
    ...(redis ? { redis } : { store: MemoryRateStore }),
    nameSpace: "orchid:rate:",
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError("RATE_LIMITED", { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}
