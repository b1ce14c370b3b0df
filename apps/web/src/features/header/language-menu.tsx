import { LANGUAGES } from "@orchid/contract/languages";
import { useTranslation } from "react-i18next";
import { chooseLanguageByUser } from "../../i18n/set-language.ts";
import { useAppStore } from "../../store/app-store.ts";
import dropdown from "../../ui/dropdown.module.css";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./header.module.css";
import { HeaderDropdown } from "./header-dropdown.tsx";

/** The language dropdown: every language the merchant offers, by its own name. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const current = useAppStore((state) => state.language) ?? info.whitelabel.defaultLanguage;
  return (
    <HeaderDropdown
      listId="language-menu-list"
      testId="language-menu"
      menuLabel={t("header_language")}
      triggerLabel={t("header_language_label", { language: LANGUAGES[current].nativeName })}
      trigger={
        <>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
          </svg>
          <span className={styles.languageName}>{LANGUAGES[current].nativeName}</span>
          <span className={styles.languageCode}>{current}</span>
        </>
      }
    >
      {(menu) =>
        info.whitelabel.languages.map((code) => (
          <button
            key={code}
            type="button"
            role="menuitemradio"
            aria-checked={code === current}
            data-lang={code}
            lang={LANGUAGES[code].tag}
            dir={LANGUAGES[code].dir}
            className={dropdown.item}
            onClick={() => {
              menu.close();
              menu.triggerRef.current?.focus();
              void chooseLanguageByUser(code);
            }}
          >
            {LANGUAGES[code].nativeName}
            <span className={dropdown.itemEnd}>{code}</span>
          </button>
        ))
      }
    </HeaderDropdown>
  );
}
