import { useState } from "react";
import { useTranslation } from "react-i18next";
import form from "../../../ui/auth-form.module.css";
import buttonStyles from "../../../ui/button.module.css";
import styles from "../agent-centre.module.css";

type TUsernameSearchProps = {
  /** The search in force; typing changes nothing until Search (or Enter). */
  value: string;
  onSearch: (text: string) => void;
  testId: string;
};

/** A team member search: part of a username, sent with the Search button or Enter. */
export function UsernameSearch({ value, onSearch, testId }: TUsernameSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  return (
    <form
      className={styles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label className={form.field}>
        <span className={form.label}>{t("field_username")}</span>
        <input
          type="search"
          className={form.input}
          value={text}
          maxLength={64}
          placeholder={t("agc_search_placeholder")}
          data-testid={testId}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <button type="submit" className={buttonStyles.primary} data-testid={`${testId}-submit`}>
        {t("agc_search")}
      </button>
    </form>
  );
}
