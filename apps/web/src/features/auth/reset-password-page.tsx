import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { api } from "../../api/api-client.ts";
import buttonStyles from "../../ui/button.module.css";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import styles from "./auth-form.module.css";
import pageStyles from "./auth-page.module.css";
import { finishLogin } from "./finish-login.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { useAccountForm } from "./use-account-form.ts";
import { useNewPassword } from "./use-new-password.ts";

/** /reset-password?token=…: the emailed link sets a new password, logs in and goes home. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const password = useNewPassword();
  const { errors, formError, isBusy, submit } = useAccountForm(
    token.length < 16 ? t("err_reset_link_invalid") : "",
  );
  useDocumentTitle(t("reset_password_title"));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    await submit(password.check(), async () => {
      const value = await api.request("resetPasswordByLink", {
        token,
        newPassword: password.newPassword,
        confirmNewPassword: password.confirmPassword,
      });
      if (finishLogin(value, "other")) navigate("/");
    });
  }

  return (
    <div className={pageStyles.wrap} data-testid="reset-password-page">
      <section className={pageStyles.panel} aria-labelledby="reset-title">
        <h1 id="reset-title" className={page.title}>
          {t("reset_password_title")}
        </h1>
        <form className={styles.form} noValidate onSubmit={handleSubmit}>
          <NewPasswordFields idPrefix="reset" state={password} errors={errors} />
          {formError && (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          )}
          <button type="submit" className={buttonStyles.primary} disabled={isBusy || token.length < 16}>
            {t("forgot_set_password")}
          </button>
        </form>
      </section>
    </div>
  );
}
