import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { api } from "../../api/api-client.ts";
import { queryClient } from "../../api/query-client.ts";
import { closeAuthModal, useAppStore } from "../../store/app-store.ts";
import { markPasswordChanged } from "../../store/session.ts";
import buttonStyles from "../../ui/button.module.css";
import { confirmSignOut } from "../header/confirm-sign-out.ts";
import styles from "./auth-form.module.css";
import { FormField } from "./form-field.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { useAccountForm } from "./use-account-form.ts";
import { useNewPassword } from "./use-new-password.ts";

/**
 * Change password (spec §2, §4): the account name, the old password (unless a password login just
 * forced this change), new password and confirmation; then member info reloads and home opens.
 */
export function ChangePasswordPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAppStore((state) => state.user);
  const isForced = user?.isPasswordChangeRequired ?? false;
  const isOldShown = !user?.isOldPasswordKnown;
  const [oldPassword, setOldPassword] = useState("");
  const password = useNewPassword();
  const { errors, formError, isBusy, submit } = useAccountForm();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = password.check();
    if (isOldShown && !oldPassword) found.oldPassword = t("err_required", { field: t("field_old_password") });
    await submit(found, async () => {
      await api.request("changePassword", {
        ...(isOldShown ? { oldPassword } : {}),
        newPassword: password.newPassword,
        confirmNewPassword: password.confirmPassword,
      });
      markPasswordChanged();
      await queryClient.invalidateQueries({ queryKey: ["memberInfo"] });
      closeAuthModal();
      navigate("/");
    });
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} data-testid="change-password-form">
      {isForced && <p className={styles.hint}>{t("err_password_change_required")}</p>}
      <p className={styles.hint}>
        {t("change_password_account")} <strong data-testid="change-password-account">{user?.username}</strong>
      </p>
      {isOldShown && (
        <FormField id="cpw-old" label={t("field_old_password")} error={errors.oldPassword} isRequired>
          <input
            id="cpw-old"
            className={styles.input}
            type="password"
            autoComplete="current-password"
            maxLength={128}
            value={oldPassword}
            onChange={(event) => setOldPassword(event.target.value)}
          />
        </FormField>
      )}
      <NewPasswordFields idPrefix="cpw" state={password} errors={errors} />
      {formError && (
        <p className={styles.formError} role="alert" data-testid="change-password-error">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        {isForced && (
          <button type="button" className={buttonStyles.ghost} onClick={() => confirmSignOut(navigate)}>
            {t("sign_out")}
          </button>
        )}
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={isBusy}
          data-testid="change-password-submit"
        >
          {t("change_password_submit")}
        </button>
      </div>
    </form>
  );
}
