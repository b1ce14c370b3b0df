import { ApiError } from "@orchid/contract/api-error";
import { errorKeyOf, serverProblems } from "@orchid/contract/api-problems";
import type { TErrorCode } from "@orchid/contract/error-codes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FIELD_LABELS } from "../auth/field-labels.ts";
import { fillBounds } from "../auth/fill-bounds.ts";
import { createSubmitKeys } from "./submit-keys.ts";

/** Label keys of the wallet and payment fields, for "{field} …" messages. */
const MONEY_FIELD_LABELS: Record<string, string> = {
  amount: "field_amount",
  from: "wallet_from",
  to: "wallet_to",
  channelId: "deposit_channel",
  payoutAccountId: "withdraw_account",
  bankName: "field_bank_name",
  accountNumber: "field_account_number",
  remark: "field_remark",
  proofMediaIds: "field_proof",
  loginPassword: "field_login_password",
};

/** Failures that are about one field: shown under it rather than under the form. */
export type TCodeFields = Partial<Record<TErrorCode, string>>;

/**
 * The submit cycle of the wallet and payment forms: the form's own problems first (nothing is
 * sent while any shows), one call at a time, an idempotency key per submit that is reused only
 * when the same request is sent again after a network failure, and translated server problems
 * under their fields (INVALID_INPUT, or a code listed in `codeFields`) or under the form.
 */
export function useMoneyForm(codeFields: TCodeFields = {}) {
  const { t } = useTranslation();
  const [keys] = useState(createSubmitKeys);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [isBusy, setIsBusy] = useState(false);

  const label = (field: string) => t(MONEY_FIELD_LABELS[field] ?? FIELD_LABELS[field] ?? `field_${field}`);

  function show(error: unknown): void {
    const problems = serverProblems(error);
    if (problems.length > 0) {
      const found = problems.map((p) => [
        p.field,
        fillBounds(t(p.key, { field: label(p.field) }), p.min, p.max),
      ]);
      setErrors(Object.fromEntries(found));
      return;
    }
    const field = error instanceof ApiError ? codeFields[error.code] : undefined;
    if (field) setErrors({ [field]: t(errorKeyOf(error)) });
    else setFormError(t(errorKeyOf(error)));
  }

  async function submit<T>(
    found: Record<string, string>,
    request: unknown,
    send: (idempotencyKey: string) => Promise<T>,
  ): Promise<T | undefined> {
    setErrors(found);
    setFormError("");
    if (Object.keys(found).length > 0) return undefined;
    setIsBusy(true);
    try {
      const value = await send(keys.keyFor(JSON.stringify(request)));
      keys.settle();
      return value;
    } catch (error) {
      keys.settle(error);
      show(error);
      return undefined;
    } finally {
      setIsBusy(false);
    }
  }

  return { errors, setErrors, formError, setFormError, isBusy, submit, label };
}
