import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { createAppContext } from "../../app-context.ts";
import { loadConfig } from "../../config.ts";
import { rowsOf } from "../../db/database.ts";
import { loginAs } from "../../test/account-calls.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";

// The private keys of sealed payloads at rest: wrapped with KEY_ENCRYPTION_KEY when it is set.

const KEK = Buffer.alloc(32, 0x5a).toString("base64");
const OTHER_KEK = "c3".repeat(32);
const CREDENTIALS = { username: "agent41", password: "Agent1234" };

type TKeyRow = { kid: string; private_pkcs8: string };

let unwrapped: TTestApp;
const stops: (() => Promise<void>)[] = [];
beforeAll(async () => {
  unwrapped = await startTestApp();
});
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  await unwrapped?.close();
});

async function storedKeys(t: TTestApp): Promise<TKeyRow[]> {
  return rowsOf<TKeyRow>(await t.ctx.database.db.execute(sql`select kid, private_pkcs8 from crypto_keys`));
}

/** A second server on the same database, as a restart with other settings would be. */
async function restartWith(env: Record<string, string>): Promise<TTestApp> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const ctx = await createAppContext(config, unwrapped.ctx.database, unwrapped.ctx.now);
  const app = await buildApp(ctx);
  await app.ready();
  const t: TTestApp = { app, ctx, close: async () => {} };
  stops.push(async () => {
    await app.close();
    ctx.stop();
  });
  return t;
}

const login = (t: TTestApp) => loginAs(t, CREDENTIALS.username, CREDENTIALS.password, "10.16.9.1");

describe("key-encryption key", () => {
  it("stores keys unwrapped without KEY_ENCRYPTION_KEY (development), and sealed login works", async () => {
    const [row] = await storedKeys(unwrapped);
    expect(row?.private_pkcs8.startsWith("MII")).toBe(true);
    expect((await login(unwrapped)).body.success).toBe(true);
  });

  it("wraps the existing rows at start and every new key, and sealed login still works", async () => {
    const before = await storedKeys(unwrapped);
    const wrapped = await restartWith({ KEY_ENCRYPTION_KEY: KEK });
    await wrapped.ctx.keys.rotateIfDue(true);
    const after = await storedKeys(wrapped);
    expect(after.length).toBe(before.length + 1);
    for (const row of after) {
      expect(row.private_pkcs8).toMatch(/^kek1\./);
      for (const old of before) expect(row.private_pkcs8).not.toContain(old.private_pkcs8.slice(0, 64));
      // The rsaEncryption algorithm block every unwrapped PKCS#8 key carries in its first bytes.
      expect(row.private_pkcs8).not.toContain("ADANBgkqhkiG9w0BAQEF");
    }
    expect((await login(wrapped)).body.success).toBe(true);
    // A fresh instance with the key opens the wrapped rows, old and new.
    const again = await restartWith({ KEY_ENCRYPTION_KEY: KEK });
    expect(again.ctx.keys.current().kid).toBe(wrapped.ctx.keys.current().kid);
    expect((await login(again)).body.success).toBe(true);
  });

  it("refuses to start without the key, or with another key, once the rows are wrapped", async () => {
    await expect(restartWith({})).rejects.toThrow(/KEY_ENCRYPTION_KEY/);
    await expect(restartWith({ KEY_ENCRYPTION_KEY: OTHER_KEK })).rejects.toThrow(
      /KEY_ENCRYPTION_KEY does not open/,
    );
  });
});
