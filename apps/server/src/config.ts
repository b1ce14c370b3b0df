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
  ADMIN_DIST: z.string().optional(),
  SEED_DEMO: z.enum(["0", "1"]).default("1"),
  DEV_ROUTES: flag,
  MERCHANT_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
  ALLOW_PLAINTEXT_AUTH: flag,
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  KEY_ROTATION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  KEY_GRACE_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  SMS_PROVIDER: z.enum(["outbox", "http", "none"]).optional(),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//)
    .optional(),
  MAIL_FROM: z.string().default("Orchid <no-reply@orchid.localhost>"),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/)
    .optional(),
  GATEWAY_SIMULATOR: z.enum(["0", "1", "true", "false", ""]).optional(),
  GATEWAY_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(18090),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
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
  adminDist: string;
  seedDemo: boolean;
  devRoutes: boolean;
  merchantCacheMs: number;
  sessionCacheMs: number;
  allowPlaintextAuth: boolean;
  sessionIdleMs: number;
  sessionMaxMs: number;
  keyRotationMs: number;
  keyGraceMs: number;
  sms: { provider: "outbox" | "http" | "none"; url: string | undefined; token: string | undefined };
  mail: { smtpUrl: string | undefined; from: string; outbox: boolean };
  argon2: { memoryCost: number; timeCost: number };
  /** The site's public origin (no trailing slash) for gateway callbacks; unset → the request's own origin. */
  publicUrl: string | undefined;
  /** Runs the bundled payment-gateway simulator on loopback (never in production). */
  gatewaySimulator: { enabled: boolean; port: number };
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
  const isProduction = e.NODE_ENV === "production";
  if (e.DEV_ROUTES && isProduction) throw new Error("DEV_ROUTES=1 is refused when NODE_ENV=production");
  if (e.ALLOW_PLAINTEXT_AUTH && isProduction) {
    throw new Error("ALLOW_PLAINTEXT_AUTH=1 is refused when NODE_ENV=production");
  }
  if (e.GATEWAY_SIMULATOR && isProduction)
    throw new Error("GATEWAY_SIMULATOR=1 is refused when NODE_ENV=production");
  // On by default for local development only; tests and browser runs switch it on themselves.
  const gatewaySimulator = e.GATEWAY_SIMULATOR
    ? e.GATEWAY_SIMULATOR === "1" || e.GATEWAY_SIMULATOR === "true"
    : e.NODE_ENV === "development";
  if (gatewaySimulator && isProduction) {
    throw new Error("GATEWAY_SIMULATOR=1 is refused when NODE_ENV=production");
  }
  const smsProvider = e.SMS_PROVIDER ?? (e.SMS_HTTP_URL ? "http" : isProduction ? "none" : "outbox");
  if (smsProvider === "outbox" && isProduction)
    throw new Error("SMS_PROVIDER=outbox is refused in production");
  if (smsProvider === "http" && !e.SMS_HTTP_URL) throw new Error("SMS_PROVIDER=http needs SMS_HTTP_URL");
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
    adminDist: e.ADMIN_DIST ? path.resolve(e.ADMIN_DIST) : path.join(repoRoot, "apps/admin/dist"),
    seedDemo: e.SEED_DEMO === "1",
    devRoutes: e.DEV_ROUTES,
    merchantCacheMs: e.MERCHANT_CACHE_MS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    allowPlaintextAuth: e.ALLOW_PLAINTEXT_AUTH,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    keyRotationMs: e.KEY_ROTATION_DAYS * 86_400_000,
    keyGraceMs: e.KEY_GRACE_HOURS * 3_600_000,
    sms: { provider: smsProvider, url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outbox: !e.SMTP_URL && !isProduction },
    argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
    publicUrl: e.PUBLIC_URL,
    gatewaySimulator: { enabled: gatewaySimulator, port: e.GATEWAY_SIMULATOR_PORT },
  };
}

function parseTrustProxy(value: string): boolean | string {
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true" || value === "1") return true;
  return value;
}
