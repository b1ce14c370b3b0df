import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { queryClient } from "../../api/query-client.ts";
import buttonStyles from "../../ui/button.module.css";
import form from "../auth/auth-form.module.css";
import { FormField } from "../auth/form-field.tsx";
import { useWithdrawSettings, WITHDRAW_SETTINGS_KEY } from "../payments/withdraw/withdraw-queries.ts";
import { MoneyFormFooter } from "../wallet/money-form-footer.tsx";
import { isPaymentPasswordShape, PaymentPasswordInput } from "../wallet/payment-password-input.tsx";
import { useMoneyForm } from "../wallet/use-money-form.ts";
import centre from "./centre-page.module.css";
import styles from "./member-centre.module.css";

/** Set or change the 6-digit payment password; the login password confirms it (sent sealed). */
export function PaymentPasswordSection() {
  const { t } = useTranslation();
  const hasPassword = useWithdrawSettings().data?.hasPaymentPassword ?? null;
  const [isOpen, setIsOpen] = useState(false);
  const [loginPassword, setLoginPassword] = useState("");
  const [paymentPassword, setPaymentPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [done, setDone] = useState(false);
  const { errors, formError, isBusy, submit, label } = useMoneyForm({
    INVALID_CREDENTIALS: "loginPassword",
    WRONG_OLD_PASSWORD: "loginPassword",
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!loginPassword) found.loginPassword = t("err_required", { field: label("loginPassword") });
    if (!isPaymentPasswordShape(paymentPassword)) found.paymentPassword = t("err_payment_password_format");
    else if (paymentPassword !== confirmPassword) found.confirmPassword = t("err_passwords_inconsistent");
    const request = { loginPassword, paymentPassword, confirmPassword };
    const isSaved = await submit(found, request, async () => {
      await api.request("paymentPassword", request);
      return true;
    });
    if (!isSaved) return;
    setIsOpen(false);
    setLoginPassword("");
    setPaymentPassword("");
    setConfirmPassword("");
    setDone(true);
    void queryClient.invalidateQueries({ queryKey: WITHDRAW_SETTINGS_KEY });
  }

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
        <form className={form.form} noValidate onSubmit={handleSubmit} data-testid="payment-password-form">
          <FormField id="pp-login" label={t("field_login_password")} error={errors.loginPassword} isRequired>
            <input
              id="pp-login"
              className={form.input}
              type="password"
              autoComplete="current-password"
              maxLength={128}
              value={loginPassword}
              aria-invalid={Boolean(errors.loginPassword)}
              data-testid="payment-password-login"
              onChange={(event) => setLoginPassword(event.target.value)}
            />
          </FormField>
          <PaymentPasswordInput
            id="pp-new"
            value={paymentPassword}
            onChange={setPaymentPassword}
            error={errors.paymentPassword}
            testId="payment-password-new"
          />
          <PaymentPasswordInput
            id="pp-confirm"
            label={t("payment_password_confirm")}
            value={confirmPassword}
            onChange={setConfirmPassword}
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
