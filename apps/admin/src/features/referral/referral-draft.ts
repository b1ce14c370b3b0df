import type { TReferralSettings } from "@orchid/contract/referral";
import { z } from "zod";
import { minorToMajorInput, parseMajorAmount } from "../../money/major-amount.ts";

/** The contract's limits (ZReferralSettings). */
export const REFERRAL_REWARD_MAX = 1_000_000_000;
export const REFERRAL_CLAIM_DAYS_MAX = 365;

export type TReferralRewardUnit = TReferralSettings["rewardUnit"];

/** A problem of a draft: the request's field path (as the server names it) and its message key. */
export type TReferralIssue = { path: (string | number)[]; key: string };

/**
 * The referral rules as their form holds them: what an invitee must deposit and bet in major
 * units ("500.00"), the reward as cash in major units or as whole points by its unit, the claim
 * days as typed. Each field sits at the request's path, so the server's field errors land on it.
 */
export type TReferralDraft = {
  enabled: boolean;
  minDeposit: string;
  minValidBet: string;
  rewardUnit: TReferralRewardUnit;
  reward: string;
  claimDays: string;
};

export function referralDraftOf(settings: TReferralSettings): TReferralDraft {
  return {
    enabled: settings.enabled,
    minDeposit: minorToMajorInput(settings.minDeposit),
    minValidBet: minorToMajorInput(settings.minValidBet),
    rewardUnit: settings.rewardUnit,
    reward: settings.rewardUnit === "minor" ? minorToMajorInput(settings.reward) : String(settings.reward),
    claimDays: String(settings.claimDays),
  };
}

/** The reward as typed after its unit changes: cleared, as cash and points are not the same number. */
export function referralRewardAfterUnitChange(
  text: string,
  from: TReferralRewardUnit,
  to: TReferralRewardUnit,
): string {
  return from === to ? text : "";
}

/**
 * A whole number typed between min and max (grouping commas and spaces ignored: "1,000"), or
 * null when it is empty, not a whole number or out of range.
 */
export function wholeBetween(text: string, min: number, max: number): number | null {
  const cleaned = text.replace(/[\s,]/g, "");
  if (!/^\d{1,13}$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value >= min && value <= max ? value : null;
}

/** A threshold typed in major units, zero allowed (no condition), as minor units. */
function readThreshold(text: string, field: string, issues: TReferralIssue[]): number | null {
  const parsed = parseMajorAmount(text, { allowZero: true });
  if (parsed.ok) return parsed.minor;
  issues.push({ path: [field], key: parsed.errorKey });
  return null;
}

/** The reward in its unit: cash in minor units, or whole points; both from 1 to 1,000,000,000. */
function readReward(draft: TReferralDraft, issues: TReferralIssue[]): number | null {
  if (draft.rewardUnit === "points") {
    const points = wholeBetween(draft.reward, 1, REFERRAL_REWARD_MAX);
    if (points === null) issues.push({ path: ["reward"], key: "bo_referral_reward_points_invalid" });
    return points;
  }
  const parsed = parseMajorAmount(draft.reward);
  if (!parsed.ok) {
    issues.push({ path: ["reward"], key: parsed.errorKey });
    return null;
  }
  if (parsed.minor > REFERRAL_REWARD_MAX) {
    issues.push({ path: ["reward"], key: "bo_referral_reward_cash_too_large" });
    return null;
  }
  return parsed.minor;
}

/**
 * The save call's rules, or every problem of the draft by the request's field paths: the
 * contract's checks (thresholds from 0, a reward of at least one minor unit or one point, claim
 * days 1–365), made before sending.
 */
export function readReferral(draft: TReferralDraft): {
  input: TReferralSettings | null;
  issues: TReferralIssue[];
} {
  const issues: TReferralIssue[] = [];
  const minDeposit = readThreshold(draft.minDeposit, "minDeposit", issues);
  const minValidBet = readThreshold(draft.minValidBet, "minValidBet", issues);
  const reward = readReward(draft, issues);
  const claimDays = wholeBetween(draft.claimDays, 1, REFERRAL_CLAIM_DAYS_MAX);
  if (claimDays === null) issues.push({ path: ["claimDays"], key: "bo_referral_claim_days_invalid" });
  if (issues.length > 0 || minDeposit === null || minValidBet === null || reward === null || !claimDays)
    return { input: null, issues };
  return {
    input: {
      enabled: draft.enabled,
      minDeposit,
      minValidBet,
      reward,
      rewardUnit: draft.rewardUnit,
      claimDays,
    },
    issues,
  };
}

/** The form's schema (for its resolver): the draft in, the save call's rules out. */
export const ZReferralDraft = z.custom<TReferralDraft>().transform((draft, ctx) => {
  const { input, issues } = readReferral(draft);
  for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.key });
  return input ?? z.NEVER;
});
