import type { TFieldProblem } from "@orchid/contract/register-validation";
import { useTranslation } from "react-i18next";
import { FIELD_LABELS } from "./field-labels.ts";
import { fillBounds } from "./fill-bounds.ts";

/** Turns a field problem (form check or server INVALID_INPUT) into its translated message. */
export function useProblemText(): (problem: TFieldProblem) => string {
  const { t } = useTranslation();
  return (problem) => {
    const field = t(FIELD_LABELS[problem.field] ?? `field_${problem.field}`);
    return fillBounds(t(problem.key, { field }), problem.min, problem.max);
  };
}
