import { z } from "zod";
import { ZPageQuery } from "./money.ts";
import { ZRowId } from "./row-id.ts";

/**
 * Activity applications (spec §3, §5): a member applies to a promotion with a remark and proof
 * images; an operator approves (optionally with a reward into the reward centre) or rejects.
 */

const ZInstant = z.iso.datetime({ offset: true });

export const APPLICATION_REMARK_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;

export const APPLICATION_STATES = ["applying", "approved", "rejected"] as const;

/**
 * A promotion's state for the member (spec §4 activity states, decisions/0022):
 * - before applying: coming_soon (sign-up not open yet), join (may apply), registration_closed;
 * - applied: applying (in review), rejected (may apply again while sign-up is open);
 * - approved with a reward: claim_payout (waiting in the reward centre), claimed (taken), issued
 *   (it was issued and its claim time ran out);
 * - approved without one: signed_up (the event has not started), in_progress (it runs), approved.
 */
export const PROMOTION_STATES = [
  "coming_soon",
  "join",
  "registration_closed",
  "applying",
  "rejected",
  "claim_payout",
  "claimed",
  "issued",
  "signed_up",
  "in_progress",
  "approved",
] as const;
export type TPromotionState = (typeof PROMOTION_STATES)[number];

export const ZApplyRequest = z.object({
  noticeId: ZRowId,
  remark: z.string().trim().max(APPLICATION_REMARK_MAX).optional(),
  /** The member's own uploads (png or jpg, under 5 MB: POST /wps/member/uploads). */
  imageIds: z.array(ZRowId).max(APPLICATION_IMAGES_MAX).optional(),
});

export const ZApplication = z.object({
  id: z.number().int(),
  noticeId: z.number().int(),
  title: z.string(),
  remark: z.string().nullable(),
  state: z.enum(APPLICATION_STATES),
  /** What the member sees on the promotion. */
  promotionState: z.enum(PROMOTION_STATES),
  note: z.string().nullable(),
  reward: z.number().int().nullable(),
  rewardUnit: z.enum(["minor", "points"]).nullable(),
  createdAt: ZInstant,
  decidedAt: ZInstant.nullable(),
});
export type TApplication = z.output<typeof ZApplication>;

export const ZApplicationQuery = ZPageQuery;
export const ZApplicationPage = z.object({
  rows: z.array(ZApplication),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const ZConsoleApplicationQuery = ZPageQuery.extend({ state: z.enum(APPLICATION_STATES).optional() });
export const ZConsoleApplication = ZApplication.extend({
  username: z.string(),
  imageUrls: z.array(z.string()),
});
export const ZConsoleApplicationPage = z.object({
  rows: z.array(ZConsoleApplication),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export const ZApplicationDecision = z.object({
  id: ZRowId,
  decision: z.enum(["approve", "reject"]),
  note: z.string().trim().max(200).optional(),
  /** An approval's reward into the member's reward centre (none when left out). */
  reward: z.number().int().positive().max(1_000_000_000_000).optional(),
  rewardUnit: z.enum(["minor", "points"]).optional(),
});
