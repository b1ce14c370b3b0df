import { LANGUAGE_CODES, LANGUAGES, type TLanguageCode } from "@orchid/contract/languages";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { Field } from "../../ui/field.tsx";
import { LanguageName } from "../../ui/language-name.tsx";
import styles from "./settings-page.module.css";
import type { TSettingsSectionProps } from "./settings-page.tsx";

/** IANA zone names the browser knows, for the time zone suggestions (empty where unsupported). */
function knownTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
}

/** Languages offered (and the default one), currency and the merchant's time zone. */
export function LocaleSection({ settings }: TSettingsSectionProps) {
  return <LocaleForm key={JSON.stringify(localeOf(settings))} settings={settings} />;
}

function localeOf(settings: TSettingsSectionProps["settings"]) {
  const { languages, defaultLanguage, currency, currencySymbol, timeZone } = settings;
  return { languages, defaultLanguage, currency, currencySymbol, timeZone };
}

function LocaleForm({ settings }: TSettingsSectionProps) {
  const { t } = useTranslation();
  const change = useConsoleChange("boSetLocale", { refresh: ["boSettings"] });
  const zones = useMemo(knownTimeZones, []);
  const [languages, setLanguages] = useState<TLanguageCode[]>(settings.languages);
  const [defaultLanguage, setDefaultLanguage] = useState<TLanguageCode>(settings.defaultLanguage);
  const [currency, setCurrency] = useState(settings.currency);
  const [currencySymbol, setCurrencySymbol] = useState(settings.currencySymbol);
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const errors = change.fieldErrors;

  function handleLanguage(code: TLanguageCode, isOffered: boolean) {
    // Kept in the catalogue's order, whatever order they are ticked in.
    const next = LANGUAGE_CODES.filter((c) => (c === code ? isOffered : languages.includes(c)));
    setLanguages(next);
    if (!next.includes(defaultLanguage) && next[0]) setDefaultLanguage(next[0]);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    change.run({ languages, defaultLanguage, currency, currencySymbol, timeZone });
  }

  return (
    <form className="card stack" onSubmit={handleSubmit}>
      <fieldset className={styles.languages} aria-invalid={errors.languages ? true : undefined}>
        <legend>{t("bo_settings_languages")}</legend>
        {LANGUAGE_CODES.map((code) => (
          <label key={code} className="check">
            <input
              type="checkbox"
              checked={languages.includes(code)}
              onChange={(event) => handleLanguage(code, event.target.checked)}
            />
            <LanguageName code={code} />
            <code className="muted mono">{code}</code>
          </label>
        ))}
      </fieldset>
      {(languages.length === 0 || errors.languages) && (
        <small className="field-error" role="alert">
          {t(errors.languages ?? "bo_settings_languages_none")}
        </small>
      )}
      <div className={`grid-2 ${styles.formGrid}`}>
        <Field label={t("bo_settings_default_language")} errorKey={errors.defaultLanguage}>
          <select
            className="select"
            value={defaultLanguage}
            aria-invalid={errors.defaultLanguage ? true : undefined}
            onChange={(event) => setDefaultLanguage(event.target.value as TLanguageCode)}
          >
            {languages.map((code) => (
              <option key={code} value={code} lang={LANGUAGES[code].tag}>
                {`${LANGUAGES[code].nativeName} (${code})`}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label={t("bo_settings_time_zone")}
          hint={t("bo_settings_time_zone_hint")}
          errorKey={errors.timeZone}
        >
          <input
            className="input"
            list="settings-time-zones"
            value={timeZone}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={errors.timeZone ? true : undefined}
            onChange={(event) => setTimeZone(event.target.value)}
          />
        </Field>
        <Field
          label={t("bo_settings_currency")}
          hint={t("bo_settings_currency_hint")}
          errorKey={errors.currency}
        >
          <input
            className="input"
            value={currency}
            maxLength={3}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={errors.currency ? true : undefined}
            onChange={(event) => setCurrency(event.target.value.toUpperCase())}
          />
        </Field>
        <Field label={t("bo_settings_currency_symbol")} errorKey={errors.currencySymbol}>
          <input
            className="input"
            value={currencySymbol}
            maxLength={8}
            aria-invalid={errors.currencySymbol ? true : undefined}
            onChange={(event) => setCurrencySymbol(event.target.value)}
          />
        </Field>
      </div>
      {zones.length > 0 && (
        <datalist id="settings-time-zones">
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      )}
      <p className={`muted ${styles.note}`}>{t("bo_settings_locale_hint")}</p>
      <div className={styles.actions}>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={change.isPending || languages.length === 0}
        >
          {t("bo_settings_save")}
        </button>
      </div>
    </form>
  );
}
