import { z } from "zod";
import { ZPageQuery } from "./money.ts";
import { ZRowId } from "./row-id.ts";

/** Feedback (spec §3, §5): a question type and content within the merchant's bounds, images optional. */

const ZInstant = z.iso.datetime({ offset: true });

export const FEEDBACK_TYPES = [
  "deposit",
  "withdrawal",
  "game",
  "account",
  "promotion",
  "suggestion",
  "other",
] as const;

/** The content's length bounds ({0} and {1} of the spec's message). */
export const FEEDBACK_MIN = 10;
export const FEEDBACK_MAX = 500;

export const ZFeedbackRequest = z.object({
  type: z.enum(FEEDBACK_TYPES),
  content: z.string().trim().min(FEEDBACK_MIN).max(FEEDBACK_MAX),
  /** Proof images the member uploaded (POST /wps/member/uploads), at most 3. */
  imageIds: z.array(ZRowId).max(3).optional(),
  /** How a visitor (not logged in) can be answered: a phone number or an email. */
  contact: z.string().trim().max(100).optional(),
});
export const ZFeedbackValue = z.object({ id: z.number().int(), reference: z.string() });

export const ZFeedback = z.object({
  id: z.number().int(),
  reference: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  reply: z.string().nullable(),
  createdAt: ZInstant,
  repliedAt: ZInstant.nullable(),
});
export const ZFeedbackQuery = ZPageQuery;
export const ZFeedbackPage = z.object({
  rows: z.array(ZFeedback),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const ZConsoleFeedbackQuery = ZPageQuery.extend({ state: z.enum(["open", "replied"]).optional() });
export const ZConsoleFeedback = ZFeedback.extend({
  username: z.string().nullable(),
  contact: z.string().nullable(),
  imageUrls: z.array(z.string()),
});
export const ZConsoleFeedbackPage = z.object({
  rows: z.array(ZConsoleFeedback),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export const ZFeedbackReply = z.object({ id: ZRowId, reply: z.string().trim().min(1).max(2000) });
