import { useTranslation } from "react-i18next";
import { fieldErrorAt } from "./field-error-at.ts";
import styles from "./settings-page.module.css";

/** Text of a textarea as its non-empty, trimmed lines. */
export function toLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * A textarea holding a list, one entry per line; a server error about one entry names its line.
 * The line number counts the entries sent (blank lines are dropped before sending).
 */
export function LinesField(props: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  fieldErrors: Record<string, string>;
  path: string;
  placeholder?: string;
  rows?: number;
}) {
  const { t } = useTranslation();
  const error = fieldErrorAt(props.fieldErrors, props.path);
  return (
    <label className="field">
      <span>{props.label}</span>
      <textarea
        className="textarea"
        rows={props.rows ?? 5}
        value={props.value}
        placeholder={props.placeholder}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.hint && <small className="field-hint">{props.hint}</small>}
      {error && (
        <small className="field-error" role="alert">
          {error.index === null
            ? t(error.key)
            : t("bo_settings_line_error", { line: error.index + 1, message: t(error.key) })}
        </small>
      )}
    </label>
  );
}

type TLinesEntry = {
  label: string;
  /** The list's path in the request, which its errors name. */
  path: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
};

/** Lists of the same kind side by side (two columns when there is room), sharing one hint. */
export function LinesFields(props: {
  hint: string;
  fieldErrors: Record<string, string>;
  fields: TLinesEntry[];
}) {
  return (
    <div className={`grid-2 ${styles.formGrid}`}>
      {props.fields.map((field) => (
        <LinesField key={field.path} {...field} hint={props.hint} fieldErrors={props.fieldErrors} />
      ))}
    </div>
  );
}
