import { FEEDBACK_MAX, FEEDBACK_MIN, FEEDBACK_TYPES } from "@orchid/contract/feedback";

export type TFeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The longest contact a visitor may leave (the contract's bound). */
export const CONTACT_MAX = 100;

/** Where the content stands against its bounds: too short, within them, or too long. */
export type TContentLength = { count: number; min: number; max: number; state: "short" | "ok" | "long" };

/** A form problem as a catalogue key and the numbers its text names ({min}, {max}). */
export type TFeedbackProblem = { key: string; values?: Record<string, number> };

export type TFeedbackField = "type" | "content" | "contact";

export type TFeedbackValues = { type: string; content: string; contact: string };

export function isFeedbackType(value: string): value is TFeedbackType {
  return FEEDBACK_TYPES.some((type) => type === value);
}

/**
 * The content's length as the server counts it: the text without the spaces and line breaks at
 * its ends (it trims before checking the bounds), in the string's own units.
 */
export function contentLength(content: string): TContentLength {
  const count = content.trim().length;
  const state = count < FEEDBACK_MIN ? "short" : count > FEEDBACK_MAX ? "long" : "ok";
  return { count, min: FEEDBACK_MIN, max: FEEDBACK_MAX, state };
}

/**
 * The form's problems before anything is sent, per field: a type chosen from the list, content
 * within the bounds, and a visitor's contact within its length (members leave none).
 */
export function feedbackProblems(
  values: TFeedbackValues,
  isVisitor: boolean,
): Partial<Record<TFeedbackField, TFeedbackProblem>> {
  const found: Partial<Record<TFeedbackField, TFeedbackProblem>> = {};
  if (!isFeedbackType(values.type)) found.type = { key: "feedback_err_type" };
  const length = contentLength(values.content);
  if (length.count === 0) found.content = { key: "feedback_err_content_empty" };
  else if (length.state === "short")
    found.content = { key: "feedback_err_content_short", values: { min: length.min } };
  else if (length.state === "long")
    found.content = { key: "feedback_err_content_long", values: { max: length.max } };
  if (isVisitor && values.contact.trim().length > CONTACT_MAX)
    found.contact = { key: "feedback_err_contact_long", values: { max: CONTACT_MAX } };
  return found;
}

/**
 * The request to send: the content trimmed; images only when a member chose some; a contact only
 * from a visitor who left one.
 */
export function feedbackRequest(
  values: TFeedbackValues & { type: TFeedbackType },
  imageIds: readonly number[],
  isVisitor: boolean,
): { type: TFeedbackType; content: string; imageIds?: number[]; contact?: string } {
  const contact = values.contact.trim();
  return {
    type: values.type,
    content: values.content.trim(),
    ...(imageIds.length > 0 && !isVisitor ? { imageIds: [...imageIds] } : {}),
    ...(isVisitor && contact ? { contact } : {}),
  };
}
