import { ZChangePasswordRequest } from "@orchid/contract/member";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { api } from "../../api/api-client.ts";
import { queryClient } from "../../api/query-client.ts";
import { closeAuthModal, useAppStore } from "../../store/app-store.ts";
import { markPasswordChanged } from "../../store/session.ts";
import styles from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import { messagesOf } from "../../ui/contract-resolver.ts";
import { FormField } from "../../ui/form-field.tsx";
import { useContractForm } from "../../ui/use-contract-form.ts";
import { confirmSignOut } from "../header/confirm-sign-out.ts";
import { FIELD_LABELS } from "./field-labels.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { useAccountForm } from "./use-account-form.ts";
import { useNewPasswordCheck } from "./use-new-password.ts";

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
  const checkNewPassword = useNewPasswordCheck();
  const { errors, formError, isBusy, submit } = useAccountForm();
  const { register, handleSubmit } = useContractForm(ZChangePasswordRequest, {
    defaultValues: { oldPassword: "", newPassword: "", confirmNewPassword: "" },
    labels: FIELD_LABELS,
    check: (values) => ({
      ...checkNewPassword(values),
      oldPassword:
        isOldShown && !values.oldPassword ? t("err_required", { field: t("field_old_password") }) : undefined,
    }),
  });

  const handleValid = handleSubmit(
    ({ oldPassword, newPassword, confirmNewPassword }) =>
      submit({}, async () => {
        await api.request("changePassword", {
          ...(isOldShown ? { oldPassword } : {}),
          newPassword,
          confirmNewPassword,
        });
        markPasswordChanged();
        await queryClient.invalidateQueries({ queryKey: ["memberInfo"] });
        closeAuthModal();
        navigate("/");
      }),
    (invalid) => submit(messagesOf(invalid), async () => undefined),
  );

  return (
    <form className={styles.form} noValidate onSubmit={handleValid} data-testid="change-password-form">
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
            {...register("oldPassword")}
          />
        </FormField>
      )}
      <NewPasswordFields
        idPrefix="cpw"
        fields={{ newPassword: register("newPassword"), confirmNewPassword: register("confirmNewPassword") }}
        errors={errors}
      />
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
