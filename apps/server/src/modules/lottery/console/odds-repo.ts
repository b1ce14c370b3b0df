import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";

/** A merchant's own price and limits of one bet type (a row of lottery_prices). */
export type TPriceRow = {
  betType: string;
  cost: number;
  pays: Record<string, number>;
  minStake: number;
  maxStake: number;
  numberCap: number;
  enabled: boolean;
};

type TRawPrice = {
  bet_type: string;
  cost: number;
  pays: Record<string, number> | string;
  min_stake: string | number;
  max_stake: string | number;
  number_cap: string | number;
  enabled: boolean;
};

function priceOf(row: TRawPrice): TPriceRow {
  return {
    betType: row.bet_type,
    cost: row.cost,
    pays: typeof row.pays === "string" ? JSON.parse(row.pays) : row.pays,
    minStake: Number(row.min_stake),
    maxStake: Number(row.max_stake),
    numberCap: Number(row.number_cap),
    enabled: row.enabled,
  };
}

const PRICE_COLUMNS = sql`bet_type, cost, pays, min_stake, max_stake, number_cap, enabled`;

/** The merchant's rows of one family, by bet type (a bet type without one sells at the defaults). */
export async function familyPrices(
  db: TDb,
  merchantId: number,
  family: string,
): Promise<Map<string, TPriceRow>> {
  const rows = rowsOf<TRawPrice>(
    await db.execute(sql`select ${PRICE_COLUMNS} from lottery_prices
      where merchant_id = ${merchantId} and family = ${family}`),
  );
  return new Map(rows.map((row) => [row.bet_type, priceOf(row)]));
}

export async function lockPrice(
  tx: TTx,
  merchantId: number,
  family: string,
  betType: string,
): Promise<TPriceRow | undefined> {
  const [row] = rowsOf<TRawPrice>(
    await tx.execute(sql`select ${PRICE_COLUMNS} from lottery_prices
      where merchant_id = ${merchantId} and family = ${family} and bet_type = ${betType} for update`),
  );
  return row && priceOf(row);
}

export async function upsertPrice(
  tx: TTx,
  key: { merchantId: number; family: string; operatorId: number; at: Date },
  price: TPriceRow,
): Promise<void> {
  await tx.execute(sql`
    insert into lottery_prices (merchant_id, family, bet_type, cost, pays, min_stake, max_stake, number_cap,
      enabled, updated_at, updated_by)
    values (${key.merchantId}, ${key.family}, ${price.betType}, ${price.cost}, ${JSON.stringify(price.pays)}::jsonb,
      ${price.minStake}, ${price.maxStake}, ${price.numberCap}, ${price.enabled},
      ${key.at.toISOString()}::timestamptz, ${key.operatorId})
    on conflict (merchant_id, family, bet_type) do update set cost = excluded.cost, pays = excluded.pays,
      min_stake = excluded.min_stake, max_stake = excluded.max_stake, number_cap = excluded.number_cap,
      enabled = excluded.enabled, updated_at = excluded.updated_at, updated_by = excluded.updated_by`);
}

export async function deletePrice(
  tx: TTx,
  merchantId: number,
  family: string,
  betType: string,
): Promise<void> {
  await tx.execute(sql`delete from lottery_prices
    where merchant_id = ${merchantId} and family = ${family} and bet_type = ${betType}`);
}
