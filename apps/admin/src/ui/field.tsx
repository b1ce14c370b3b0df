import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A labelled form control with its hint and its translated error. The control itself is the
 * child (input, select, textarea) and should carry `aria-invalid` when `errorKey` is set.
 */
export function Field(props: {
  label: ReactNode;
  hint?: string;
  errorKey?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child
    <label className="field">
      <span>{props.label}</span>
      {props.children}
      {props.hint && <small className="field-hint">{props.hint}</small>}
      {props.errorKey && (
        <small className="field-error" role="alert">
          {t(props.errorKey)}
        </small>
      )}
    </label>
  );
}
