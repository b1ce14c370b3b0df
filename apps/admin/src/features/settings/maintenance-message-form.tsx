import { isLanguageCode, LANGUAGE_CODES, LANGUAGES, type TLanguageCode } from "@orchid/contract/languages";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { Field } from "../../ui/field.tsx";
import { LanguageName } from "../../ui/language-name.tsx";
import { SaveActions } from "./save-actions.tsx";
import styles from "./settings-page.module.css";
import type { TSettingsSectionProps } from "./settings-page.tsx";

const MESSAGE_MAX = 500;

/** The merchant's languages, plus any language that still has a message stored. */
function languagesOf(settings: TSettingsSectionProps["settings"]): TLanguageCode[] {
  const stored = Object.keys(settings.maintenanceMessage).filter(isLanguageCode);
  return [...new Set([...settings.languages, ...stored])];
}

/** The maintenance page's text in each of the merchant's languages (an empty text is dropped). */
export function MaintenanceMessageForm({ settings }: TSettingsSectionProps) {
  const { t } = useTranslation();
  const change = useConsoleChange("boSetMaintenanceMessage", { refresh: ["boSettings"] });
  const languages = languagesOf(settings);
  const [message, setMessage] = useState<Record<string, string>>(() => ({ ...settings.maintenanceMessage }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The contract's record is exhaustive: every code is sent, and an empty text drops that language.
    const texts = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, message[code] ?? ""]));
    change.run({ message: texts as Record<TLanguageCode, string> });
  }

  return (
    <form className="card stack" onSubmit={handleSubmit} aria-labelledby="settings-maintenance-message">
      <h2 id="settings-maintenance-message">{t("bo_settings_message_title")}</h2>
      <p className={`muted ${styles.note}`}>{t("bo_settings_message_hint")}</p>
      <div className={`grid-2 ${styles.formGrid}`}>
        {languages.map((code) => (
          <Field
            key={code}
            label={
              <>
                <LanguageName code={code} /> ({code})
              </>
            }
            errorKey={change.fieldErrors[`message.${code}`]}
          >
            <textarea
              className={`textarea ${styles.compact}`}
              rows={3}
              lang={LANGUAGES[code].tag}
              dir={LANGUAGES[code].dir}
              maxLength={MESSAGE_MAX}
              value={message[code] ?? ""}
              onChange={(event) => setMessage({ ...message, [code]: event.target.value })}
            />
          </Field>
        ))}
      </div>
      <SaveActions disabled={change.isPending} />
    </form>
  );
}
