import { ApiError } from "@orchid/contract/api-error";
import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TTranslate } from "./translate.ts";

type TValues = Record<string, string | number>;

/** The scalar fields of a refusal's value; anything else is left out of the message. */
function scalars(value: unknown): TValues {
  if (value === null || typeof value !== "object") return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === "string" || typeof entry[1] === "number",
    ),
  );
}

/** A pick problem as `lott_err_<code>` with its values, the same text the browser's preview shows. */
export function pickProblemText(problem: { code: string; values?: unknown }, t: TTranslate): string {
  return t(`lott_err_${problem.code}`, scalars(problem.values));
}

/** "Entry 2: …" when the refusal names the slip entry (0-based on the wire). */
function forEntry(entry: unknown, text: string, t: TTranslate): string {
  return typeof entry === "number" ? t("lott_entry_problem", { n: entry + 1, problem: text }) : text;
}

function limitText(value: TValues, t: TTranslate, money: (minor: number) => string): string {
  const amount = (field: string) => money(Number(value[field] ?? 0));
  switch (value.limit) {
    case "line_min":
      return forEntry(value.entry, t("lott_limit_line_min", { amount: amount("min") }), t);
    case "line_max":
      return forEntry(value.entry, t("lott_limit_line_max", { amount: amount("max") }), t);
    case "slip_lines":
      return t("lott_limit_slip_lines", { max: value.max ?? 0 });
    case "slip_total":
      return t("lott_limit_slip_total", { amount: amount("max") });
    case "member_draw":
      return t("lott_limit_member_draw", { amount: amount("max"), left: amount("left") });
    case "number":
      return t("lott_limit_number", { number: value.number ?? "", left: amount("left") });
    default:
      return t("err_lottery_limit");
  }
}

/**
 * What to tell the member when a slip is refused, in their language: the pick problem of the
 * entry (the same `lott_err_<code>` texts as the preview), which limit the slip passes and by how
 * much, or the refusal's own message.
 */
export function slipProblemText(error: unknown, t: TTranslate, money: (minor: number) => string): string {
  if (!(error instanceof ApiError)) return t(errorKeyOf(error));
  const value = error.value ?? {};
  switch (error.code) {
    case "LOTTERY_PICKS_INVALID": {
      const problem = value.problem as { code?: unknown; values?: unknown } | undefined;
      if (typeof problem?.code !== "string") return t(error.key);
      return forEntry(value.entry, pickProblemText({ code: problem.code, values: problem.values }, t), t);
    }
    case "LOTTERY_LIMIT":
      return limitText(scalars(value), t, money);
    case "BET_NOT_ALLOWED":
      return forEntry(value.entry, t(error.key), t);
    default:
      return t(error.key);
  }
}
