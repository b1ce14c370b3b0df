import { z } from "zod";
import { ZLocalizedText, ZLocalizedTextValue } from "./backoffice-content.ts";

/**
 * VIP (issue 20): rank levels with thresholds over the last 30 days (deposits and valid bet),
 * evaluated every day by a job (upgrades and downgrades), and their benefits.
 */

export const ZVipLevel = z.object({
  rank: z.number().int(),
  name: z.string(),
  /** Deposits and valid bet over the last 30 days that reach the rank, minor units. */
  minDeposits: z.number().int(),
  minValidBet: z.number().int(),
  /** Daily rebate on yesterday's valid bet, basis points (paid into the reward centre). */
  rebateBp: z.number().int(),
  /** The rank's daily withdrawal limit, minor units (null: the merchant's). */
  withdrawDailyMax: z.number().int().nullable(),
  dedicatedService: z.boolean(),
  /** Into the reward centre on the member's birthday, once a year, minor units (0: none). */
  birthdayBonus: z.number().int(),
});
export const ZVipStatus = z.object({
  rank: z.number().int(),
  name: z.string(),
  /** Over the last 30 days. */
  deposits: z.number().int(),
  validBet: z.number().int(),
  levels: z.array(ZVipLevel),
});

export const ZVipLevelInput = z.object({
  rank: z.number().int().min(1).max(20),
  name: ZLocalizedText(40),
  minDeposits: z.number().int().min(0).max(1_000_000_000_000),
  minValidBet: z.number().int().min(0).max(1_000_000_000_000),
  rebateBp: z.number().int().min(0).max(500),
  withdrawDailyMax: z.number().int().positive().max(1_000_000_000_000).nullable(),
  dedicatedService: z.boolean(),
  birthdayBonus: z.number().int().min(0).max(1_000_000_000_000).default(0),
});
export const ZConsoleVipLevel = ZVipLevelInput.extend({
  name: ZLocalizedTextValue,
  members: z.number().int(),
});
export const ZVipLevelsInput = z.object({ levels: z.array(ZVipLevelInput).max(20) });
