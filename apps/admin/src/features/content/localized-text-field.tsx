import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import { LANGUAGES, type TLanguageCode } from "@orchid/contract/languages";
import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageName } from "../../ui/language-name.tsx";
import styles from "./localized-text-field.module.css";
import { RichTextPreview } from "./rich-text-preview.tsx";
import { useContentLanguages } from "./use-content-languages.ts";

type TProps = {
  label: string;
  /** The field's path in the request ("title"); errors come as "title.EN", test ids as "title-EN". */
  path: string;
  value: TLocalizedText;
  onChange: (value: TLocalizedText) => void;
  fieldErrors?: Record<string, string>;
  maxLength: number;
  /** Rich text: an HTML textarea with a sandboxed preview. */
  isRich?: boolean;
};

/**
 * One text in each of the merchant's languages, a tab per language. English comes first and is
 * required; a language left empty shows the English text on the site.
 */
export function LocalizedTextField(props: TProps) {
  const { t } = useTranslation();
  const id = useId();
  // Languages the text held when the form opened stay editable even if no longer offered.
  const [initialValue] = useState(props.value);
  const languages = useContentLanguages(initialValue);
  const [selected, setSelected] = useState<TLanguageCode>("EN");
  const [isPreviewShown, setIsPreviewShown] = useState(false);
  const active = languages.includes(selected) ? selected : "EN";
  const info = LANGUAGES[active];
  const errorOf = (code: TLanguageCode) => props.fieldErrors?.[`${props.path}.${code}`];
  const errorKey = errorOf(active) ?? (active === "EN" ? props.fieldErrors?.[props.path] : undefined);
  const text = props.value[active] ?? "";
  const controlId = `${id}-${active}`;
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

  const hasTabs = languages.length > 1;
  const panelRole = hasTabs ? { role: "tabpanel", "aria-labelledby": `${id}-tab-${active}` } : {};
  const controlProps = {
    id: controlId,
    value: text,
    dir: info.dir,
    lang: info.tag,
    maxLength: props.maxLength,
    "aria-label": t("bo_content_in_language", { label: props.label, language: info.nativeName }),
    "aria-required": active === "EN",
    "aria-invalid": Boolean(errorKey),
    "aria-describedby": hintId,
    "data-testid": `${props.path}-${active}`,
    onChange: (event: { target: { value: string } }) =>
      props.onChange({ ...props.value, [active]: event.target.value }),
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{props.label}</legend>
      {hasTabs && (
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
              >
                <LanguageName code={code} />
                {code === "EN" && <span aria-hidden="true"> *</span>}
                {isFilled && <span className={styles.filled} aria-hidden="true" />}
              </button>
            );
          })}
        </div>
      )}
      <div id={`${id}-panel`} className={styles.panel} {...panelRole}>
        {props.isRich ? (
          <textarea className="textarea" rows={8} {...controlProps} />
        ) : (
          <input className="input" {...controlProps} />
        )}
        <small id={hintId} className="field-hint">
          {active === "EN" ? t("bo_content_english_required") : t("bo_content_falls_back_to_english")}
        </small>
        {props.isRich && <small className="field-hint">{t("bo_content_safe_tags")}</small>}
        {errorKey && (
          <small className="field-error" role="alert">
            {t(errorKey)}
          </small>
        )}
        {props.isRich && (
          <div className={styles.previewBar}>
            <button
              type="button"
              className="btn btn-small"
              aria-expanded={isPreviewShown}
              onClick={() => setIsPreviewShown(!isPreviewShown)}
            >
              {isPreviewShown ? t("bo_content_hide_preview") : t("bo_content_show_preview")}
            </button>
          </div>
        )}
        {props.isRich && isPreviewShown && <RichTextPreview html={text} lang={info.tag} dir={info.dir} />}
      </div>
    </fieldset>
  );
}
