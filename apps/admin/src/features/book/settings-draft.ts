import type { TBoBookSettings } from "@orchid/contract/backoffice-book";
import { MARKET_TYPES, type TMarketType } from "@orchid/contract/sportsbook";
import { minorToMajorInput, parseMajorAmount } from "../../money/major-amount.ts";
import { formatPercent, parsePercent } from "./basis-points.ts";
import { formatSeconds, parseSeconds } from "./delay-seconds.ts";

/** The money limits of the book, in the form's order. */
export const LIMIT_FIELDS = ["minStake", "maxStake", "maxPayout", "memberEventCap", "liabilityCap"] as const;
export type TLimitField = (typeof LIMIT_FIELDS)[number];

/** The contract's highest margin (30.00 %), cash-out margin (50.00 %) and minimum stake. */
export const MARGIN_MAX_BP = 3_000;
export const CASH_OUT_MARGIN_MAX_BP = 5_000;
const MIN_STAKE_MAX = 1_000_000_000;

/**
 * The book settings as their form holds them: margins as percentages ("" for none: the feed's
 * price), money in major units, the in-play delay in seconds. Each field sits at the request's
 * path, so the server's field errors land on it.
 */
export type TSettingsDraft = {
  margins: Record<TMarketType, string>;
  limits: Record<TLimitField, string>;
  inPlayDelay: string;
  cashOut: boolean;
  cashOutMargin: string;
};

export function settingsDraftOf(settings: TBoBookSettings): TSettingsDraft {
  const margins = Object.fromEntries(
    MARKET_TYPES.map((type) => {
      const basisPoints = settings.margins[type];
      return [type, basisPoints === undefined ? "" : formatPercent(basisPoints)];
    }),
  ) as Record<TMarketType, string>;
  const limits = Object.fromEntries(
    LIMIT_FIELDS.map((field) => [field, minorToMajorInput(settings[field])]),
  ) as Record<TLimitField, string>;
  return {
    margins,
    limits,
    inPlayDelay: formatSeconds(settings.inPlayDelayMs),
    cashOut: settings.cashOut,
    cashOutMargin: formatPercent(settings.cashOutMarginBp),
  };
}

/**
 * The save call's settings, or every problem by field path: margins 0–30.00 %, limits above zero
 * (the minimum stake at most 10,000,000.00, and not above the maximum), a delay of 0–30 s and a
 * cash-out margin of 0–50.00 %.
 */
export function checkSettingsDraft(draft: TSettingsDraft): {
  input: TBoBookSettings | null;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const margins: TBoBookSettings["margins"] = {};
  for (const type of MARKET_TYPES) {
    const text = draft.margins[type].trim();
    if (!text) continue;
    const parsed = parsePercent(text, MARGIN_MAX_BP);
    if (parsed.ok) margins[type] = parsed.basisPoints;
    else errors[`margins.${type}`] = parsed.errorKey;
  }
  const limits: Partial<Record<TLimitField, number>> = {};
  for (const field of LIMIT_FIELDS) {
    const parsed = parseMajorAmount(draft.limits[field]);
    if (!parsed.ok) errors[field] = parsed.errorKey;
    else if (field === "minStake" && parsed.minor > MIN_STAKE_MAX) errors[field] = "bo_money_too_large";
    else limits[field] = parsed.minor;
  }
  if (limits.minStake !== undefined && limits.maxStake !== undefined && limits.minStake > limits.maxStake)
    errors.maxStake = "err_min_above_max";
  const inPlayDelayMs = parseSeconds(draft.inPlayDelay);
  if (inPlayDelayMs === null) errors.inPlayDelayMs = "bo_book_delay_invalid";
  const cashOutMargin = parsePercent(draft.cashOutMargin, CASH_OUT_MARGIN_MAX_BP);
  if (!cashOutMargin.ok) errors.cashOutMarginBp = cashOutMargin.errorKey;
  if (Object.keys(errors).length > 0 || inPlayDelayMs === null || !cashOutMargin.ok)
    return { input: null, errors };
  return {
    input: {
      margins,
      minStake: limits.minStake ?? 0,
      maxStake: limits.maxStake ?? 0,
      maxPayout: limits.maxPayout ?? 0,
      memberEventCap: limits.memberEventCap ?? 0,
      liabilityCap: limits.liabilityCap ?? 0,
      inPlayDelayMs,
      cashOut: draft.cashOut,
      cashOutMarginBp: cashOutMargin.basisPoints,
    },
    errors,
  };
}
