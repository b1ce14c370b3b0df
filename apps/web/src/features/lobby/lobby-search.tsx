import { useEffect, useState } from "react";
import { SearchField } from "../../ui/search-field.tsx";
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
  const [text, setText] = useState(value);

  useEffect(() => setText(value), [value]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing restarts the wait
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <SearchField
      className={styles.search}
      iconSize={16}
      value={text}
      testId="lobby-search"
      onChange={setText}
    />
  );
}
