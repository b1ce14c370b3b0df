import { eq } from "drizzle-orm";
import type { TDb } from "../../db/database.ts";
import { bookSettings } from "../../db/schema/sportsbook.ts";

/** A merchant's book settings (decisions/0024); a merchant without a row uses BOOK_DEFAULTS. */
export type TBookSettingsRow = {
  /** Margin per market type, basis points (none: the feed's price). */
  margins: Record<string, number>;
  minStake: number;
  /** The most one bet stakes on a selection (a market's own limit may be lower). */
  maxStake: number;
  /** The most one bet may return. */
  maxPayout: number;
  /** The most one member stakes on one event, over every bet. */
  memberEventCap: number;
  /** The most the merchant may lose on one selection (returns less stakes of its open bets). */
  liabilityCap: number;
  inPlayDelayMs: number;
  cashOut: boolean;
  cashOutMarginBp: number;
};

export const BOOK_DEFAULTS: TBookSettingsRow = {
  margins: {},
  minStake: 100,
  maxStake: 5_000_000,
  maxPayout: 50_000_000,
  memberEventCap: 10_000_000,
  liabilityCap: 200_000_000,
  inPlayDelayMs: 3_000,
  cashOut: true,
  cashOutMarginBp: 500,
};

/** The most one bet may stake on a market: the market's own limit when lower than the merchant's. */
export function marketMaxStake(settings: TBookSettingsRow, marketLimit: number | null): number {
  return Math.min(marketLimit ?? settings.maxStake, settings.maxStake);
}

/** How long a merchant's settings are remembered before they are read again. */
const CACHE_MS = 5_000;

/** Reads a merchant's book settings, remembered a few seconds (every price shown goes through them). */
export class BookSettingsCache {
  private readonly cache = new Map<number, { at: number; value: Promise<TBookSettingsRow> }>();

  constructor(
    private readonly db: TDb,
    private readonly now: () => Date,
  ) {}

  get(merchantId: number): Promise<TBookSettingsRow> {
    const at = this.now().getTime();
    const hit = this.cache.get(merchantId);
    if (hit && at - hit.at < CACHE_MS) return hit.value;
    const value = readBookSettings(this.db, merchantId);
    this.cache.set(merchantId, { at, value });
    value.catch(() => this.cache.delete(merchantId));
    return value;
  }

  forget(merchantId: number): void {
    this.cache.delete(merchantId);
  }
}

export async function readBookSettings(db: TDb, merchantId: number): Promise<TBookSettingsRow> {
  const [row] = await db.select().from(bookSettings).where(eq(bookSettings.merchantId, merchantId));
  if (!row) return BOOK_DEFAULTS;
  return {
    margins: (row.margins ?? {}) as Record<string, number>,
    minStake: row.minStake,
    maxStake: row.maxStake,
    maxPayout: row.maxPayout,
    memberEventCap: row.memberEventCap,
    liabilityCap: row.liabilityCap,
    inPlayDelayMs: row.inPlayDelayMs,
    cashOut: row.cashOut,
    cashOutMarginBp: row.cashOutMarginBp,
  };
}
