import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import form from "../../ui/auth-form.module.css";
import { FormField } from "../../ui/form-field.tsx";

type TAmountFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The limits line under the label ("10.00 – 5,000.00"). */
  hint?: string;
  testId: string;
  /** Shortcut buttons beside the input ("All"). */
  side?: ReactNode;
  /** Quick-amount chips under the input. */
  children?: ReactNode;
};

/** A money amount typed in major units; read exactly by `checkAmount`, never as a float. */
export function AmountField({ id, value, onChange, error, hint, testId, side, children }: TAmountFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t("field_amount")} error={error} isRequired>
      {hint && (
        <span className={form.hint} id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <div className={form.row}>
        <input
          id={id}
          className={form.input}
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          placeholder="0.00"
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={
            [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined
          }
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        />
        {side}
      </div>
      {children}
    </FormField>
  );
}
