import type { REFERRAL_STATES, TReferralSummary } from "@orchid/contract/referral";
import type { TBadgeTone } from "../member-centre/status-badge.tsx";
import { rewardValueText, type TMissionFormat } from "../missions/mission-format.ts";

export type TReferralState = (typeof REFERRAL_STATES)[number];

/** Badge tone of each invitee state; the label is `referral_state_<state>`. */
export const REFERRAL_TONES: Record<TReferralState, TBadgeTone> = {
  registered: "neutral",
  deposited: "wait",
  qualified: "good",
  refused: "bad",
};

/**
 * The programme's rules as short lines: register with the code, the deposit and valid-bet totals
 * an invitee must reach (a zero minimum is no condition and is left out), the inviter's reward,
 * and why an invitee may earn nothing (one person behind both accounts).
 */
export function referralRuleLines(rules: TReferralSummary["rules"], format: TMissionFormat): string[] {
  const lines = [format.t("referral_rule_register")];
  if (rules.minDeposit > 0)
    lines.push(format.t("referral_rule_deposit", { amount: format.money(rules.minDeposit) }));
  if (rules.minValidBet > 0)
    lines.push(format.t("referral_rule_bet", { amount: format.money(rules.minValidBet) }));
  lines.push(
    format.t("referral_rule_reward", { reward: rewardValueText(rules.reward, rules.rewardUnit, format) }),
  );
  lines.push(format.t("referral_rule_same_person"));
  return lines;
}

/** What the invitations earned: cash, points, or both ("K 20.00 and 500 points"); cash 0 when nothing. */
export function earnedText(earned: TReferralSummary["earned"], format: TMissionFormat): string {
  const cash = format.money(Math.max(0, earned.minor));
  if (earned.points <= 0) return cash;
  const points = rewardValueText(earned.points, "points", format);
  if (earned.minor <= 0) return points;
  return format.t("referral_earned_both", { cash, points });
}

/** The registration page for a visitor of `/join`, keeping the inviter's code (`?ref=`) when there is one. */
export function registerPath(search: string): string {
  const code = new URLSearchParams(search).get("ref")?.trim();
  return code ? `/register?${new URLSearchParams({ ref: code })}` : "/register";
}
