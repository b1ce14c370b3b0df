import { z } from "zod";
import { REGISTER_FIELDS } from "./register-rules.ts";

/**
 * Calls for local runs and the browser tests only: merchant switches (DEV_ROUTES=1, refused in
 * production) and the development outbox of SMS and emails.
 */
export const ZDevMerchantParams = z.object({ code: z.string().min(1).max(32) });

export const ZDevStatusRequest = z.object({ status: z.union([z.literal(0), z.literal(1)]) });
export const ZDevStatusValue = z.object({
  merchantCode: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
});

export const ZDevToggleRequest = z.object({ modId: z.string().min(1).max(64), enabled: z.boolean() });
export const ZDevToggleValue = z.object({
  merchantCode: z.string(),
  modId: z.string(),
  enabled: z.boolean(),
});

export const ZDevRegisterRuleRequest = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean().optional(),
});
export const ZDevRegisterRuleValue = z.object({
  merchantCode: z.string(),
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
});

/**
 * Settles the agents' real-time or hourly salary windows as the job would `aheadMinutes` from now,
 * so a browser test sees a salary from the bets it just placed without waiting for the window to
 * close. A window settled early is settled once: bets placed in it afterwards earn nothing.
 */
export const ZDevSettleAgentWindowsRequest = z.object({
  kind: z.enum(["realtime_salary", "hour_salary"]),
  aheadMinutes: z.number().int().min(0).max(120),
});
export const ZDevSettleAgentWindowsValue = z.object({
  periods: z.number().int(),
  paid: z.number().int(),
});

/** Draws a lottery draw now (its betting closed a second ago); a real-world draw takes `result` or an invented one. */
export const ZDevLotteryDrawNowRequest = z.object({
  gameCode: z.string().regex(/^[a-z0-9_]{1,32}$/),
  issue: z.string().regex(/^\d{8}(-\d{4})?$/),
  result: z.record(z.string(), z.unknown()).optional(),
});
export const ZDevLotteryDrawNowValue = z.object({ drawId: z.number().int(), state: z.string() });

/** `POST /dev/sabong/declare`: a closed fight of the merchant declared and settled at once. */
export const ZDevSabongDeclareRequest = z.object({
  merchant: z.string().regex(/^[a-z0-9_-]{1,32}$/),
  fightId: z.number().int().positive(),
  result: z.enum(["meron", "wala", "draw"]),
});
export const ZDevSabongDeclareValue = z.object({ fightId: z.number().int(), state: z.string() });

export const ZOutboxQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
export const ZOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type TOutboxMessage = z.output<typeof ZOutboxMessage>;
