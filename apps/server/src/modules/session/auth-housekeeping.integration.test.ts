import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authEvents, captchas, sessions, verificationCodes } from "../../db/schema/accounts.ts";
import { loginAs } from "../../test/account-calls.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { purgeSpentAuthRows } from "./auth-housekeeping.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const count = async (
  table: typeof captchas | typeof sessions | typeof verificationCodes | typeof authEvents,
) => {
  const [row] = await t.ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
  return row?.n ?? 0;
};

describe("hourly upkeep of one-time rows", () => {
  it("removes spent captchas, codes and long-ended sessions, and keeps live ones and the audit log", async () => {
    const db = t.ctx.database.db;
    const now = new Date();
    const login = await loginAs(t, "agent01", "Agent1234", "10.77.0.1");
    expect(login.body.success).toBe(true);
    await db.insert(captchas).values([
      { id: "old-captcha", merchantId: 1, answerHash: "x", expiresAt: new Date(now.getTime() - 1000) },
      { id: "live-captcha", merchantId: 1, answerHash: "x", expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await db.insert(verificationCodes).values([
      {
        merchantId: 1,
        channel: "sms",
        destination: "+959420000001",
        purpose: "noLogin",
        codeHash: "x",
        ip: "10.77.0.1",
        expiresAt: new Date(now.getTime() - 3 * 86_400_000),
      },
      {
        merchantId: 1,
        channel: "sms",
        destination: "+959420000002",
        purpose: "noLogin",
        codeHash: "x",
        ip: "10.77.0.1",
        expiresAt: new Date(now.getTime() + 60_000),
      },
    ]);
    const auditBefore = await count(authEvents);
    const sessionsBefore = await count(sessions);

    const later = new Date(now.getTime() + 32 * 86_400_000);
    const removed = await purgeSpentAuthRows(db, now);
    expect(removed).toBe(2);
    expect(await count(captchas)).toBe(1);
    expect(await count(verificationCodes)).toBe(1);
    expect(await count(sessions)).toBe(sessionsBefore);

    // A month after they ended, sessions go too; the audit log stays whole.
    await purgeSpentAuthRows(db, later);
    expect(await count(sessions)).toBe(0);
    expect(await count(authEvents)).toBe(auditBefore);
  });
});
