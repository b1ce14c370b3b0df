import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { api } from "../../api/api-client.ts";
import { errorKeyOf } from "../../api/error-key.ts";
import buttonStyles from "../../ui/button.module.css";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import styles from "./auth-form.module.css";
import pageStyles from "./auth-page.module.css";
import { finishLogin } from "./finish-login.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { useNewPassword } from "./use-new-password.ts";

/** /reset-password?token=…: the emailed link sets a new password, logs in and goes home. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const password = useNewPassword();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState(token.length < 16 ? t("err_reset_link_invalid") : "");
  const [isBusy, setIsBusy] = useState(false);
  useDocumentTitle(t("reset_password_title"));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = password.check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsBusy(true);
    setFormError("");
    try {
      const value = await api.request("resetPasswordByLink", {
        token,
        newPassword: password.newPassword,
        confirmNewPassword: password.confirmPassword,
      });
      if (finishLogin(value, "other")) navigate("/");
    } catch (error) {
      setFormError(t(errorKeyOf(error)));
    } finally {
      setIsBusy(false);
    }
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
