import { ApiError } from "@orchid/contract/api-error";
import { errorKeyOf } from "@orchid/contract/api-problems";

/** What a refusal says, for a toast or a form: its key and the values its words need. */
export type TLotteryProblem = { field: string | null; key: string; values: Record<string, string | number> };

/**
 * The lottery maths' own refusal when there is one (an INVALID_INPUT field naming a
 * `lott_err_<code>` key with its values, e.g. the class of picks and RTP of odds over 100 %),
 * else the first field's key, else the failure's own key.
 */
export function lotteryProblemOf(error: unknown): TLotteryProblem {
  const fields = error instanceof ApiError ? error.value?.fields : undefined;
  const first = Array.isArray(fields) ? (fields[0] as Record<string, unknown> | undefined) : undefined;
  if (!first || typeof first.key !== "string") return { field: null, key: errorKeyOf(error), values: {} };
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(first)) {
    if (typeof value === "string" || typeof value === "number") values[name] = value;
  }
  return { field: typeof first.field === "string" ? first.field : null, key: first.key, values };
}
