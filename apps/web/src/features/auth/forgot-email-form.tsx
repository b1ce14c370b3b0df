import { ZForgotByEmailRequest } from "@orchid/contract/member";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { closeAuthModal } from "../../store/app-store.ts";
import styles from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import { messagesOf } from "../../ui/contract-resolver.ts";
import { showDialog } from "../../ui/dialog-store.ts";
import { FormField } from "../../ui/form-field.tsx";
import { useContractForm } from "../../ui/use-contract-form.ts";
import { useAccountForm } from "./use-account-form.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Forgot by email (spec §4): the same answer whether or not the account exists; a dialog confirms. */
export function ForgotEmailForm() {
  const { t } = useTranslation();
  const { errors, formError, isBusy, submit } = useAccountForm();
  const { register, handleSubmit } = useContractForm(ZForgotByEmailRequest, {
    defaultValues: { username: "", email: "" },
    labels: { username: "field_username", email: "field_email" },
    invalidKeys: { email: "reg_pattern_3" },
    // The contract bounds the address; the form also asks for its shape.
    check: ({ email }) => ({
      email: email.trim() && !EMAIL.test(email.trim()) ? t("reg_pattern_3") : undefined,
    }),
  });

  const handleValid = handleSubmit(
    (request) =>
      submit({}, async () => {
        await api.request("forgotPasswordEmail", request);
        closeAuthModal();
        showDialog({ name: "forgot-email-sent", icon: "success", text: t("forgot_email_sent") });
      }),
    (invalid) => submit(messagesOf(invalid), async () => undefined),
  );

  return (
    <form className={styles.form} noValidate onSubmit={handleValid} data-testid="forgot-email-form">
      <FormField id="forgot-username" label={t("field_username")} error={errors.username} isRequired>
        <input
          id="forgot-username"
          className={styles.input}
          autoComplete="username"
          maxLength={64}
          {...register("username")}
        />
      </FormField>
      <FormField id="forgot-email" label={t("field_email")} error={errors.email} isRequired>
        <input
          id="forgot-email"
          className={styles.input}
          type="email"
          autoComplete="email"
          maxLength={254}
          {...register("email")}
        />
      </FormField>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={isBusy} data-testid="forgot-submit">
        {t("forgot_send_link")}
      </button>
    </form>
  );
}
