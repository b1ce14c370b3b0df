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
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(600),
  TRUST_PROXY: z.string().default(""),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
  SEED_DEMO: z.enum(["0", "1", "true", "false", ""]).optional(),
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
  LOTTERY_FEED_SIMULATOR: z.enum(["0", "1", "true", "false", ""]).optional(),
  LOTTERY_FEED_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(16, "must be at least 16 characters").optional()),
  SPORTS_FEED_SIMULATOR: z.enum(["0", "1", "true", "false", ""]).optional(),
  DEMO_DERBY: z.enum(["0", "1", "true", "false", ""]).optional(),
  SPORTS_FEED_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(16, "must be at least 16 characters").optional()),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  KEY_ENCRYPTION_KEY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const key = parseKeyEncryptionKey(v);
      if (!key) ctx.addIssue({ code: "custom", message: "must be 32 bytes, as 64 hex digits or base64" });
      return key ?? undefined;
    }),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  DB_IDLE_TX_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  HEALTHZ_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  POW_MAX_COUNTER: z.coerce.number().int().min(10).max(10_000_000).default(5_000),
  MEMBER_PENDING_BANK_DEPOSITS: z.coerce.number().int().min(1).max(1_000).default(3),
  MEMBER_OPEN_GATEWAY_ORDERS: z.coerce.number().int().min(1).max(1_000).default(5),
  MEMBER_PROOF_MB_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(50),
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
  /** Site API calls (`/wps/`) one client address may make per minute; 0 turns the limit off. */
  rateLimitPerMinute: number;
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
  /** Push invented real-world lottery results at each draw's time (local runs only; docs/lottery-feed.md). */
  lotteryFeedSimulator: boolean;
  /** The results feed's shared secret (docs/lottery-feed.md); unset → every feed push is refused. */
  lotteryFeedSecret: string | undefined;
  /** Play simulated leagues through the sports feed around the clock (local runs only; docs/sports-feed.md). */
  sportsFeedSimulator: boolean;
  /** The sports feed's shared secret (docs/sports-feed.md); unset → every feed push is refused. */
  sportsFeedSecret: string | undefined;
  /** Run a demo derby on the demo merchant's /sv3, with a crowd of demo accounts betting (local runs only). */
  demoDerby: boolean;
  /** Wraps the stored private keys of sealed payloads (AES-256-GCM); unset outside production → stored unwrapped. */
  keyEncryptionKey: Buffer | undefined;
  /** PostgreSQL deadlines (0 turns the statement/idle limits off) and the /healthz answer deadline. */
  databaseTimeouts: { connectMs: number; statementMs: number; idleInTransactionMs: number; healthMs: number };
  /** Proof-of-work difficulty: the solver tries up to this many PBKDF2 keys (half of it at least). */
  powMaxCounter: number;
  /** Per-member quotas: bank deposits awaiting review, unpaid gateway orders, proof bytes stored a day. */
  memberQuotas: { pendingBankDeposits: number; openGatewayOrders: number; proofBytesPerDay: number };
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
  // On by default for local development only; tests and browser runs switch it on themselves.
  const gatewaySimulator = e.GATEWAY_SIMULATOR ? isOn(e.GATEWAY_SIMULATOR) : e.NODE_ENV === "development";
  const lotteryFeedSimulator = e.LOTTERY_FEED_SIMULATOR
    ? isOn(e.LOTTERY_FEED_SIMULATOR)
    : e.NODE_ENV === "development";
  const sportsFeedSimulator = e.SPORTS_FEED_SIMULATOR
    ? isOn(e.SPORTS_FEED_SIMULATOR)
    : e.NODE_ENV === "development";
  const demoDerby = e.DEMO_DERBY ? isOn(e.DEMO_DERBY) : e.NODE_ENV === "development";
  // The demo accounts (README) are on by default outside production, so `npm start` shows a working site.
  const seedDemo = e.SEED_DEMO ? isOn(e.SEED_DEMO) : !isProduction;
  const smsProvider = e.SMS_PROVIDER ?? (e.SMS_HTTP_URL ? "http" : isProduction ? "none" : "outbox");
  const refusals: string[] = [];
  if (isProduction) {
    if (e.DEV_ROUTES) refusals.push("DEV_ROUTES=1 is refused when NODE_ENV=production");
    if (e.ALLOW_PLAINTEXT_AUTH) refusals.push("ALLOW_PLAINTEXT_AUTH=1 is refused when NODE_ENV=production");
    if (gatewaySimulator) refusals.push("GATEWAY_SIMULATOR=1 is refused when NODE_ENV=production");
    if (lotteryFeedSimulator) refusals.push("LOTTERY_FEED_SIMULATOR=1 is refused when NODE_ENV=production");
    if (sportsFeedSimulator) refusals.push("SPORTS_FEED_SIMULATOR=1 is refused when NODE_ENV=production");
    if (demoDerby) refusals.push("DEMO_DERBY=1 is refused when NODE_ENV=production");
    if (seedDemo) {
      refusals.push(
        "SEED_DEMO=1 is refused when NODE_ENV=production (it creates the README's demo accounts)",
      );
    }
    if (smsProvider === "outbox") refusals.push("SMS_PROVIDER=outbox is refused in production");
    if (!e.DATABASE_URL) {
      refusals.push(
        "DATABASE_URL is required when NODE_ENV=production (the embedded PGlite database is for development)",
      );
    }
    if (!e.KEY_ENCRYPTION_KEY) {
      refusals.push("KEY_ENCRYPTION_KEY is required when NODE_ENV=production (32 bytes, hex or base64)");
    }
  }
  if (refusals.length > 0) throw new Error(refusals.join("\n"));
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
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, "apps/web/dist"),
    adminDist: e.ADMIN_DIST ? path.resolve(e.ADMIN_DIST) : path.join(repoRoot, "apps/admin/dist"),
    seedDemo,
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
    lotteryFeedSecret: e.LOTTERY_FEED_SECRET,
    lotteryFeedSimulator,
    sportsFeedSecret: e.SPORTS_FEED_SECRET,
    sportsFeedSimulator,
    demoDerby,
    keyEncryptionKey: e.KEY_ENCRYPTION_KEY,
    databaseTimeouts: {
      connectMs: e.DB_CONNECT_TIMEOUT_MS,
      statementMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DB_IDLE_TX_TIMEOUT_MS,
      healthMs: e.HEALTHZ_TIMEOUT_MS,
    },
    powMaxCounter: e.POW_MAX_COUNTER,
    memberQuotas: {
      pendingBankDeposits: e.MEMBER_PENDING_BANK_DEPOSITS,
      openGatewayOrders: e.MEMBER_OPEN_GATEWAY_ORDERS,
      proofBytesPerDay: e.MEMBER_PROOF_MB_PER_DAY * 1_048_576,
    },
  };
}

function isOn(value: string): boolean {
  return value === "1" || value === "true";
}

/** 32 bytes given as 64 hex digits or as base64; null when it is anything else. */
function parseKeyEncryptionKey(value: string): Buffer | null {
  const trimmed = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, "hex");
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, "base64");
  return key.length === 32 ? key : null;
}

function parseTrustProxy(value: string): boolean | string {
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true" || value === "1") return true;
  return value;
}
