import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import page from "../../ui/page.module.css";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { defaultTab, gamesOfTab, lobbyTabs, revealedScroll, type TLobbyTab } from "./lobby-tabs.ts";
import { LotteryGameCard } from "./lottery-game-card.tsx";
import styles from "./lottery-lobby.module.css";
import { RecentGames } from "./recent-games.tsx";
import { useLotteryFavourites } from "./use-lottery-favourites.ts";
import { useRefetchWhenDue } from "./use-refetch-when-due.ts";

/** The results shown on cards come in with the draw job; a slow poll picks them up. */
const LOBBY_POLL_MS = 30_000;

/** Scrolls the tab row (never the page) so the selected tab shows, e.g. the fourth on a phone. */
function revealSelectedTab(button: HTMLButtonElement | null): void {
  const row = button?.parentElement;
  if (!button || !row) return;
  const rowBox = row.getBoundingClientRect();
  const box = button.getBoundingClientRect();
  const scroll = revealedScroll(
    { scrollLeft: row.scrollLeft, width: row.clientWidth },
    { left: box.left - rowBox.left + row.scrollLeft, width: box.width },
  );
  if (scroll !== null) row.scrollLeft = scroll;
}

/**
 * The lottery lobby (`/lottery`, `/elott`): the member's recent games, then tabs of favourites
 * and groups (VN North … E-lottery), each game a card with its countdown and last result.
 */
export function LotteryLobby({ vendor }: { vendor: string | null }) {
  const { t } = useTranslation();
  const hasSession = useAppStore((state) => state.token !== null);
  const lobby = useApiQuery("lotteryLobby", {}, { refetchInterval: LOBBY_POLL_MS, staleTime: 5_000 });
  const { favourites, toggle } = useLotteryFavourites();
  const [chosen, setChosen] = useState<TLobbyTab | null>(null);
  const games = lobby.data ?? [];
  const tabLabel = (item: TLobbyTab) =>
    t(item === "favourites" ? "lott_tab_favourites" : `lott_group_${item}`);
  useRefetchWhenDue(
    games.map((game) => game.current),
    lobby.refetch,
  );

  // A failed poll keeps the cards on screen; only a first load that fails shows the problem.
  if (!lobby.data) {
    if (lobby.isError) return <QueryProblem error={lobby.error} onRetry={() => void lobby.refetch()} />;
    return <Loader />;
  }
  const tabs = lobbyTabs(games, favourites);
  const tab = chosen && tabs.includes(chosen) ? chosen : defaultTab(tabs, vendor);
  if (tab === undefined)
    return <EmptyState title={t("lott_lobby_empty_title")} text={t("lott_lobby_empty_text")} />;

  return (
    <div className={styles.lobby} data-testid="lottery-lobby">
      {hasSession && <RecentGames favourites={favourites} onToggleFavourite={toggle} />}
      <div className={styles.tabs} role="tablist" aria-label={t("nav_lottery")}>
        {tabs.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={item === tab}
            ref={item === tab ? revealSelectedTab : undefined}
            data-testid="lottery-group-tab"
            data-group={item}
            onClick={() => setChosen(item)}
          >
            {tabLabel(item)}
          </button>
        ))}
      </div>
      <section className={styles.grid} role="tabpanel" aria-label={tabLabel(tab)}>
        {gamesOfTab(games, tab, favourites).map((game) => (
          <LotteryGameCard
            key={game.code}
            game={game}
            isFavourite={favourites.includes(game.code)}
            onToggleFavourite={toggle}
          />
        ))}
      </section>
      <p className={page.subtitle}>{t("lott_lobby_note")}</p>
    </div>
  );
}
