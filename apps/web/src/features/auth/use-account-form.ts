import { errorKeyOf } from "@orchid/contract/api-problems";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorsOf } from "./server-problems.ts";
import { useProblemText } from "./use-problem-text.ts";

/**
 * The submit cycle the account forms share: the form's own problems first (nothing is sent while
 * any shows), then one call at a time; a refused call shows per-field messages when the server
 * named fields, else one translated message under the form.
 */
export function useAccountForm(initialFormError = "") {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState(initialFormError);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(found: Record<string, string>, send: () => Promise<void>): Promise<void> {
    setErrors(found);
    setFormError("");
    if (Object.keys(found).length > 0) return;
    setIsBusy(true);
    try {
      await send();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, problemText);
      if (fieldErrors) setErrors(fieldErrors);
      else setFormError(t(errorKeyOf(error)));
    } finally {
      setIsBusy(false);
    }
  }

  return { errors, setErrors, formError, isBusy, submit };
}
