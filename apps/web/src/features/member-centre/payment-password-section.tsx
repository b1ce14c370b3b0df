import { ZPaymentPasswordRequest } from "@orchid/contract/payments";
import { useState } from "react";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import form from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";
import { messagesOf } from "../../ui/contract-resolver.ts";
import { FormField } from "../../ui/form-field.tsx";
import { useContractForm } from "../../ui/use-contract-form.ts";
import { useWithdrawSettings } from "../payments/withdraw/withdraw-queries.ts";
import { refreshCalls } from "../wallet/member-data-keys.ts";
import { MoneyFormFooter } from "../wallet/money-form-footer.tsx";
import { isPaymentPasswordShape, PaymentPasswordInput } from "../wallet/payment-password-input.tsx";
import { useMoneyForm } from "../wallet/use-money-form.ts";
import styles from "./member-centre.module.css";

/** Set or change the 6-digit payment password; the login password confirms it (sent sealed). */
export function PaymentPasswordSection() {
  const { t } = useTranslation();
  const hasPassword = useWithdrawSettings().data?.hasPaymentPassword ?? null;
  const [isOpen, setIsOpen] = useState(false);
  const [done, setDone] = useState(false);
  const { errors, formError, isBusy, submit } = useMoneyForm({
    INVALID_CREDENTIALS: "loginPassword",
    WRONG_OLD_PASSWORD: "loginPassword",
  });
  const { control, register, handleSubmit, reset } = useContractForm(ZPaymentPasswordRequest, {
    defaultValues: { loginPassword: "", paymentPassword: "", confirmPassword: "" },
    labels: { loginPassword: "field_login_password" },
    invalidKeys: { paymentPassword: "err_payment_password_format" },
    // The confirmation is compared only once the password has its shape: one problem at a time.
    check: ({ paymentPassword, confirmPassword }) => ({
      confirmPassword:
        isPaymentPasswordShape(paymentPassword) && paymentPassword !== confirmPassword
          ? t("err_passwords_inconsistent")
          : null,
    }),
  });
  const paymentPassword = useController({ control, name: "paymentPassword" }).field;
  const confirmPassword = useController({ control, name: "confirmPassword" }).field;

  const handleValid = handleSubmit(
    async (request) => {
      const isSaved = await submit({}, request, async () => {
        await api.request("paymentPassword", request);
        return true;
      });
      if (!isSaved) return;
      setIsOpen(false);
      reset();
      setDone(true);
      refreshCalls(["withdrawSettings"]);
    },
    (invalid) => submit(messagesOf(invalid), {}, async () => undefined),
  );

  return (
    <div className={styles.card} data-testid="payment-password-section">
      <div className={styles.cardHead}>
        <div>
          <h4 className={styles.cardTitle}>{t("field_payment_password")}</h4>
          {hasPassword !== null && (
            <span className={hasPassword ? styles.on : styles.status} data-testid="payment-password-status">
              {t(hasPassword ? "payment_password_on" : "security_not_set")}
            </span>
          )}
        </div>
        {!isOpen && (
          <button
            type="button"
            className={hasPassword === false ? buttonStyles.primary : buttonStyles.ghost}
            data-testid="payment-password-open"
            onClick={() => {
              setIsOpen(true);
              setDone(false);
            }}
          >
            {t(hasPassword ? "payment_password_change" : "payment_password_set")}
          </button>
        )}
      </div>
      {!isOpen && <p className={form.hint}>{t("payment_password_intro")}</p>}
      {done && (
        <p className={centre.success} role="status" data-testid="payment-password-done">
          {t("payment_password_saved")}
        </p>
      )}
      {isOpen && (
        <form className={form.form} noValidate onSubmit={handleValid} data-testid="payment-password-form">
          <FormField id="pp-login" label={t("field_login_password")} error={errors.loginPassword} isRequired>
            <input
              id="pp-login"
              className={form.input}
              type="password"
              autoComplete="current-password"
              maxLength={128}
              aria-invalid={Boolean(errors.loginPassword)}
              data-testid="payment-password-login"
              {...register("loginPassword")}
            />
          </FormField>
          <PaymentPasswordInput
            id="pp-new"
            value={paymentPassword.value}
            onChange={paymentPassword.onChange}
            error={errors.paymentPassword}
            testId="payment-password-new"
          />
          <PaymentPasswordInput
            id="pp-confirm"
            label={t("payment_password_confirm")}
            value={confirmPassword.value}
            onChange={confirmPassword.onChange}
            error={errors.confirmPassword}
            testId="payment-password-confirm"
          />
          <MoneyFormFooter
            testId="payment-password"
            formError={formError}
            done={null}
            isDisabled={isBusy}
            label={t("in_increase_submit")}
            onCancel={() => setIsOpen(false)}
          />
        </form>
      )}
    </div>
  );
}
