import { z } from "zod";
import { ZLocalizedText, ZLocalizedTextValue } from "./backoffice-content.ts";
import { GAME_TYPES } from "./games.ts";
import { MAX_AMOUNT_MINOR, ZIdempotencyKey, ZPageQuery } from "./money.ts";
import { ZRowId } from "./row-id.ts";

/**
 * Missions, the leaderboard and the reward centre (issue 20, decisions/0022): missions count real
 * settled events per period; a done mission puts its reward in the reward centre, where the member
 * claims it once (cash into the main wallet, or points).
 */

const ZInstant = z.iso.datetime({ offset: true });

/** How often a mission starts again: each merchant day, each week (from Monday), or never. */
export const MISSION_PERIODS = ["daily", "weekly", "once"] as const;
export type TMissionPeriod = (typeof MISSION_PERIODS)[number];

/** What a mission counts: valid bet (minor units), deposits (minor units), lottery slips settled, or days logged in. */
export const MISSION_GOALS = ["bet", "deposit", "lottery_bets", "login_days"] as const;
export type TMissionGoal = (typeof MISSION_GOALS)[number];

export const REWARD_UNITS = ["minor", "points"] as const;
export type TRewardUnit = (typeof REWARD_UNITS)[number];

/** A member's mission with this period's progress. */
export const ZMission = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  period: z.enum(MISSION_PERIODS),
  goal: z.enum(MISSION_GOALS),
  /** For a bet goal: the game type that counts (null: every type). */
  gameType: z.enum(GAME_TYPES).nullable(),
  target: z.number().int(),
  progress: z.number().int(),
  reward: z.number().int(),
  rewardUnit: z.enum(REWARD_UNITS),
  /** done: its reward is in the reward centre (claimed or not). */
  state: z.enum(["in_progress", "done"]),
  /** When this period ends (null for a one-off mission). */
  endsAt: ZInstant.nullable(),
});
export type TMission = z.output<typeof ZMission>;

/** The red badges of the member centre: rewards to claim, missions in progress. */
export const ZMissionSummary = z.object({
  rewardsToClaim: z.number().int(),
  missionsInProgress: z.number().int(),
});

export const ZLeaderboardQuery = z.object({
  period: z.enum(["day", "week"]).default("week"),
  by: z.enum(["valid_bet", "win"]).default("valid_bet"),
});
export const ZLeaderboard = z.object({
  period: z.enum(["day", "week"]),
  by: z.enum(["valid_bet", "win"]),
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      rank: z.number().int(),
      /** The member's name with its middle masked. */
      player: z.string(),
      value: z.number().int(),
    }),
  ),
});

export const REWARD_STATES = ["available", "claimed", "expired"] as const;
export const REWARD_SOURCES = ["mission", "referral", "raffle", "rebate", "birthday", "manual"] as const;

export const ZReward = z.object({
  id: z.number().int(),
  source: z.enum(REWARD_SOURCES),
  title: z.string(),
  amount: z.number().int(),
  unit: z.enum(REWARD_UNITS),
  state: z.enum(REWARD_STATES),
  createdAt: ZInstant,
  expiresAt: ZInstant.nullable(),
  claimedAt: ZInstant.nullable(),
});
export type TReward = z.output<typeof ZReward>;
export const ZRewardQuery = ZPageQuery.extend({ state: z.enum(REWARD_STATES).optional() });
export const ZRewardPage = z.object({
  rows: z.array(ZReward),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  available: z.number().int(),
});
export const ZRewardClaim = z.object({ id: ZRowId, idempotencyKey: ZIdempotencyKey });

/** Console: a mission as edited. */
export const ZMissionInput = z.object({
  id: ZRowId.optional(),
  name: ZLocalizedText(80),
  description: ZLocalizedText(500),
  period: z.enum(MISSION_PERIODS),
  goal: z.enum(MISSION_GOALS),
  gameType: z.enum(GAME_TYPES).nullable(),
  target: z.number().int().min(1).max(MAX_AMOUNT_MINOR),
  reward: z.number().int().min(1).max(1_000_000_000),
  rewardUnit: z.enum(REWARD_UNITS),
  /** Days a reward waits in the reward centre before it expires. */
  claimDays: z.number().int().min(1).max(365),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export const ZConsoleMission = z.object({
  id: z.number().int(),
  name: ZLocalizedTextValue,
  description: ZLocalizedTextValue,
  period: z.enum(MISSION_PERIODS),
  goal: z.enum(MISSION_GOALS),
  gameType: z.enum(GAME_TYPES).nullable(),
  target: z.number().int(),
  reward: z.number().int(),
  rewardUnit: z.enum(REWARD_UNITS),
  claimDays: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Times done, and how many of its rewards were claimed. */
  done: z.number().int(),
  claimed: z.number().int(),
});
