import { SLOT_MODELS } from "@orchid/games/models/slot-models";
import { JACKPOT_POOL_UNITS_PER_MINOR } from "@orchid/games/spin";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";

/** A pool starts from this much (minor units), paid for by the house, and again after each hit. */
export const JACKPOT_SEED_MINOR = 1_000_000;
const SEED_UNITS = BigInt(JACKPOT_SEED_MINOR * JACKPOT_POOL_UNITS_PER_MINOR);
const UNITS = BigInt(JACKPOT_POOL_UNITS_PER_MINOR);
/** Stakes feed one of this many rows per pool, chosen by member, so none becomes a hot row. */
export const JACKPOT_SHARDS = 64;

/**
 * Adds a stake's share to the merchant's pool for the model and, on a hit, takes the pool's whole
 * minor units as the win. The pool is the seed plus its shards; a hit locks every shard in order,
 * empties them and leaves the fraction, so the pool starts again from the seed. Runs inside the
 * bet's transaction, so the pool moves exactly once per bet. Answers the win in minor units.
 */
export async function feedJackpot(
  tx: TTx,
  pool: { merchantId: number; modelId: string; memberId: number },
  contributionUnits: number,
  isHit: boolean,
): Promise<number> {
  const { merchantId, modelId } = pool;
  const shard = pool.memberId % JACKPOT_SHARDS;
  if (!isHit) {
    await tx.execute(sql`
      insert into jackpot_pools (merchant_id, model_id, shard, pool_units)
      values (${merchantId}, ${modelId}, ${shard}, ${contributionUnits})
      on conflict (merchant_id, model_id, shard) do update
        set pool_units = jackpot_pools.pool_units + excluded.pool_units, updated_at = now()`);
    return 0;
  }
  const shards = rowsOf<{ pool_units: string }>(
    await tx.execute(sql`
      select pool_units::text from jackpot_pools where merchant_id = ${merchantId} and model_id = ${modelId}
      order by shard for update`),
  );
  const total = shards.reduce(
    (sum, row) => sum + BigInt(row.pool_units),
    SEED_UNITS + BigInt(contributionUnits),
  );
  const win = total / UNITS;
  await tx.execute(sql`
    update jackpot_pools set pool_units = 0, updated_at = now()
    where merchant_id = ${merchantId} and model_id = ${modelId}`);
  await tx.execute(sql`
    insert into jackpot_pools (merchant_id, model_id, shard, pool_units, hits)
    values (${merchantId}, ${modelId}, ${shard}, ${(total - win * UNITS).toString()}::bigint, 1)
    on conflict (merchant_id, model_id, shard) do update
      set pool_units = excluded.pool_units, hits = jackpot_pools.hits + 1, updated_at = now()`);
  return Number(win);
}

/** The pool now, in whole minor units (the seed when nobody has played yet). */
export async function jackpotMinor(db: TDb, merchantId: number, modelId: string): Promise<number> {
  const [row] = rowsOf<{ units: string | null }>(
    await db.execute(sql`
      select sum(pool_units)::text as units from jackpot_pools
      where merchant_id = ${merchantId} and model_id = ${modelId}`),
  );
  return Number((SEED_UNITS + BigInt(row?.units ?? "0")) / UNITS);
}

/** How far back the home counter's growth rate looks. */
const RATE_WINDOW_MS = 60 * 60_000;

/**
 * The merchant's progressive pools for the home counter: their total now (minor units) and how
 * fast stakes fed them over the last hour (minor units per millisecond); undefined while no pool
 * exists yet.
 */
export async function merchantJackpot(
  db: TDb,
  merchantId: number,
  now: Date,
): Promise<{ valueMinor: number; minorPerMs: number } | undefined> {
  const [pools] = rowsOf<{ units: string | null; models: string | number }>(
    await db.execute(sql`
      select sum(pool_units)::text as units, count(distinct model_id) as models
      from jackpot_pools where merchant_id = ${merchantId}`),
  );
  if (!pools?.units) return undefined;
  const poolUnits = BigInt(pools.units) + SEED_UNITS * BigInt(pools.models);
  const models = SLOT_MODELS.filter((model) => model.spec.jackpot);
  let fedUnits = 0;
  for (const model of models) {
    const [row] = rowsOf<{ stake: string | null }>(
      await db.execute(sql`
        select sum(r.stake)::text as stake from game_rounds r join games g on g.id = r.game_id
        where r.merchant_id = ${merchantId} and g.maths_model = ${model.spec.id} and not r.is_trial
          and r.created_at >= ${new Date(now.getTime() - RATE_WINDOW_MS).toISOString()}::timestamptz`),
    );
    fedUnits += Number(row?.stake ?? 0) * (model.spec.jackpot?.contributionBasisPoints ?? 0);
  }
  return {
    valueMinor: Number(poolUnits / UNITS),
    minorPerMs: fedUnits / JACKPOT_POOL_UNITS_PER_MINOR / RATE_WINDOW_MS,
  };
}
