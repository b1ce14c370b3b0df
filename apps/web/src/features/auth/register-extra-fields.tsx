import type { TRegisterField, TRegisterRules } from "@orchid/contract/register-rules";
import { useTranslation } from "react-i18next";
import styles from "../../ui/auth-form.module.css";
import { FormField } from "../../ui/form-field.tsx";
import { FIELD_LABELS } from "./field-labels.ts";

/** Optional profile fields, in form order; each shows only when its rule is enabled (spec §5). */
export const EXTRA_FIELDS = [
  "payeeName",
  "email",
  "paymentPassword",
  "qqNum",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "recommenderId",
] as const satisfies readonly TRegisterField[];

type TExtraFieldsProps = {
  rules: TRegisterRules;
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (field: string, value: string) => void;
};

export function RegisterExtraFields({ rules, values, errors, onChange }: TExtraFieldsProps) {
  const { t } = useTranslation();
  return EXTRA_FIELDS.filter((field) => rules[field]?.enabled).map((field) => (
    <FormField
      key={field}
      id={`reg-${field}`}
      label={t(FIELD_LABELS[field] ?? field)}
      error={errors[field]}
      isRequired={rules[field]?.required}
    >
      <input
        id={`reg-${field}`}
        className={styles.input}
        type={field === "paymentPassword" ? "password" : field === "email" ? "email" : "text"}
        autoComplete={field === "email" ? "email" : "off"}
        maxLength={255}
        value={values[field] ?? ""}
        aria-invalid={Boolean(errors[field])}
        onChange={(event) => onChange(field, event.target.value)}
      />
    </FormField>
  ));
}
