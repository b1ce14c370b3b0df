import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./agents.module.css";

/** A username box that applies when sent (Enter or the button); it follows the address on back and forward. */
export function SearchFilter(props: {
  labelKey: string;
  value: string;
  onSearch: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.value);
  useEffect(() => setDraft(props.value), [props.value]);
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSearch(draft.trim());
  }
  return (
    <form className={styles.searchForm} onSubmit={submit}>
      <label className={`${styles.filter} ${styles.searchFilter}`}>
        <span>{t(props.labelKey)}</span>
        <input
          className="input"
          type="search"
          maxLength={64}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          data-testid={props.testId}
        />
      </label>
      <button type="submit" className="btn">
        {t("bo_filter")}
      </button>
    </form>
  );
}
