import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import { LANGUAGES, type TLanguageCode } from "@orchid/contract/languages";
import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageName } from "../../ui/language-name.tsx";
import styles from "../content/localized-text-field.module.css";
import { useContentLanguages } from "../content/use-content-languages.ts";
import { textLanguagesOf } from "./campaign-rules.ts";

/**
 * A campaign text in each language, a tab per language as the content editors have it: English
 * first and required, Myanmar and Chinese always offered, then the merchant's other languages.
 * A language left empty shows the English text to members. Errors come by "<path>.<code>".
 */
export function BonusTextField(props: {
  label: string;
  /** The request's field ("name"); test ids are "bonus-name-EN". */
  path: string;
  value: TLocalizedText;
  onChange: (value: TLocalizedText) => void;
  errors: Record<string, string>;
  maxLength: number;
  isMultiline?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  // Languages the text held when the form opened stay editable even if no longer offered.
  const [initialValue] = useState(props.value);
  const languages = textLanguagesOf(useContentLanguages(initialValue));
  const [selected, setSelected] = useState<TLanguageCode>("EN");
  const active = languages.includes(selected) ? selected : "EN";
  const info = LANGUAGES[active];
  const errorOf = (code: TLanguageCode) => props.errors[`${props.path}.${code}`];
  const errorKey = errorOf(active) ?? (active === "EN" ? props.errors[props.path] : undefined);
  const hintId = `${id}-hint`;

  function select(code: TLanguageCode, focus: boolean) {
    setSelected(code);
    if (focus) document.getElementById(`${id}-tab-${code}`)?.focus();
  }

  function handleTabKey(event: KeyboardEvent) {
    const index = languages.indexOf(active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: languages.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const code = languages[(next + languages.length) % languages.length];
    if (code) select(code, true);
  }

  const controlProps = {
    id: `${id}-${active}`,
    value: props.value[active] ?? "",
    dir: info.dir,
    lang: info.tag,
    maxLength: props.maxLength,
    "aria-label": t("bo_bonus_in_language", { label: props.label, language: info.nativeName }),
    "aria-required": active === "EN",
    "aria-invalid": Boolean(errorKey),
    "aria-describedby": hintId,
    "data-testid": `bonus-${props.path}-${active}`,
    onChange: (event: { target: { value: string } }) =>
      props.onChange({ ...props.value, [active]: event.target.value }),
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{props.label}</legend>
      <div role="tablist" aria-label={props.label} className={styles.tabs} onKeyDown={handleTabKey}>
        {languages.map((code) => {
          const isActive = code === active;
          const isFilled = (props.value[code] ?? "").trim().length > 0;
          const classes = [styles.tab, isActive && styles.active, errorOf(code) && styles.invalid];
          return (
            <button
              key={code}
              id={`${id}-tab-${code}`}
              type="button"
              role="tab"
              aria-selected={isActive}
              aria-controls={`${id}-panel`}
              tabIndex={isActive ? 0 : -1}
              className={classes.filter(Boolean).join(" ")}
              title={code}
              onClick={() => select(code, false)}
              data-testid={`bonus-${props.path}-tab-${code}`}
            >
              <LanguageName code={code} />
              {code === "EN" && <span aria-hidden="true"> *</span>}
              {isFilled && <span className={styles.filled} aria-hidden="true" />}
            </button>
          );
        })}
      </div>
      <div
        id={`${id}-panel`}
        className={styles.panel}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${active}`}
      >
        {props.isMultiline ? (
          <textarea className="input" rows={4} {...controlProps} />
        ) : (
          <input className="input" {...controlProps} />
        )}
        <small id={hintId} className="field-hint">
          {active === "EN" ? t("bo_bonus_english_required") : t("bo_bonus_falls_back_to_english")}
        </small>
        {errorKey && (
          <small className="field-error" role="alert">
            {t(errorKey)}
          </small>
        )}
      </div>
    </fieldset>
  );
}
