import { fractionToNumber } from "@orchid/games/fraction";
import type { TBetOdds, TBetType } from "@orchid/games/lottery/bet-type";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../db/database.ts";

/** A bet type as a merchant sells it: its rules, price and stake limits (minor units). */
export type TBetTypePrice = {
  betType: TBetType<unknown, unknown>;
  odds: TBetOdds;
  minStake: number;
  maxStake: number;
  /** The most stake one number (coverage key) of one draw may take at this merchant. */
  numberCap: number;
  enabled: boolean;
};

/** Limits a bet type sells with until the merchant sets its own (minor units). */
export const DEFAULT_LIMITS = { minStake: 100, maxStake: 5_000_000, numberCap: 50_000_000 } as const;
/** The most one member may stake on one draw of a game (minor units). */
export const MEMBER_DRAW_LIMIT = 100_000_000;

const CACHE_MS = 5_000;

type TPriceRow = {
  family: string;
  bet_type: string;
  cost: number;
  pays: Record<string, number> | string;
  min_stake: string | number;
  max_stake: string | number;
  number_cap: string | number;
  enabled: boolean;
};

/**
 * Every merchant's prices, read briefly cached (an operator's change shows within seconds; a slip
 * always stores the price it was sold at, so a change never touches placed bets).
 */
export class LotteryPrices {
  private readonly cache = new Map<number, { at: number; rows: Map<string, TPriceRow> }>();
  private readonly rtps = new Map<string, { label: string; rtp: number }[]>();

  constructor(
    private readonly db: TDb,
    private readonly now: () => Date,
  ) {}

  /** Each bet type of the family at the merchant's price (the family's defaults where none is set). */
  async forFamily(
    merchantId: number,
    family: string,
    betTypes: readonly TBetType<unknown, unknown>[],
  ): Promise<TBetTypePrice[]> {
    const rows = await this.rows(merchantId);
    return betTypes.map((betType) => {
      const row = rows.get(`${family}:${betType.code}`);
      if (!row) return { betType, odds: betType.defaultOdds, ...DEFAULT_LIMITS, enabled: true };
      return {
        betType,
        odds: { cost: row.cost, pays: typeof row.pays === "string" ? JSON.parse(row.pays) : row.pays },
        minStake: Number(row.min_stake),
        maxStake: Number(row.max_stake),
        numberCap: Number(row.number_cap),
        enabled: row.enabled,
      };
    });
  }

  /** The exact RTP rows of a bet type at these odds, as decimals (computed once per price). */
  rtpOf(price: Pick<TBetTypePrice, "betType" | "odds">): { label: string; rtp: number }[] {
    const key = `${price.betType.code}:${JSON.stringify(price.odds)}:${price.betType.payoutKeys.join()}`;
    let rows = this.rtps.get(key);
    if (!rows) {
      rows = price.betType
        .rtp(price.odds)
        .map((row) => ({ label: row.label, rtp: fractionToNumber(row.rtp) }));
      this.rtps.set(key, rows);
    }
    return rows;
  }

  /** Forgets a merchant's cached prices (after the console changed them). */
  forget(merchantId: number): void {
    this.cache.delete(merchantId);
  }

  private async rows(merchantId: number): Promise<Map<string, TPriceRow>> {
    const at = this.now().getTime();
    const cached = this.cache.get(merchantId);
    if (cached && at - cached.at < CACHE_MS) return cached.rows;
    const rows = rowsOf<TPriceRow>(
      await this.db.execute(sql`
        select family, bet_type, cost, pays, min_stake, max_stake, number_cap, enabled
        from lottery_prices where merchant_id = ${merchantId}`),
    );
    const map = new Map(rows.map((row) => [`${row.family}:${row.bet_type}`, row]));
    this.cache.set(merchantId, { at, rows: map });
    return map;
  }
}
