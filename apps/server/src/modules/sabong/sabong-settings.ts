import type { TSabongSettings } from "@orchid/contract/sabong";
import { DEFAULT_DRAW_ODDS } from "@orchid/games/sabong/draw-odds";
import { DEFAULT_MIN_PER_100, DEFAULT_PLASADA_BP } from "@orchid/games/sabong/pari-mutuel";
import { eq } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { sabongSettings } from "../../db/schema/sabong.ts";

/** A merchant's cockfight settings when it has set none: 5 % plasada, 107.00 minimum, draw 8:1. */
export const SABONG_DEFAULTS: TSabongSettings = {
  plasadaBp: DEFAULT_PLASADA_BP,
  minPer100: DEFAULT_MIN_PER_100,
  drawProfit: DEFAULT_DRAW_ODDS.profit,
  drawPer: DEFAULT_DRAW_ODDS.per ?? 1,
  minStake: 100,
  maxStake: 5_000_000,
  streamUrl: "",
};

export async function readSabongSettings(db: TDb | TTx, merchantId: number): Promise<TSabongSettings> {
  const [row] = await db.select().from(sabongSettings).where(eq(sabongSettings.merchantId, merchantId));
  if (!row) return SABONG_DEFAULTS;
  return {
    plasadaBp: row.plasadaBp,
    minPer100: row.minPer100,
    drawProfit: row.drawProfit,
    drawPer: row.drawPer,
    minStake: row.minStake,
    maxStake: row.maxStake,
    streamUrl: row.streamUrl,
  };
}
