import { ApiError } from "@orchid/contract/api-error";
import type { TFieldProblem } from "@orchid/contract/register-validation";

type TWireProblem = { field?: unknown; path?: unknown; key?: unknown; min?: unknown; max?: unknown };

/** The per-field problems an INVALID_INPUT answer carries; empty for any other failure. */
export function serverProblems(error: unknown): TFieldProblem[] {
  if (!(error instanceof ApiError) || error.code !== "INVALID_INPUT") return [];
  const fields = error.value?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((entry: TWireProblem) => {
    const path = Array.isArray(entry.path) ? entry.path.join(".") : entry.path;
    const field = typeof entry.field === "string" ? entry.field : path;
    if (typeof field !== "string" || typeof entry.key !== "string") return [];
    const min = typeof entry.min === "number" ? entry.min : undefined;
    const max = typeof entry.max === "number" ? entry.max : undefined;
    return [{ field, key: entry.key, min, max }];
  });
}

/** The flag a failure carries when the next try needs a captcha. */
export function needsCaptcha(error: unknown): boolean {
  return error instanceof ApiError && error.value?.captcha === true;
}

/** An INVALID_INPUT answer as translated messages by field; null for any other failure. */
export function fieldErrorsOf(
  error: unknown,
  problemText: (problem: TFieldProblem) => string,
): Record<string, string> | null {
  const problems = serverProblems(error);
  if (problems.length === 0) return null;
  return Object.fromEntries(problems.map((problem) => [problem.field, problemText(problem)]));
}
