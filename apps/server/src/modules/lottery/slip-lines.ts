import type { TSlipEntry } from "@orchid/contract/lottery";
import { MAX_AMOUNT_MINOR } from "@orchid/contract/money";
import { AppError } from "../../http/app-error.ts";
import type { TBetTypePrice } from "./lottery-prices.ts";

/** The most lines one slip may hold, whatever its entries expand to. */
export const MAX_SLIP_LINES = 1_000;

/** A line of a slip ready to store: the rules' line, its label, coverage and the price it sells at. */
export type TSlipLine = {
  betType: string;
  line: unknown;
  label: string;
  stake: number;
  cost: number;
  pays: Readonly<Record<string, number>>;
  coverGroup: string;
  coverKey: string;
  coverSpace: number;
};

/**
 * Expands a slip's entries into lines at the merchant's prices, refusing the whole slip on the
 * first entry that is wrong: an unknown or switched-off bet type, picks the rules refuse
 * (LOTTERY_PICKS_INVALID with the `lott_err_<code>` problem), a stake outside the bet type's
 * limits or a slip too big (LOTTERY_LIMIT). Moves nothing; the caller stores what it answers.
 */
export function slipLines(
  entries: readonly Required<TSlipEntry>[],
  prices: readonly TBetTypePrice[],
): TSlipLine[] {
  const byCode = new Map(prices.map((price) => [price.betType.code, price]));
  const lines: TSlipLine[] = [];
  entries.forEach((entry, index) => {
    const price = byCode.get(entry.betType);
    if (!price?.enabled) throw new AppError("BET_NOT_ALLOWED", { entry: index, betType: entry.betType });
    const parsed = price.betType.parse(entry.picks);
    if (!parsed.ok) throw new AppError("LOTTERY_PICKS_INVALID", { entry: index, problem: parsed.problem });
    if (entry.stake < price.minStake) {
      throw new AppError("LOTTERY_LIMIT", { limit: "line_min", entry: index, min: price.minStake });
    }
    if (entry.stake > price.maxStake) {
      throw new AppError("LOTTERY_LIMIT", { limit: "line_max", entry: index, max: price.maxStake });
    }
    if (lines.length + parsed.lines.length > MAX_SLIP_LINES) {
      throw new AppError("LOTTERY_LIMIT", { limit: "slip_lines", entry: index, max: MAX_SLIP_LINES });
    }
    for (const line of parsed.lines) {
      const coverage = price.betType.coverage(line);
      lines.push({
        betType: price.betType.code,
        line,
        label: price.betType.describe(line),
        stake: entry.stake,
        cost: price.odds.cost,
        pays: price.odds.pays,
        coverGroup: coverage.group,
        coverKey: coverage.key,
        coverSpace: coverage.space,
      });
    }
  });
  const total = lines.reduce((sum, line) => sum + line.stake, 0);
  if (total > MAX_AMOUNT_MINOR)
    throw new AppError("LOTTERY_LIMIT", { limit: "slip_total", max: MAX_AMOUNT_MINOR });
  return lines;
}

/** A line's payout if its number came up once at its best key: the exposure the number caps count. */
export function linePayout(line: Pick<TSlipLine, "stake" | "cost" | "pays">): number {
  const best = Math.max(...Object.values(line.pays));
  return Number((BigInt(line.stake) * BigInt(best)) / BigInt(line.cost));
}
