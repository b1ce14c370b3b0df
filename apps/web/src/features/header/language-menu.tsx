import { LANGUAGES, type TLanguageCode } from "@orchid/contract/languages";
import { useTranslation } from "react-i18next";
import { chooseLanguageByUser } from "../../i18n/set-language.ts";
import { useAppStore } from "../../store/app-store.ts";
import dropdown from "../../ui/dropdown.module.css";
import { useDropdown } from "../../ui/use-dropdown.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { CaretIcon } from "./caret-icon.tsx";
import styles from "./header.module.css";

/** The language dropdown: every language the merchant offers, by its own name. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const current = useAppStore((state) => state.language) ?? info.whitelabel.defaultLanguage;
  const menu = useDropdown();

  function handleToggle() {
    if (!menu.isOpen) menu.focusInitial();
    menu.toggle();
  }

  function handleChoose(code: TLanguageCode) {
    menu.close();
    menu.triggerRef.current?.focus();
    void chooseLanguageByUser(code);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys and focus bubble up from the menu button and items
    <div className={dropdown.root} ref={menu.rootRef} onKeyDown={menu.handleKeyDown} onBlur={menu.handleBlur}>
      <button
        ref={menu.triggerRef}
        type="button"
        className={`${dropdown.trigger} ${styles.compactTrigger}`}
        data-testid="language-menu"
        aria-haspopup="menu"
        aria-expanded={menu.isOpen}
        aria-controls="language-menu-list"
        aria-label={t("header_language_label", { language: LANGUAGES[current].nativeName })}
        onClick={handleToggle}
      >
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
        <CaretIcon className={`${dropdown.caret} ${styles.compactCaret}`} />
      </button>
      {menu.isOpen && (
        <div
          id="language-menu-list"
          role="menu"
          className={`${dropdown.menu} ${styles.compactMenu}`}
          aria-label={t("header_language")}
        >
          {info.whitelabel.languages.map((code) => (
            <button
              key={code}
              type="button"
              role="menuitemradio"
              aria-checked={code === current}
              data-lang={code}
              lang={LANGUAGES[code].tag}
              dir={LANGUAGES[code].dir}
              className={dropdown.item}
              onClick={() => handleChoose(code)}
            >
              {LANGUAGES[code].nativeName}
              <span className={dropdown.itemEnd}>{code}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
