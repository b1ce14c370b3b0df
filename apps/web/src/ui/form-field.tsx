import type { ReactNode } from "react";
import styles from "./auth-form.module.css";

type TFormFieldProps = {
  id: string;
  label: string;
  error?: string | null;
  isRequired?: boolean;
  children: ReactNode;
};

/** A labelled form control with its message below (rules show on submit, per field). */
export function FormField({ id, label, error, isRequired, children }: TFormFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {isRequired && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p className={styles.error} id={`${id}-error`} data-testid={`field-error-${id}`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
