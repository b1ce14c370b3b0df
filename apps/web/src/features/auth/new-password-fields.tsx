import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import styles from "../../ui/auth-form.module.css";
import { FormField } from "../../ui/form-field.tsx";

type TNewPasswordFieldsProps = {
  idPrefix: string;
  /** The form's registrations of `newPassword` and `confirmNewPassword`. */
  fields: { newPassword: UseFormRegisterReturn; confirmNewPassword: UseFormRegisterReturn };
  errors: Record<string, string>;
};

/** New password and confirmation inputs. */
export function NewPasswordFields({ idPrefix, fields, errors }: TNewPasswordFieldsProps) {
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
          aria-invalid={Boolean(errors.newPassword)}
          {...fields.newPassword}
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
          aria-invalid={Boolean(errors.confirmNewPassword)}
          {...fields.confirmNewPassword}
        />
      </FormField>
    </>
  );
}
