import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/database.ts";
import { demoMerchant } from "../../../test/merchant-fixtures.ts";
import { startTestApp, type TTestApp } from "../../../test/test-app.ts";
import { feedJackpot, JACKPOT_SEED_MINOR, JACKPOT_SHARDS, jackpotMinor } from "./jackpot-pool.ts";

let t: TTestApp;
let merchantId: number;
beforeAll(async () => {
  t = await startTestApp();
  merchantId = (await demoMerchant(t)).id;
});
afterAll(async () => t?.close());

const feed = (memberId: number, units: number, isHit = false) =>
  t.ctx.database.db.transaction((tx) =>
    feedJackpot(tx, { merchantId, modelId: "pool-test", memberId }, units, isHit),
  );

describe("a progressive jackpot pool", () => {
  it("starts at the seed, grows by every share across its shards, and a hit pays its whole minor units", async () => {
    const db = t.ctx.database.db;
    expect(await jackpotMinor(db, merchantId, "pool-test")).toBe(JACKPOT_SEED_MINOR);
    for (let member = 1; member <= 3 * JACKPOT_SHARDS; member += 1) await feed(member, 25_000);
    const [shards] = rowsOf<{ n: string }>(
      await db.execute(sql`select count(*) as n from jackpot_pools where model_id = 'pool-test'`),
    );
    expect(Number(shards?.n)).toBe(JACKPOT_SHARDS);
    // 3 shares of 2.5 minor units per shard on top of the seed.
    const fed = 3 * JACKPOT_SHARDS * 2.5;
    expect(await jackpotMinor(db, merchantId, "pool-test")).toBe(JACKPOT_SEED_MINOR + fed);

    const win = await feed(5, 12_345, true);
    // Seed + fed + 1.2345 minor: the hit pays the whole units over the seed and keeps 0.2345.
    expect(win).toBe(JACKPOT_SEED_MINOR + fed + 1);
    const [left] = rowsOf<{ units: string; hits: string }>(
      await db.execute(sql`
        select sum(pool_units)::text as units, sum(hits)::text as hits from jackpot_pools where model_id = 'pool-test'`),
    );
    expect(left).toEqual({ units: "2345", hits: "1" });
    expect(await jackpotMinor(db, merchantId, "pool-test")).toBe(JACKPOT_SEED_MINOR);
  });
});
