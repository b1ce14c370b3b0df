import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useAppStore } from "../../store/app-store.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { categoryOfLobby, isLobbyType } from "../navigation/game-categories.ts";
import { NavIcon } from "../navigation/nav-icon.tsx";
import { NotFoundPage } from "../pages/not-found-page.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { classifyTabs, listModes, MIN_BET_OPTIONS, type TListMode } from "./lobby-filters.ts";
import styles from "./lobby-page.module.css";
import { LobbySearch } from "./lobby-search.tsx";

/** A game list or lobby (`/rng`, `/live`, …): vendor strip, list modes, search and filters. */
export function LobbyPage() {
  const { lobbyType } = useParams();
  if (!isLobbyType(lobbyType)) return <NotFoundPage />;
  return <Lobby key={lobbyType} lobbyType={lobbyType} />;
}

function Lobby({ lobbyType }: { lobbyType: Parameters<typeof categoryOfLobby>[0] }) {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const hasSession = useAppStore((state) => state.token !== null);
  const category = categoryOfLobby(lobbyType);
  const [mode, setMode] = useState<TListMode>("all");
  const [classify, setClassify] = useState("");
  const [minBet, setMinBet] = useState("");
  const tabs = classifyTabs(lobbyType, info.whitelabel.languages);
  useDocumentTitle(t(category.labelKey));

  return (
    <div className={page.page} data-testid="lobby-page" data-lobby-type={category.id}>
      <div className={page.head}>
        <h1 className={`${page.title} ${styles.title}`}>
          <NavIcon name={category.id} size={28} />
          {t(category.labelKey)}
        </h1>
      </div>
      <section className={styles.vendors} aria-label={t("lobby_vendors")}>
        <p className={styles.vendorsEmpty}>{t("lobby_vendors_none")}</p>
      </section>
      <div className={styles.toolbar}>
        <fieldset className={styles.modes}>
          <legend className="visually-hidden">{t("lobby_list_mode")}</legend>
          {listModes(false, hasSession).map((entry) => (
            <button
              key={entry}
              type="button"
              aria-pressed={mode === entry}
              className={mode === entry ? styles.chipActive : styles.chip}
              onClick={() => setMode(entry)}
            >
              {t(`lobby_mode_${entry}`)}
            </button>
          ))}
        </fieldset>
        <LobbySearch />
        {tabs.length > 0 && (
          <label className={styles.select}>
            <span className="visually-hidden">{t("lobby_classify")}</span>
            <select value={classify} onChange={(event) => setClassify(event.target.value)}>
              <option value="">{t("lobby_classify_all")}</option>
              {tabs.map((tab) => (
                <option key={tab} value={tab}>
                  {t(`lobby_classify_${tab.toLowerCase()}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={styles.select}>
          <span className="visually-hidden">{t("lobby_min_bet")}</span>
          <select value={minBet} onChange={(event) => setMinBet(event.target.value)}>
            {MIN_BET_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option === "" ? t("lobby_min_bet_all") : t("lobby_min_bet_value", { value: option })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <EmptyState title={t("lobby_empty_title")} text={t("lobby_empty_text")} />
    </div>
  );
}
