import type { TBoPaymentSettings, TBoPaymentSettingsRequest } from "@orchid/contract/backoffice-payments";
import { minorToMajorInput, parseMajorAmount } from "../../money/major-amount.ts";
import { wholeNumberIn } from "./whole-number.ts";

/** The withdrawal rules as their form holds them: amounts in major units, counts as typed. */
export type TRulesDraft = Record<keyof TBoPaymentSettings, string>;

const AMOUNTS = ["withdrawMin", "withdrawMax", "withdrawDailyMax", "withdrawFourEyesMin"] as const;

export function rulesDraftOf(settings: TBoPaymentSettings): TRulesDraft {
  return {
    withdrawMin: minorToMajorInput(settings.withdrawMin),
    withdrawMax: minorToMajorInput(settings.withdrawMax),
    withdrawDailyCount: String(settings.withdrawDailyCount),
    withdrawDailyMax: minorToMajorInput(settings.withdrawDailyMax),
    withdrawFourEyesMin: minorToMajorInput(settings.withdrawFourEyesMin),
    payoutConfirmMinutes: String(settings.payoutConfirmMinutes),
  };
}

/**
 * The save call for the rules, or the problems found before sending (by field): amounts exact to
 * the cent and above zero, the minimum no larger than the maximum, counts and minutes whole and
 * within the contract's range.
 */
export function rulesRequestOf(
  draft: TRulesDraft,
): { ok: true; request: TBoPaymentSettingsRequest } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const minor: Partial<Record<(typeof AMOUNTS)[number], number>> = {};
  for (const field of AMOUNTS) {
    const parsed = parseMajorAmount(draft[field]);
    if (parsed.ok) minor[field] = parsed.minor;
    else errors[field] = parsed.errorKey;
  }
  const dailyCount = wholeNumberIn(draft.withdrawDailyCount, 1, 1_000);
  const confirmMinutes = wholeNumberIn(draft.payoutConfirmMinutes, 1, 60 * 24 * 30);
  if (dailyCount === null) errors.withdrawDailyCount = "bo_rules_count_invalid";
  if (confirmMinutes === null) errors.payoutConfirmMinutes = "bo_rules_minutes_invalid";
  const { withdrawMin, withdrawMax, withdrawDailyMax, withdrawFourEyesMin } = minor;
  if (withdrawMin !== undefined && withdrawMax !== undefined && withdrawMin > withdrawMax)
    errors.withdrawMax = "err_min_above_max";
  if (
    Object.keys(errors).length > 0 ||
    withdrawMin === undefined ||
    withdrawMax === undefined ||
    withdrawDailyMax === undefined ||
    withdrawFourEyesMin === undefined ||
    dailyCount === null ||
    confirmMinutes === null
  )
    return { ok: false, errors };
  return {
    ok: true,
    request: {
      withdrawMin,
      withdrawMax,
      withdrawDailyCount: dailyCount,
      withdrawDailyMax,
      withdrawFourEyesMin,
      payoutConfirmMinutes: confirmMinutes,
    },
  };
}
