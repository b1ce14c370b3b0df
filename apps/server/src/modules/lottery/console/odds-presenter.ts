import type { TBoLotteryOdds } from "@orchid/contract/backoffice-lottery";
import { fractionToNumber } from "@orchid/games/fraction";
import type { TBetOdds, TBetType } from "@orchid/games/lottery/bet-type";
import { DEFAULT_LIMITS } from "../lottery-prices.ts";
import type { TPriceRow } from "./odds-repo.ts";
import { rtpPercent } from "./rtp-percent.ts";

type TRtpRows = TBoLotteryOdds["rtp"];

/** RTP rows by bet type and odds: exact but not free to compute, and the same for every merchant. */
const RTP_CACHE = new Map<string, TRtpRows>();
const RTP_CACHE_SIZE = 500;

function rtpRows(betType: TBetType<unknown, unknown>, odds: TBetOdds): TRtpRows {
  const key = `${betType.code}:${odds.cost}:${betType.payoutKeys.map((payout) => odds.pays[payout]).join()}`;
  const known = RTP_CACHE.get(key);
  if (known) return known;
  const rows = betType.rtp(odds).map((row) => ({
    label: row.label,
    rtp: fractionToNumber(row.rtp),
    percent: rtpPercent(row.rtp),
  }));
  if (RTP_CACHE.size >= RTP_CACHE_SIZE) RTP_CACHE.clear();
  RTP_CACHE.set(key, rows);
  return rows;
}

/** What a bet type sells at when the merchant has no row of its own. */
export function defaultPrice(betType: TBetType<unknown, unknown>): TPriceRow {
  return {
    betType: betType.code,
    cost: betType.defaultOdds.cost,
    pays: { ...betType.defaultOdds.pays },
    ...DEFAULT_LIMITS,
    enabled: true,
  };
}

/** A bet type at the merchant's price (its row, or the defaults), with the exact RTP per class of picks. */
export function presentOdds(
  family: string,
  betType: TBetType<unknown, unknown>,
  row: TPriceRow | undefined,
): TBoLotteryOdds {
  const price = row ?? defaultPrice(betType);
  return {
    family,
    betType: betType.code,
    payoutKeys: [...betType.payoutKeys],
    cost: price.cost,
    pays: { ...price.pays },
    minStake: price.minStake,
    maxStake: price.maxStake,
    numberCap: price.numberCap,
    enabled: price.enabled,
    isDefault: row === undefined,
    defaultPrice: { cost: betType.defaultOdds.cost, pays: { ...betType.defaultOdds.pays } },
    rtp: rtpRows(betType, { cost: price.cost, pays: price.pays }),
  };
}
