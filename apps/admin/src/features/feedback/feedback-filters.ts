import type { TInputOf, TValueOf } from "@orchid/contract/endpoint-io";
import { z } from "zod";

export type TConsoleFeedback = TValueOf<"boFeedback">["rows"][number];
export type TFeedbackState = NonNullable<NonNullable<TInputOf<"boFeedback">>["state"]>;

/** The state filter's choice for all feedback at once (the address holds it as `state=all`). */
export const ALL_FEEDBACK = "all";

/** The state filter's choices, in order: the open queue first, then replied feedback, then all. */
export const FEEDBACK_STATE_CHOICES = ["open", "replied", ALL_FEEDBACK] as const;
export type TFeedbackStateChoice = (typeof FEEDBACK_STATE_CHOICES)[number];

/**
 * The state chosen in the address: none means the open queue, "all" every state, else the state
 * named; anything unknown reads as the queue.
 */
export function feedbackChoiceOf(param: string): TFeedbackStateChoice {
  return FEEDBACK_STATE_CHOICES.find((choice) => choice === param) ?? "open";
}

/** The list call's state filter for a choice (none for "all"). */
export function feedbackStateOf(choice: TFeedbackStateChoice): TFeedbackState | undefined {
  return choice === ALL_FEEDBACK ? undefined : choice;
}

/** Where a row stands: replied once it holds a reply, open until then. */
export function feedbackStateOfRow(row: Pick<TConsoleFeedback, "reply">): TFeedbackState {
  return row.reply === null ? "open" : "replied";
}

/**
 * An image address safe to show and link to: a web address (http or https) or a path on this
 * site; anything else (a script or data address) is not shown.
 */
export function safeImageUrl(url: string): string | null {
  const trimmed = url.trim();
  if (/^https?:\/\/[^\s]+$/i.test(trimmed)) return trimmed;
  if (/^\/(?![/\\])[^\s]*$/.test(trimmed)) return trimmed;
  return null;
}

/** The longest reply the contract takes. */
export const REPLY_MAX = 2000;

/** A reply: required, at most 2,000 characters once trimmed. */
export const ZReplyDraft = z.object({
  reply: z
    .string()
    .trim()
    .min(1, { message: "bo_feedback_reply_required" })
    .max(REPLY_MAX, { message: "bo_feedback_reply_too_long" }),
});
export type TReplyDraft = z.input<typeof ZReplyDraft>;
export type TReplyInput = z.output<typeof ZReplyDraft>;
