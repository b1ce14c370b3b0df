import type {
  TBoLotteryOdds,
  TBoLotteryOddsReset,
  TBoLotteryOddsTable,
  ZBoLotteryOddsSave,
} from "@orchid/contract/backoffice-lottery";
import type { TBetType, TPickProblem } from "@orchid/games/lottery/bet-type";
import { checkOdds } from "@orchid/games/lottery/check-odds";
import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import type { TMerchant } from "../../merchants/index.ts";
import { type TConsoleCall, type TFieldChange, writeAuditedChange } from "../../operators/index.ts";
import { defaultPrice, presentOdds } from "./odds-presenter.ts";
import { deletePrice, familyPrices, lockPrice, type TPriceRow, upsertPrice } from "./odds-repo.ts";

type TSaveInput = z.output<typeof ZBoLotteryOddsSave>;
const PRICE_FIELDS = ["cost", "pays", "minStake", "maxStake", "numberCap", "enabled"] as const;

function findBetType(family: string, code: string): TBetType<unknown, unknown> {
  const betType = findLotteryFamily(family)?.betTypes.find((candidate) => candidate.code === code);
  if (!betType) throw new AppError("NOT_FOUND");
  return betType;
}

/** The same value: `pays` compared by content, whatever its keys' order. */
function isSame(a: unknown, b: unknown): boolean {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return a === b;
  const sorted = (value: object) =>
    JSON.stringify(Object.entries(value).sort(([x], [y]) => (x < y ? -1 : 1)));
  return sorted(a) === sorted(b);
}

function priceChange(before: TPriceRow, after: TPriceRow): TFieldChange<Partial<TPriceRow>> {
  const change: TFieldChange<Partial<TPriceRow>> = { patch: {}, before: {}, after: {} };
  for (const field of PRICE_FIELDS) {
    if (isSame(before[field], after[field])) continue;
    change.before[field] = before[field];
    change.after[field] = after[field];
    Object.assign(change.patch, { [field]: after[field] });
  }
  return change;
}

/** Odds the rules refuse, as a field refusal naming `lott_err_<code>` with its values (INVALID_INPUT). */
function oddsRefusal(problem: TPickProblem): AppError {
  const key = problem.values?.key;
  const field =
    problem.code === "odds_rtp_above_100" ? "pays" : key === "cost" ? "cost" : key ? `pays.${key}` : "pays";
  return new AppError("INVALID_INPUT", {
    fields: [{ ...problem.values, field, path: field, key: `lott_err_${problem.code}` }],
  });
}

/** `GET /bo/lottery/odds`: every bet type of the family at the merchant's price, with its exact RTP. */
export async function lotteryOddsTable(
  ctx: Pick<TAppContext, "database">,
  merchant: TMerchant,
  family: string,
): Promise<TBoLotteryOddsTable> {
  const rules = findLotteryFamily(family);
  if (!rules) throw new AppError("NOT_FOUND");
  const rows = await familyPrices(ctx.database.db, merchant.id, family);
  return {
    family,
    betTypes: rules.betTypes.map((betType) => presentOdds(family, betType, rows.get(betType.code))),
  };
}

/**
 * `PUT /bo/lottery/odds`: the merchant's price and limits of one bet type, audited. Odds the rules
 * refuse (checkOdds: whole prices above zero for exactly the bet type's payouts, no class of
 * picks over 100 % RTP) change nothing. Slips keep the price they were sold at. The site reads
 * prices through a 5 s cache per instance, so members see the change within 5 s.
 */
export async function saveLotteryOdds(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TSaveInput,
): Promise<TBoLotteryOdds> {
  const betType = findBetType(input.family, input.betType);
  const problem = checkOdds(betType, { cost: input.cost, pays: input.pays });
  if (problem) throw oddsRefusal(problem);
  const { merchant, found, client } = call;
  const wanted: TPriceRow = {
    betType: betType.code,
    cost: input.cost,
    pays: input.pays,
    minStake: input.minStake,
    maxStake: input.maxStake,
    numberCap: input.numberCap,
    enabled: input.enabled,
  };
  await ctx.database.db.transaction(async (tx) => {
    const row = await lockPrice(tx, merchant.id, input.family, betType.code);
    const target = {
      action: "lottery.odds.save",
      targetType: "lottery_price",
      targetId: `${input.family}:${betType.code}`,
    };
    await writeAuditedChange(tx, call, {
      target,
      change: priceChange(row ?? defaultPrice(betType), wanted),
      write: () =>
        upsertPrice(
          tx,
          { merchantId: merchant.id, family: input.family, operatorId: found.operator.id, at: client.at },
          wanted,
        ),
    });
  });
  const rows = await familyPrices(ctx.database.db, merchant.id, input.family);
  return presentOdds(input.family, betType, rows.get(betType.code));
}

/** `DELETE /bo/lottery/odds`: back to the family's defaults (the merchant's row deleted), audited. */
export async function resetLotteryOdds(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TBoLotteryOddsReset,
): Promise<TBoLotteryOdds> {
  const family = input.family;
  const betType = findBetType(family, input.betType);
  await ctx.database.db.transaction(async (tx) => {
    const row = await lockPrice(tx, call.merchant.id, family, betType.code);
    const change = row ? priceChange(row, defaultPrice(betType)) : { patch: {}, before: {}, after: {} };
    const target = {
      action: "lottery.odds.reset",
      targetType: "lottery_price",
      targetId: `${family}:${betType.code}`,
    };
    await writeAuditedChange(tx, call, {
      target,
      change: { ...change, patch: row ? { reset: true } : {} },
      write: () => deletePrice(tx, call.merchant.id, family, betType.code),
    });
  });
  return presentOdds(family, betType, undefined);
}
