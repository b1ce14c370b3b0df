import { APPLICATION_REMARK_MAX } from "@orchid/contract/applications";
import { useTranslation } from "react-i18next";
import form from "../../ui/auth-form.module.css";
import { FormField } from "../../ui/form-field.tsx";
import { remarkCount } from "./application-remark.ts";
import styles from "./applications.module.css";

type TRemarkFieldProps = { id: string; value: string; onChange: (value: string) => void; error?: string };

/** The application's optional remark (at most 140 characters), with a live count as the server counts. */
export function ApplicationRemarkField({ id, value, onChange, error }: TRemarkFieldProps) {
  const { t } = useTranslation();
  const count = remarkCount(value);
  const describedBy = error ? `${id}-count ${id}-error` : `${id}-count`;
  return (
    <FormField id={id} label={t("application_remark_label")} error={error}>
      <textarea
        id={id}
        className={`${form.input} ${styles.remark}`}
        rows={3}
        maxLength={APPLICATION_REMARK_MAX}
        value={value}
        placeholder={t("application_remark_placeholder")}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        data-testid={id}
        onChange={(event) => onChange(event.target.value)}
      />
      <span
        id={`${id}-count`}
        className={count.isOver ? `${styles.count} ${styles.countOver}` : styles.count}
        data-testid={`${id}-count`}
      >
        <span aria-hidden="true">{t("remark_count", { count: count.count, max: count.max })}</span>
        <span className="visually-hidden">
          {t("application_remark_count_label", { count: count.count, max: count.max })}
        </span>
      </span>
    </FormField>
  );
}
