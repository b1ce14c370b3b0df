import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./lobby-page.module.css";

/** The game-name search box; searching starts once the catalogue lands. */
export function LobbySearch() {
  const { t } = useTranslation();
  const [text, setText] = useState("");
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
        placeholder={t("lobby_search_placeholder")}
        onChange={(event) => setText(event.target.value)}
      />
    </label>
  );
}
