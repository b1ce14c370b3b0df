import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  REDIS_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: z.string().default(""),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(["0", "1"]).default("1"),
  DEV_ROUTES: flag,
  MERCHANT_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
});

export type TConfig = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  bodyLimit: number;
  trustProxy: boolean | string;
  webDist: string;
  seedDemo: boolean;
  devRoutes: boolean;
  merchantCacheMs: number;
};

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** Reads the environment once at start-up; an invalid value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.DEV_ROUTES && e.NODE_ENV === "production") {
    throw new Error("DEV_ROUTES=1 is refused when NODE_ENV=production");
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, "apps/web/dist"),
    seedDemo: e.SEED_DEMO === "1",
    devRoutes: e.DEV_ROUTES,
    merchantCacheMs: e.MERCHANT_CACHE_MS,
  };
}

function parseTrustProxy(value: string): boolean | string {
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true" || value === "1") return true;
  return value;
}
