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
    const production = { NODE_ENV: "production", SMS_HTTP_URL: "https://sms.example/send" };
    expect(() => loadConfig({ ...production, ALLOW_PLAINTEXT_AUTH: "1" })).toThrow(/ALLOW_PLAINTEXT_AUTH/);
    expect(() => loadConfig({ NODE_ENV: "production", SMS_PROVIDER: "outbox" })).toThrow(
      /SMS_PROVIDER=outbox/,
    );
    expect(loadConfig({ ...production }).sms.provider).toBe("http");
    expect(loadConfig({ NODE_ENV: "production" }).sms.provider).toBe("none");
    expect(loadConfig({ NODE_ENV: "test", ALLOW_PLAINTEXT_AUTH: "1" }).allowPlaintextAuth).toBe(true);
    expect(loadConfig({}).sms.provider).toBe("outbox");
  });
});
