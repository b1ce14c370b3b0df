import { useTranslation } from "react-i18next";
import { EmptyState } from "../../ui/empty-state.tsx";
import styles from "./lobby-page.module.css";
import type { TLobbyState } from "./lobby-state.ts";

/** What shows under a list with nothing more to load: why it is empty, or that it ends here. */
export function LobbyListEnd({ state }: { state: TLobbyState }) {
  const { t } = useTranslation();
  if (state.games.length > 0) {
    return (
      <p className={styles.end} data-testid="lobby-end">
        {t("lobby_all_shown")}
      </p>
    );
  }
  const { gameName, classify, minBet } = state.filters;
  if (state.mode === "fav")
    return <EmptyState title={t("lobby_fav_empty_title")} text={t("lobby_fav_empty_text")} />;
  if (state.mode === "recent") {
    return <EmptyState title={t("lobby_recent_empty_title")} text={t("lobby_recent_empty_text")} />;
  }
  if (gameName || classify || minBet) {
    return <EmptyState title={t("lobby_no_match_title")} text={t("lobby_no_match_text")} />;
  }
  return <EmptyState title={t("lobby_empty_title")} text={t("lobby_empty_text")} />;
}
