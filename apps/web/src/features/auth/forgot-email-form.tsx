import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { closeAuthModal } from "../../store/app-store.ts";
import buttonStyles from "../../ui/button.module.css";
import { showDialog } from "../../ui/dialog-store.ts";
import styles from "./auth-form.module.css";
import { FormField } from "./form-field.tsx";
import { useAccountForm } from "./use-account-form.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Forgot by email (spec §4): the same answer whether or not the account exists; a dialog confirms. */
export function ForgotEmailForm() {
  const { t } = useTranslation();
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const { errors, formError, isBusy, submit } = useAccountForm();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!username.trim()) found.username = t("err_required", { field: t("field_username") });
    if (!email.trim()) found.email = t("err_required", { field: t("field_email") });
    else if (!EMAIL.test(email.trim())) found.email = t("reg_pattern_3");
    await submit(found, async () => {
      await api.request("forgotPasswordEmail", { username: username.trim(), email: email.trim() });
      closeAuthModal();
      showDialog({ name: "forgot-email-sent", icon: "success", text: t("forgot_email_sent") });
    });
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} data-testid="forgot-email-form">
      <FormField id="forgot-username" label={t("field_username")} error={errors.username} isRequired>
        <input
          id="forgot-username"
          className={styles.input}
          autoComplete="username"
          maxLength={64}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </FormField>
      <FormField id="forgot-email" label={t("field_email")} error={errors.email} isRequired>
        <input
          id="forgot-email"
          className={styles.input}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
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
