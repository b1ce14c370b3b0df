import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";
import type { TPointsRules } from "./points-rules.ts";

type TSettingsRow = {
  merchant_id: number;
  enabled: boolean;
  earn: Record<string, number>;
  deposit_rate: number;
  exchange_points: number;
  exchange_minor: number;
  min_convert: number;
  rules: Record<string, string>;
};

/** Points off, when the merchant has no settings row. */
export const POINTS_OFF: TPointsRules = {
  enabled: false,
  earn: {},
  depositRate: 0,
  exchangePoints: 100,
  exchangeMinor: 100,
  minConvert: 100,
  rules: {},
};

function rulesOf(row: TSettingsRow): TPointsRules {
  return {
    enabled: row.enabled,
    earn: row.earn,
    depositRate: row.deposit_rate,
    exchangePoints: row.exchange_points,
    exchangeMinor: row.exchange_minor,
    minConvert: row.min_convert,
    rules: row.rules,
  };
}

/** The rules of these merchants (points off for one without a row). */
export async function pointsRulesOf(
  db: TDb | TTx,
  merchantIds: readonly number[],
): Promise<Map<number, TPointsRules>> {
  const rules = new Map<number, TPointsRules>(merchantIds.map((id) => [id, POINTS_OFF]));
  if (merchantIds.length === 0) return rules;
  const rows = rowsOf<TSettingsRow>(
    await db.execute(sql`
      select * from points_settings where merchant_id = any(${`{${[...new Set(merchantIds)].join(",")}}`}::int[])`),
  );
  for (const row of rows) rules.set(row.merchant_id, rulesOf(row));
  return rules;
}

export async function pointsRulesFor(db: TDb | TTx, merchantId: number): Promise<TPointsRules> {
  return (await pointsRulesOf(db, [merchantId])).get(merchantId) ?? POINTS_OFF;
}

/** Stores the merchant's rules (one row per merchant). */
export async function savePointsRules(tx: TTx, merchantId: number, rules: TPointsRules): Promise<void> {
  await tx.execute(sql`
    insert into points_settings (merchant_id, enabled, earn, deposit_rate, exchange_points, exchange_minor,
      min_convert, rules, updated_at)
    values (${merchantId}, ${rules.enabled}, ${JSON.stringify(rules.earn)}::jsonb, ${rules.depositRate},
      ${rules.exchangePoints}, ${rules.exchangeMinor}, ${rules.minConvert}, ${JSON.stringify(rules.rules)}::jsonb, now())
    on conflict (merchant_id) do update set enabled = excluded.enabled, earn = excluded.earn,
      deposit_rate = excluded.deposit_rate, exchange_points = excluded.exchange_points,
      exchange_minor = excluded.exchange_minor, min_convert = excluded.min_convert, rules = excluded.rules,
      updated_at = now()`);
}
