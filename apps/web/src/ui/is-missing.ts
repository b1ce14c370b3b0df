import type { TFormIssue } from "./contract-resolver.ts";

/** Whether a contract issue is about an empty or missing value (the "required" message). */
export function isMissing(issue: TFormIssue): boolean {
  const isEmpty = issue.input === undefined || issue.input === null || issue.input === "";
  return isEmpty && (issue.code === "too_small" || issue.code === "invalid_type");
}
