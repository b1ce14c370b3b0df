import { ZResetByLinkRequest } from "@orchid/contract/member";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { api } from "../../api/api-client.ts";
import styles from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import { messagesOf } from "../../ui/contract-resolver.ts";
import page from "../../ui/page.module.css";
import { useContractForm } from "../../ui/use-contract-form.ts";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import pageStyles from "./auth-page.module.css";
import { FIELD_LABELS } from "./field-labels.ts";
import { finishLogin } from "./finish-login.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { useAccountForm } from "./use-account-form.ts";
import { useNewPasswordCheck } from "./use-new-password.ts";

/** /reset-password?token=…: the emailed link sets a new password, logs in and goes home. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const checkNewPassword = useNewPasswordCheck();
  const { errors, formError, isBusy, submit } = useAccountForm(
    token.length < 16 ? t("err_reset_link_invalid") : "",
  );
  useDocumentTitle(t("reset_password_title"));

  const { register, handleSubmit } = useContractForm(ZResetByLinkRequest, {
    defaultValues: { token, newPassword: "", confirmNewPassword: "" },
    labels: FIELD_LABELS,
    check: checkNewPassword,
  });

  const handleValid = handleSubmit(
    (request) =>
      submit({}, async () => {
        const value = await api.request("resetPasswordByLink", request);
        if (finishLogin(value, "other")) navigate("/");
      }),
    (invalid) => submit(messagesOf(invalid), async () => undefined),
  );

  return (
    <div className={pageStyles.wrap} data-testid="reset-password-page">
      <section className={pageStyles.panel} aria-labelledby="reset-title">
        <h1 id="reset-title" className={page.title}>
          {t("reset_password_title")}
        </h1>
        <form className={styles.form} noValidate onSubmit={handleValid}>
          <NewPasswordFields
            idPrefix="reset"
            fields={{
              newPassword: register("newPassword"),
              confirmNewPassword: register("confirmNewPassword"),
            }}
            errors={errors}
          />
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
