import { ApiError } from "@orchid/contract/api-error";
import { errorKeyOf } from "@orchid/contract/api-problems";

/** What a refusal says, for a toast or a form: its key, and the field it names if any. */
export type TBookProblem = { key: string; field: string | null };

/** Why the server refused a change of state, in words (ORDER_STATE_CHANGED's reason). */
const STATE_REASON_KEYS: Record<string, string> = {
  not_started: "bo_book_err_not_started",
  same_result: "bo_book_err_same_result",
  ended: "bo_book_err_event_over",
  cancelled: "bo_book_err_event_over",
};

/** What is wrong with a result the server refused (`sb_err_<problem>`). */
const RESULT_PROBLEM_KEYS: Record<string, string> = {
  sb_err_status: "bo_book_err_result_status",
  sb_err_score: "bo_book_err_result_score",
  sb_err_maps: "bo_book_err_result_maps",
  sb_err_standings: "bo_book_err_result_standings",
  sb_err_kind: "bo_book_err_result_kind",
};

/**
 * A book refusal in the console's words: a feed event's markets only a platform operator moves
 * (FORBIDDEN), an event not started, already over or given the same result
 * (ORDER_STATE_CHANGED), a result settlement cannot read, or the first field's own key; any
 * other failure as the site's shared error message (err_approval_pending, err_odds_changed, …).
 */
export function bookProblemOf(error: unknown): TBookProblem {
  if (!(error instanceof ApiError)) return { key: errorKeyOf(error), field: null };
  const value = error.value ?? {};
  if (error.code === "FORBIDDEN" && value.reason === "feed_event")
    return { key: "bo_book_err_feed_event", field: null };
  if (error.code === "ORDER_STATE_CHANGED" && typeof value.reason === "string")
    return { key: STATE_REASON_KEYS[value.reason] ?? error.key, field: null };
  const fields = Array.isArray(value.fields) ? (value.fields as Record<string, unknown>[]) : [];
  const first = fields[0];
  if (error.code === "INVALID_INPUT" && first && typeof first.key === "string") {
    const field =
      typeof first.path === "string" ? first.path : typeof first.field === "string" ? first.field : null;
    const key = RESULT_PROBLEM_KEYS[first.key] ?? (/^(bo|err)_/.test(first.key) ? first.key : error.key);
    return { key, field };
  }
  return { key: error.key, field: null };
}
