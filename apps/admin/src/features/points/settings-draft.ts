import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import type { TValueOf } from "@orchid/contract/endpoint-io";
import { GAME_TYPES, type TGameType } from "@orchid/contract/games";
import type { TPointsSettings } from "@orchid/contract/points";
import { z } from "zod";
import { minorToMajorInput, parseMajorAmount } from "../../money/major-amount.ts";
import { readLocalized, type TDraftIssue, wholeIn, wholeText } from "./points-numbers.ts";

/** The contract's limits (packages/contract/src/points.ts). */
export const RATE_MAX = 1_000_000;
export const EXCHANGE_POINTS_MAX = 1_000_000;
export const EXCHANGE_MINOR_MAX = 1_000_000;
export const MIN_CONVERT_MAX = 1_000_000_000;
export const RULES_MAX = 4000;

/** The points rules as the console reads them. */
export type TPointsSettingsValue = TValueOf<"boPointsSettings">;

/**
 * The points rules as their form holds them: counts as typed, the exchange's cash in major units
 * ("1.00"). Each field sits at the request's path, so the server's field errors land on it.
 */
export type TPointsSettingsDraft = {
  enabled: boolean;
  /** Points per 100.00 of valid bet, per game type; empty: the type earns nothing. */
  earn: Record<TGameType, string>;
  depositRate: string;
  exchange: { points: string; minor: string };
  minConvert: string;
  rules: TLocalizedText;
};

/** What a merchant without rules yet starts from: switched off, 100 points make 1.00. */
const NEW_SETTINGS: TPointsSettingsValue = {
  enabled: false,
  earn: {},
  depositRate: 0,
  exchange: { points: 100, minor: 100 },
  minConvert: 100,
  rules: {},
};

export function pointsSettingsDraftOf(settings: TPointsSettingsValue | null): TPointsSettingsDraft {
  const value = settings ?? NEW_SETTINGS;
  return {
    enabled: value.enabled,
    earn: Object.fromEntries(GAME_TYPES.map((type) => [type, wholeText(value.earn[type])])) as Record<
      TGameType,
      string
    >,
    depositRate: String(value.depositRate),
    exchange: { points: String(value.exchange.points), minor: minorToMajorInput(value.exchange.minor) },
    minConvert: String(value.minConvert),
    rules: { ...value.rules },
  };
}

/** The exchange's cash typed in major units, as minor units within the contract's range, or null. */
export function readExchangeMinor(text: string): { minor: number } | { errorKey: string } {
  const parsed = parseMajorAmount(text, { allowZero: true });
  if (!parsed.ok) return { errorKey: parsed.errorKey };
  if (parsed.minor > EXCHANGE_MINOR_MAX) return { errorKey: "bo_points_exchange_cash_too_large" };
  return { minor: parsed.minor };
}

/** The exchange rate the draft holds, when both its halves read (the live example's input). */
export function exchangeRateOf(exchange: TPointsSettingsDraft["exchange"]) {
  const points = wholeIn(exchange.points, 1, EXCHANGE_POINTS_MAX);
  const cash = readExchangeMinor(exchange.minor);
  return points !== null && "minor" in cash ? { points, minor: cash.minor } : null;
}

/**
 * The save call's rules, or every problem of the draft by the request's field paths: the
 * contract's own checks (whole rates 0–1,000,000, 1–1,000,000 points for 0–10,000.00 of cash,
 * a minimum conversion of at least one point, English rules), made before sending.
 */
export function readPointsSettings(draft: TPointsSettingsDraft): {
  input: TPointsSettings | null;
  issues: TDraftIssue[];
} {
  const issues: TDraftIssue[] = [];
  const earn: TPointsSettings["earn"] = {};
  for (const type of GAME_TYPES) {
    const text = draft.earn[type].trim();
    if (!text) continue;
    const rate = wholeIn(text, 0, RATE_MAX);
    if (rate === null) issues.push({ path: ["earn", type], key: "bo_points_rate_invalid" });
    else earn[type] = rate;
  }
  const depositRate = wholeIn(draft.depositRate, 0, RATE_MAX);
  if (depositRate === null) issues.push({ path: ["depositRate"], key: "bo_points_rate_invalid" });
  const points = wholeIn(draft.exchange.points, 1, EXCHANGE_POINTS_MAX);
  if (points === null)
    issues.push({ path: ["exchange", "points"], key: "bo_points_exchange_points_invalid" });
  const cash = readExchangeMinor(draft.exchange.minor);
  if ("errorKey" in cash) issues.push({ path: ["exchange", "minor"], key: cash.errorKey });
  const minConvert = wholeIn(draft.minConvert, 1, MIN_CONVERT_MAX);
  if (minConvert === null) issues.push({ path: ["minConvert"], key: "bo_points_min_convert_invalid" });
  const rules = readLocalized(draft.rules, "rules", RULES_MAX, issues);
  if (issues.length > 0 || depositRate === null || points === null || !("minor" in cash) || !minConvert)
    return { input: null, issues };
  return {
    input: {
      enabled: draft.enabled,
      earn,
      depositRate,
      exchange: { points, minor: cash.minor },
      minConvert,
      rules,
    },
    issues,
  };
}

/** The form's schema (for its resolver): the draft in, the save call's rules out. */
export const ZPointsSettingsDraft = z.custom<TPointsSettingsDraft>().transform((draft, ctx) => {
  const { input, issues } = readPointsSettings(draft);
  for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.key });
  return input ?? z.NEVER;
});
