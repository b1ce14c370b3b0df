import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      port: 8080,
      host: "0.0.0.0",
      databaseUrl: undefined,
      redisUrl: undefined,
      logLevel: "info",
      bodyLimit: 1_048_576,
      trustProxy: false,
      seedDemo: true,
      devRoutes: false,
    });
    expect(config.dataDir.endsWith(`${path.sep}data`)).toBe(true);
  });

  it("resolves a relative DATA_DIR against the repository root, whatever the working directory", () => {
    const config = loadConfig({ DATA_DIR: "./custom" });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, "../../..", "custom"));
  });

  it("reads trust-proxy forms", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
  });

  it("refuses an invalid value with a message naming it", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("refuses dev switches in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DEV_ROUTES: "1" })).toThrow(/DEV_ROUTES/);
  });

  it("refuses plaintext auth and the SMS outbox in production, allows them elsewhere", () => {
    const production = {
      NODE_ENV: "production",
      SMS_HTTP_URL: "https://sms.example/send",
      DATABASE_URL: "postgres://orchid@db.internal:5432/orchid",
      KEY_ENCRYPTION_KEY: "0".repeat(64),
    };
    expect(() => loadConfig({ ...production, ALLOW_PLAINTEXT_AUTH: "1" })).toThrow(/ALLOW_PLAINTEXT_AUTH/);
    expect(() => loadConfig({ NODE_ENV: "production", SMS_PROVIDER: "outbox" })).toThrow(
      /SMS_PROVIDER=outbox/,
    );
    expect(loadConfig({ ...production }).sms.provider).toBe("http");
    expect(loadConfig({ ...production, SMS_HTTP_URL: undefined }).sms.provider).toBe("none");
    expect(loadConfig({ NODE_ENV: "test", ALLOW_PLAINTEXT_AUTH: "1" }).allowPlaintextAuth).toBe(true);
    expect(loadConfig({}).sms.provider).toBe("outbox");
  });
});

describe("production refusals", () => {
  const kek = Buffer.alloc(32, 7).toString("base64");
  const production = {
    NODE_ENV: "production",
    DATABASE_URL: "postgres://orchid@db.internal:5432/orchid",
    KEY_ENCRYPTION_KEY: kek,
  };

  it("starts in production with a database, a key-encryption key and no demo data", () => {
    const config = loadConfig(production);
    expect(config.seedDemo).toBe(false);
    expect(config.gatewaySimulator.enabled).toBe(false);
    expect(config.keyEncryptionKey?.length).toBe(32);
  });

  it("refuses the demo seed in production, keeps it on by default elsewhere", () => {
    expect(() => loadConfig({ ...production, SEED_DEMO: "1" })).toThrow(
      /SEED_DEMO=1 is refused when NODE_ENV=production/,
    );
    expect(loadConfig({ ...production, SEED_DEMO: "0" }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: "0" }).seedDemo).toBe(false);
  });

  it("refuses the embedded database in production", () => {
    const { DATABASE_URL: _url, ...withoutUrl } = production;
    expect(() => loadConfig(withoutUrl)).toThrow(/DATABASE_URL is required when NODE_ENV=production/);
    expect(() => loadConfig({ ...withoutUrl, DATABASE_URL: "" })).toThrow(/DATABASE_URL is required/);
  });

  it("refuses production without a key-encryption key, and a malformed key anywhere", () => {
    const { KEY_ENCRYPTION_KEY: _key, ...withoutKey } = production;
    expect(() => loadConfig(withoutKey)).toThrow(/KEY_ENCRYPTION_KEY is required when NODE_ENV=production/);
    expect(() => loadConfig({ KEY_ENCRYPTION_KEY: "short" })).toThrow(/KEY_ENCRYPTION_KEY/);
    expect(() => loadConfig({ KEY_ENCRYPTION_KEY: Buffer.alloc(16).toString("base64") })).toThrow(
      /KEY_ENCRYPTION_KEY/,
    );
    expect(loadConfig({ KEY_ENCRYPTION_KEY: "ab".repeat(32) }).keyEncryptionKey).toEqual(
      Buffer.alloc(32, 0xab),
    );
    expect(loadConfig({}).keyEncryptionKey).toBeUndefined();
  });

  it("reads GATEWAY_SIMULATOR=0 and false as off, also in production", () => {
    expect(loadConfig({ ...production, GATEWAY_SIMULATOR: "0" }).gatewaySimulator.enabled).toBe(false);
    expect(loadConfig({ ...production, GATEWAY_SIMULATOR: "false" }).gatewaySimulator.enabled).toBe(false);
    expect(loadConfig({ GATEWAY_SIMULATOR: "false" }).gatewaySimulator.enabled).toBe(false);
    expect(() => loadConfig({ ...production, GATEWAY_SIMULATOR: "1" })).toThrow(
      /GATEWAY_SIMULATOR=1 is refused/,
    );
  });

  it("runs the sports feed simulator and the demo derby in development only, and refuses them in production", () => {
    expect(loadConfig({ NODE_ENV: "development" })).toMatchObject({
      sportsFeedSimulator: true,
      demoDerby: true,
    });
    expect(loadConfig({ NODE_ENV: "test" })).toMatchObject({ sportsFeedSimulator: false, demoDerby: false });
    expect(loadConfig({ ...production, SPORTS_FEED_SIMULATOR: "0", DEMO_DERBY: "0" })).toMatchObject({
      sportsFeedSimulator: false,
      demoDerby: false,
    });
    expect(() => loadConfig({ ...production, SPORTS_FEED_SIMULATOR: "1" })).toThrow(
      /SPORTS_FEED_SIMULATOR=1 is refused/,
    );
    expect(() => loadConfig({ ...production, DEMO_DERBY: "1" })).toThrow(/DEMO_DERBY=1 is refused/);
  });

  it("runs the lottery feed simulator in development only, and refuses it in production", () => {
    expect(loadConfig({ NODE_ENV: "development" }).lotteryFeedSimulator).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).lotteryFeedSimulator).toBe(false);
    expect(loadConfig({ NODE_ENV: "development", LOTTERY_FEED_SIMULATOR: "0" }).lotteryFeedSimulator).toBe(
      false,
    );
    expect(loadConfig({ ...production, LOTTERY_FEED_SIMULATOR: "0" }).lotteryFeedSimulator).toBe(false);
    expect(() => loadConfig({ ...production, LOTTERY_FEED_SIMULATOR: "1" })).toThrow(
      /LOTTERY_FEED_SIMULATOR=1 is refused/,
    );
  });

  it("names every refusal at once, one line each", () => {
    expect(() => loadConfig({ NODE_ENV: "production", SEED_DEMO: "1", DEV_ROUTES: "1" })).toThrow(
      /DEV_ROUTES=1 is refused[^\n]*\n[\s\S]*SEED_DEMO=1 is refused[\s\S]*DATABASE_URL is required[\s\S]*KEY_ENCRYPTION_KEY is required/,
    );
  });
});

describe("database timeouts", () => {
  it("has safe defaults", () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({
      connectMs: 10_000,
      statementMs: 60_000,
      idleInTransactionMs: 60_000,
      healthMs: 2_000,
    });
  });

  it("reads them from the environment, 0 turning the statement and idle limits off", () => {
    const config = loadConfig({
      DB_CONNECT_TIMEOUT_MS: "1500",
      DB_STATEMENT_TIMEOUT_MS: "0",
      DB_IDLE_TX_TIMEOUT_MS: "0",
      HEALTHZ_TIMEOUT_MS: "500",
    });
    expect(config.databaseTimeouts).toEqual({
      connectMs: 1_500,
      statementMs: 0,
      idleInTransactionMs: 0,
      healthMs: 500,
    });
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT_MS: "0" })).toThrow(/DB_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ HEALTHZ_TIMEOUT_MS: "soon" })).toThrow(/HEALTHZ_TIMEOUT_MS/);
  });
});
