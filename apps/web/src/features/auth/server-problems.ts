import { ApiError } from "@orchid/contract/api-error";
import { serverProblems } from "@orchid/contract/api-problems";
import type { TFieldProblem } from "@orchid/contract/register-validation";

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
