import { z } from "zod";
import { ZPageQuery } from "./money.ts";

/**
 * Invite friends (issue 20): a member's invitation code and link; each invitee who registers with
 * it and then deposits and bets enough earns the inviter a reward in the reward centre, unless the
 * invitee shares the inviter's device, address or payout account (one person, two accounts).
 */

const ZInstant = z.iso.datetime({ offset: true });

export const ZReferralSummary = z.object({
  /** The member's invitation code (registration's invitation field) and the link that fills it. */
  code: z.string(),
  link: z.string(),
  invitees: z.number().int(),
  /** Invitees who met the conditions and earned a reward. */
  qualified: z.number().int(),
  /** Rewards earned so far: cash (minor units) and points. */
  earned: z.object({ minor: z.number().int(), points: z.number().int() }),
  rules: z.object({
    enabled: z.boolean(),
    minDeposit: z.number().int(),
    minValidBet: z.number().int(),
    reward: z.number().int(),
    rewardUnit: z.enum(["minor", "points"]),
  }),
});
export type TReferralSummary = z.output<typeof ZReferralSummary>;

export const REFERRAL_STATES = ["registered", "deposited", "qualified", "refused"] as const;

export const ZInvitee = z.object({
  /** The invitee's name with its middle masked. */
  player: z.string(),
  registeredAt: ZInstant,
  deposited: z.number().int(),
  validBet: z.number().int(),
  state: z.enum(REFERRAL_STATES),
});
export const ZInviteePage = z.object({
  rows: z.array(ZInvitee),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export const ZInviteeQuery = ZPageQuery;

/** Console: the merchant's referral rules. */
export const ZReferralSettings = z.object({
  enabled: z.boolean(),
  /** What an invitee must deposit and bet (valid) in all, minor units. */
  minDeposit: z.number().int().min(0).max(1_000_000_000_000),
  minValidBet: z.number().int().min(0).max(1_000_000_000_000),
  reward: z.number().int().min(1).max(1_000_000_000),
  rewardUnit: z.enum(["minor", "points"]),
  /** Days the reward waits in the inviter's reward centre. */
  claimDays: z.number().int().min(1).max(365),
});
export type TReferralSettings = z.output<typeof ZReferralSettings>;
