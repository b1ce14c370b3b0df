import { GAME_NAME_MAX } from "@orchid/contract/game-limits";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SearchIcon } from "../../ui/search-icon.tsx";
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
      <SearchIcon size={16} />
      <span className="visually-hidden">{t("lobby_search")}</span>
      <input
        type="search"
        value={text}
        maxLength={GAME_NAME_MAX}
        placeholder={t("lobby_search_placeholder")}
        data-testid="lobby-search"
        onChange={(event) => setText(event.target.value)}
      />
    </label>
  );
}
