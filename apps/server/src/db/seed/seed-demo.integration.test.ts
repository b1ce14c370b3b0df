import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { rowsOf } from "../database.ts";
import { seedDemo } from "./seed-demo.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function counts() {
  const result = await t.ctx.database.db.execute(sql`
    select 'merchants' as table, count(*)::int as n from merchants
    union all select 'media', count(*)::int from media
    union all select 'banners', count(*)::int from banners
    union all select 'notices', count(*)::int from notices
    union all select 'help', count(*)::int from help_articles
    union all select 'domains', count(*)::int from merchant_domains`);
  return rowsOf<{ table: string; n: number }>(result);
}

describe("demo seed", () => {
  it("is idempotent: a second run adds nothing", async () => {
    const before = await counts();
    expect(await seedDemo(t.ctx.database.db)).toBe(false);
    expect(await counts()).toEqual(before);
    expect(before.find((r) => r.table === "merchants")?.n).toBe(1);
  });
});
