import { useTranslation } from "react-i18next";
import form from "../../ui/auth-form.module.css";
import { FormField } from "../../ui/form-field.tsx";

type TPaymentPasswordInputProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  testId?: string;
  label?: string;
};

/** The 6-digit payment password a money-moving form asks for (digits only, never shown). */
export function PaymentPasswordInput({
  id,
  value,
  onChange,
  error,
  testId,
  label,
}: TPaymentPasswordInputProps) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={label ?? t("field_payment_password")} error={error} isRequired>
      <input
        id={id}
        className={form.input}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ""))}
      />
    </FormField>
  );
}

/** Whether a payment password has the 6-digit shape the contract asks for. */
export function isPaymentPasswordShape(value: string): boolean {
  return /^[0-9]{6}$/.test(value);
}

/**
 * A money form's rule for its payment password: null (the shape is right, so the contract's own
 * message is dropped) or the translated format problem.
 */
export function paymentPasswordProblem(value: string, t: (key: string) => string): string | null {
  return isPaymentPasswordShape(value) ? null : t("err_payment_password_format");
}
