import { fractionToNumber, type TFraction } from "../fraction.ts";
import type { TBetOdds, TBetType, TPickProblem } from "./bet-type.ts";

/** The largest price a merchant may set: a line's return stays far inside a bigint's comfort. */
const MAX_PRICE = 1_000_000_000_000;

/**
 * Checks odds a merchant wants for a bet type: whole positive prices for exactly the bet type's
 * payout keys, and no class of picks returning more than it takes (RTP above 100 %). Null when
 * the odds are fine, else why not (shown as `lott_err_<code>`).
 */
export function checkOdds(betType: TBetType<unknown, unknown>, odds: TBetOdds): TPickProblem | null {
  if (!isPrice(odds.cost)) return { code: "odds_price", values: { key: "cost" } };
  const keys = Object.keys(odds.pays);
  for (const key of betType.payoutKeys) {
    if (!isPrice(odds.pays[key])) return { code: "odds_price", values: { key } };
  }
  const extra = keys.find((key) => !betType.payoutKeys.includes(key));
  if (extra !== undefined) return { code: "odds_unknown_key", values: { key: extra } };
  const worst = highestRtp(betType, odds);
  if (worst.rtp.numerator > worst.rtp.denominator) {
    return { code: "odds_rtp_above_100", values: { label: worst.label, rtp: percent(worst.rtp) } };
  }
  return null;
}

/** The class of picks that returns the most under these odds, and its exact RTP. */
export function highestRtp(
  betType: TBetType<unknown, unknown>,
  odds: TBetOdds,
): { label: string; rtp: TFraction } {
  const rows = betType.rtp(odds);
  const first = rows[0];
  if (first === undefined) throw new RangeError(`${betType.code} has no RTP rows`);
  return rows.reduce((best, row) =>
    row.rtp.numerator * best.rtp.denominator > best.rtp.numerator * row.rtp.denominator ? row : best,
  );
}

function isPrice(value: number | undefined): boolean {
  return value !== undefined && Number.isSafeInteger(value) && value > 0 && value <= MAX_PRICE;
}

/** "100.25" for 1.0025: two decimals, rounded down, as the console shows RTPs. */
function percent(rtp: TFraction): string {
  return (Math.floor(fractionToNumber(rtp) * 10_000) / 100).toFixed(2);
}
