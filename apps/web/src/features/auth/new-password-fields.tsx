import { useTranslation } from "react-i18next";
import styles from "./auth-form.module.css";
import { FormField } from "./form-field.tsx";
import type { useNewPassword } from "./use-new-password.ts";

type TNewPasswordFieldsProps = {
  idPrefix: string;
  state: ReturnType<typeof useNewPassword>;
  errors: Record<string, string>;
};

/** New password and confirmation inputs. */
export function NewPasswordFields({ idPrefix, state, errors }: TNewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField id={`${idPrefix}-new`} label={t("field_new_password")} error={errors.newPassword} isRequired>
        <input
          id={`${idPrefix}-new`}
          className={styles.input}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          value={state.newPassword}
          aria-invalid={Boolean(errors.newPassword)}
          onChange={(event) => state.setNewPassword(event.target.value)}
        />
      </FormField>
      <FormField
        id={`${idPrefix}-confirm`}
        label={t("field_confirm_password")}
        error={errors.confirmNewPassword}
        isRequired
      >
        <input
          id={`${idPrefix}-confirm`}
          className={styles.input}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          value={state.confirmPassword}
          aria-invalid={Boolean(errors.confirmNewPassword)}
          onChange={(event) => state.setConfirmPassword(event.target.value)}
        />
      </FormField>
    </>
  );
}
