import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./lobby-page.module.css";

/** Spec §5: the game-name search waits 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

type TLobbySearchProps = {
  /** The search the list runs now; cleared from outside when a list mode is chosen. */
  value: string;
  onSearch: (text: string) => void;
};

/** The game-name search box: searches 500 ms after typing stops, and only for changed text. */
export function LobbySearch({ value, onSearch }: TLobbySearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);

  useEffect(() => setText(value), [value]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing restarts the wait
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <label className={styles.search}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="visually-hidden">{t("lobby_search")}</span>
      <input
        type="search"
        value={text}
        maxLength={64}
        placeholder={t("lobby_search_placeholder")}
        data-testid="lobby-search"
        onChange={(event) => setText(event.target.value)}
      />
    </label>
  );
}
