import type { TGameType } from "@orchid/contract/games";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { useAppStore } from "../../store/app-store.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import page from "../../ui/page.module.css";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { categoryOfLobby, isLobbyType, type TLobbyType } from "../navigation/game-categories.ts";
import { NavIcon } from "../navigation/nav-icon.tsx";
import { NotFoundPage } from "../pages/not-found-page.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { lobbyEntry } from "./lobby-entry.ts";
import { classifyTabs } from "./lobby-filters.ts";
import { LobbyList } from "./lobby-list.tsx";
import styles from "./lobby-page.module.css";
import { useFavouriteIds } from "./use-favourites.ts";
import { useLobbyCatalogue } from "./use-lobby-catalogue.ts";

/** A game list or lobby (`/rng`, `/live`, …): vendor strip, list modes, search, filters and games. */
export function LobbyPage() {
  const { lobbyType } = useParams();
  if (!isLobbyType(lobbyType)) return <NotFoundPage />;
  return <Lobby key={lobbyType} lobbyType={lobbyType} />;
}

function Lobby({ lobbyType }: { lobbyType: TLobbyType }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { info } = useSiteInfo();
  const language = useAppStore((state) => state.language);
  const category = categoryOfLobby(lobbyType);
  const tabs = classifyTabs(lobbyType, info.whitelabel.languages);
  const gameType = lobbyType.toUpperCase() as TGameType;
  const { vendors, hot, hotGames } = useLobbyCatalogue(gameType, language);
  useFavouriteIds();
  useDocumentTitle(t(category.labelKey));

  function body() {
    if (vendors.isPending || hot.isPending) return <Loader />;
    if (vendors.isError) return <QueryProblem error={vendors.error} onRetry={() => void vendors.refetch()} />;
    if (vendors.data.length === 0)
      return <EmptyState title={t("lobby_empty_title")} text={t("lobby_empty_text")} />;
    const codes = vendors.data.map((vendor) => vendor.vassalage);
    const stored = useAppStore.getState().gameVendor[gameType];
    const entry = lobbyEntry(search, codes, stored, hotGames.length > 0, tabs);
    return (
      <LobbyList
        key={addressKey(search)}
        gameType={gameType}
        vendors={vendors.data}
        hotGames={hotGames}
        classifyTabs={tabs}
        entry={entry}
      />
    );
  }

  return (
    <div className={page.page} data-testid="lobby-page" data-lobby-type={category.id}>
      <div className={page.head}>
        <h1 className={`${page.title} ${styles.title}`}>
          <NavIcon name={category.id} size={28} />
          {t(category.labelKey)}
        </h1>
      </div>
      {body()}
    </div>
  );
}

/** The address a list opens from, less `?page=`: the list keeps that one in step with its tab. */
function addressKey(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete("page");
  return rest.toString();
}
