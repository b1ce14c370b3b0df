import { ZCampaignInput } from "@orchid/contract/bonus";
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
    union all select 'domains', count(*)::int from merchant_domains
    union all select 'campaigns', count(*)::int from bonus_campaigns
    union all select 'products', count(*)::int from mall_products
    union all select 'missions', count(*)::int from missions
    union all select 'vip', count(*)::int from vip_levels
    union all select 'packets', count(*)::int from raffle_packets`);
  return rowsOf<{ table: string; n: number }>(result);
}

async function counts_(): Promise<Record<string, number>> {
  return Object.fromEntries((await counts()).map((row) => [row.table, row.n]));
}

describe("demo seed", () => {
  it("is idempotent: a second run adds nothing", async () => {
    const before = await counts();
    expect(await seedDemo(t.ctx.database.db)).toBe(false);
    expect(await counts()).toEqual(before);
    expect(before.find((r) => r.table === "merchants")?.n).toBe(1);
  });

  it("turns points on with a mall of products in EN, MY and CN, each with its picture", async () => {
    const [settings] = rowsOf<{ enabled: boolean }>(
      await t.ctx.database.db.execute(sql`select enabled from points_settings`),
    );
    expect(settings?.enabled).toBe(true);
    const products = rowsOf<{ name: Record<string, string>; media_id: number | null; stock: number }>(
      await t.ctx.database.db.execute(sql`select name, media_id, stock from mall_products order by sort`),
    );
    expect(products.length).toBe(4);
    for (const product of products) {
      expect(Object.keys(product.name).sort()).toEqual(["CN", "EN", "MY"]);
      expect(product.media_id).not.toBeNull();
      expect(product.stock).toBeGreaterThan(0);
    }
  });

  it("runs missions, VIP levels, referral rules and a red-envelope raffle whose packets sum to its pool", async () => {
    const db = t.ctx.database.db;
    const counts = await counts_();
    expect(counts).toMatchObject({ missions: 4, vip: 5, packets: 500 });
    const [pool] = rowsOf<{ pool: string; paid: string }>(
      await db.execute(sql`select r.pool, (select sum(amount) from raffle_packets p where p.raffle_id = r.id) as paid
        from raffles r`),
    );
    expect(Number(pool?.paid)).toBe(Number(pool?.pool));
    const names = rowsOf<{ name: Record<string, string> }>(await db.execute(sql`select name from missions`));
    for (const { name } of names) expect(Object.keys(name).sort()).toEqual(["CN", "EN", "MY"]);
  });

  it("runs campaigns in EN, MY and CN that the console itself would accept", async () => {
    const rows = rowsOf<Record<string, unknown> & { state: string; trigger: string }>(
      await t.ctx.database.db.execute(sql`
        select name, description, trigger, state, starts_at, ends_at, conditions, reward, wagering, budget
        from bonus_campaigns order by id`),
    );
    expect(rows.map((row) => row.trigger)).toEqual([
      "first_deposit",
      "deposit",
      "window",
      "window",
      "mission",
      "manual",
    ]);
    // The free spins are on a slot game the console would accept.
    const spins = rows.find((row) => (row.reward as { kind: string }).kind === "free_spins");
    const gameId = (spins?.reward as { gameId?: number } | undefined)?.gameId ?? 0;
    const [game] = rowsOf<{ maths_model: string | null }>(
      await t.ctx.database.db.execute(sql`select maths_model from games where id = ${gameId}`),
    );
    expect(game?.maths_model).toBeTruthy();
    for (const row of rows) {
      expect(row.state).toBe("active");
      expect(Object.keys(row.name as object).sort()).toEqual(["CN", "EN", "MY"]);
      const parsed = ZCampaignInput.safeParse({
        ...row,
        startsAt: new Date(row.starts_at as string).toISOString(),
        endsAt: null,
        // PostgreSQL answers bigint as text.
        budget: row.budget === null ? null : Number(row.budget),
      });
      expect(parsed.success, JSON.stringify(parsed.error)).toBe(true);
    }
  });
});
