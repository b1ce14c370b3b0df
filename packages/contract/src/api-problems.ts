import { ApiError } from "./api-error.ts";
import type { TFieldProblem } from "./register-validation.ts";

type TWireProblem = { field?: unknown; path?: unknown; key?: unknown; min?: unknown; max?: unknown };

/** The translation key to show for any failure; unknown errors read as a system error. */
export function errorKeyOf(error: unknown): string {
  return error instanceof ApiError ? error.key : "err_system";
}

/**
 * The per-field problems a refusal carries (INVALID_INPUT, and rule refusals that name their
 * field, e.g. AMOUNT_OUT_OF_RANGE on `amount`); empty when it names none.
 */
export function serverProblems(error: unknown): TFieldProblem[] {
  if (!(error instanceof ApiError)) return [];
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
