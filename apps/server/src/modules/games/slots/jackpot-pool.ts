import { SLOT_MODELS } from "@orchid/games/models/slot-models";
import { JACKPOT_POOL_UNITS_PER_MINOR } from "@orchid/games/spin";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";

/** A new or just-won pool starts again from this much (minor units), paid for by the house. */
export const JACKPOT_SEED_MINOR = 1_000_000;
const SEED_UNITS = BigInt(JACKPOT_SEED_MINOR * JACKPOT_POOL_UNITS_PER_MINOR);
const UNITS = BigInt(JACKPOT_POOL_UNITS_PER_MINOR);

/**
 * Adds a stake's share to the merchant's pool for the model and, on a hit, takes the pool's whole
 * minor units as the win (the fraction and a fresh seed stay). Runs inside the bet's transaction,
 * so the pool moves exactly once per bet. Answers the jackpot win in minor units.
 */
export async function feedJackpot(
  tx: TTx,
  merchantId: number,
  modelId: string,
  contributionUnits: number,
  isHit: boolean,
): Promise<number> {
  const [row] = rowsOf<{ pool_units: string }>(
    await tx.execute(sql`
      insert into jackpot_pools (merchant_id, model_id, pool_units)
      values (${merchantId}, ${modelId}, ${(SEED_UNITS + BigInt(contributionUnits)).toString()}::bigint)
      on conflict (merchant_id, model_id) do update
        set pool_units = jackpot_pools.pool_units + ${contributionUnits}::bigint, updated_at = now()
      returning pool_units::text`),
  );
  if (!isHit || !row) return 0;
  const pool = BigInt(row.pool_units);
  const win = pool / UNITS;
  await tx.execute(sql`
    update jackpot_pools set pool_units = ${(pool - win * UNITS + SEED_UNITS).toString()}::bigint, hits = hits + 1
    where merchant_id = ${merchantId} and model_id = ${modelId}`);
  return Number(win);
}

/** The pool now, in whole minor units (the seed when nobody has played yet). */
export async function jackpotMinor(db: TDb, merchantId: number, modelId: string): Promise<number> {
  const [row] = rowsOf<{ pool_units: string }>(
    await db.execute(sql`
      select pool_units::text from jackpot_pools where merchant_id = ${merchantId} and model_id = ${modelId}`),
  );
  return Number((row ? BigInt(row.pool_units) : SEED_UNITS) / UNITS);
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
  const [pools] = rowsOf<{ units: string | null }>(
    await db.execute(
      sql`select sum(pool_units)::text as units from jackpot_pools where merchant_id = ${merchantId}`,
    ),
  );
  if (!pools?.units) return undefined;
  const models = SLOT_MODELS.filter((model) => model.spec.jackpot);
  let fedUnits = 0;
  for (const model of models) {
    const [row] = rowsOf<{ stake: string | null }>(
      await db.execute(sql`
        select sum(r.stake)::text as stake from game_rounds r join games g on g.id = r.game_id
        where r.merchant_id = ${merchantId} and g.maths_model = ${model.spec.id}
          and r.created_at >= ${new Date(now.getTime() - RATE_WINDOW_MS).toISOString()}::timestamptz`),
    );
    fedUnits += Number(row?.stake ?? 0) * (model.spec.jackpot?.contributionBasisPoints ?? 0);
  }
  return {
    valueMinor: Number(BigInt(pools.units) / UNITS),
    minorPerMs: fedUnits / JACKPOT_POOL_UNITS_PER_MINOR / RATE_WINDOW_MS,
  };
}
