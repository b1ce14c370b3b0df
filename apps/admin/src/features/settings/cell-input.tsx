import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./settings-page.module.css";

/** A text input inside a table cell: named for screen readers, its translated error below it. */
export function CellInput(props: {
  label: string;
  value: string;
  errorKey?: string;
  placeholder?: string;
  type?: "text" | "url";
  className?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <>
      <input
        className={`input ${props.className ?? styles.cellInput}`}
        type={props.type ?? "text"}
        aria-label={props.label}
        value={props.value}
        placeholder={props.placeholder}
        spellCheck={false}
        aria-invalid={props.errorKey ? true : undefined}
        aria-describedby={props.errorKey ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.errorKey && (
        <small id={errorId} className="field-error" role="alert">
          {t(props.errorKey)}
        </small>
      )}
    </>
  );
}
