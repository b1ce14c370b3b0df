import { ZConvertRequest, ZRedeemRequest } from "@orchid/contract/points";

/** The most units one redeem may ask for (the contract's ZRedeemRequest). */
export const MAX_REDEEM_QUANTITY = ZRedeemRequest.shape.quantity.maxValue ?? 100;

/** The most points one conversion may take (the contract's ZConvertRequest). */
export const MAX_CONVERT_POINTS = ZConvertRequest.shape.points.maxValue ?? 1_000_000_000;

/** The merchant's exchange rate: `points` points make `minor` minor units of cash. */
export type TExchangeRate = { points: number; minor: number };

/**
 * The cash (minor units) a number of points converts to at the rate, rounded down to a whole
 * minor unit as the server credits it: floor(points × minor / rate points). Exact for any size
 * (integer arithmetic); nothing for a rate without points or a non-positive count.
 */
export function cashForPoints(points: number, rate: TExchangeRate): number {
  if (!Number.isSafeInteger(points) || points <= 0) return 0;
  if (!Number.isSafeInteger(rate.points) || rate.points <= 0) return 0;
  if (!Number.isSafeInteger(rate.minor) || rate.minor <= 0) return 0;
  return Number((BigInt(points) * BigInt(rate.minor)) / BigInt(rate.points));
}

export type TAffordability = {
  /** Points and cash (minor units) one unit costs. */
  unitPoints: number;
  unitCash: number;
  /** Units left in stock. */
  stock: number;
  /** What the member holds; undefined while unknown (not counted then: the server checks). */
  points: number | undefined;
  cash: number | undefined;
};

/** How many whole units a holding pays for at a unit price; unlimited when the unit is free. */
function unitsFor(held: number | undefined, unit: number): number {
  if (held === undefined || unit <= 0) return Number.POSITIVE_INFINITY;
  return Math.floor(Math.max(0, held) / unit);
}

/**
 * The largest quantity a member can redeem now: within the stock, the points and the cash they
 * hold, and the most one redeem may ask for; 0 when not even one unit fits.
 */
export function maxAffordable(input: TAffordability): number {
  const most = Math.min(
    MAX_REDEEM_QUANTITY,
    Math.max(0, Math.floor(input.stock)),
    unitsFor(input.points, input.unitPoints),
    unitsFor(input.cash, input.unitCash),
  );
  return Math.max(0, most);
}
