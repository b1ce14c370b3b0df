import type { TGame, TGameClassify, TGameType, TGameVendor } from "@orchid/contract/games";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../store/app-store.ts";
import { Loader } from "../../ui/loader.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { requireRealAccount } from "../member/action-gate.ts";
import { GameGrid } from "./game-grid.tsx";
import { GroupGameModal } from "./group-game-modal.tsx";
import type { TLobbyEntry } from "./lobby-entry.ts";
import { isMemberMode, listModes, type TListMode } from "./lobby-filters.ts";
import { LobbyListEnd } from "./lobby-list-end.tsx";
import styles from "./lobby-page.module.css";
import { LobbyToolbar } from "./lobby-toolbar.tsx";
import { useClassifyAddress } from "./use-classify-address.ts";
import { useLaunchGame } from "./use-launch-game.ts";
import { useLobbyList } from "./use-lobby-list.ts";
import { VendorStrip } from "./vendor-strip.tsx";

type TLobbyListProps = {
  gameType: TGameType;
  vendors: TGameVendor[];
  hotGames: TGame[];
  /** The lobby's classify tabs (none outside /rng). */
  classifyTabs: TGameClassify[];
  entry: TLobbyEntry;
};

/** The vendor strip, the list's toolbar and its infinitely loading grid. */
export function LobbyList({ gameType, vendors, hotGames, classifyTabs, entry }: TLobbyListProps) {
  const { t } = useTranslation();
  const hasSession = useAppStore((state) => state.token !== null);
  const list = useLobbyList({ gameType, entry, hotGames });
  const { launch, isLaunching } = useLaunchGame();
  const { state } = list;
  const modes = listModes(hotGames.length > 0, hasSession);
  const isModeOffered = modes.includes(state.mode) && (hasSession || !isMemberMode(state.mode));
  useClassifyAddress(state.filters.classify, classifyTabs, (classify) =>
    list.changeFilter("classify", classify),
  );

  // A session that ends while its favourites or recent games show goes back to all games.
  // biome-ignore lint/correctness/useExhaustiveDependencies: list.selectMode reads the store
  useEffect(() => {
    if (!isModeOffered) list.selectMode("all");
  }, [isModeOffered]);

  /** Favourites and recent games are a real member's: a visitor logs in, a trial account is warned. */
  function handleMode(mode: TListMode) {
    if (isMemberMode(mode) && !requireRealAccount()) return;
    list.selectMode(mode);
  }

  function handleVendor(vassalage: string) {
    const { gameVendor } = useAppStore.getState();
    useAppStore.setState({ gameVendor: { ...gameVendor, [gameType]: vassalage } });
    list.selectVendor(vassalage);
  }

  return (
    <>
      <VendorStrip vendors={vendors} selected={state.filters.vassalage} onSelect={handleVendor} />
      <LobbyToolbar
        modes={modes}
        mode={state.mode}
        filters={state.filters}
        classifyTabs={classifyTabs}
        onMode={handleMode}
        onFilter={list.changeFilter}
      />
      <section
        className={styles.list}
        aria-busy={state.isLoading}
        data-testid="lobby-list"
        data-mode={state.mode}
        data-page={state.pageNo}
        data-count={state.games.length}
        data-loading={state.isLoading}
      >
        <GameGrid
          games={state.games}
          hasMore={state.hasMore && !state.error}
          isLoading={state.isLoading}
          onLoadMore={list.loadMore}
          onOpen={(game) => void launch(game)}
        />
        {state.isLoading && state.pageNo === 0 && (
          <div className={styles.overlay} role="status" aria-label={t("loading")} data-testid="lobby-loading">
            <span className={styles.spinner} aria-hidden="true" />
          </div>
        )}
        {state.isLoading && state.pageNo > 0 && (
          <div className={styles.more} role="status" data-testid="lobby-loading">
            <span className={styles.spinner} aria-hidden="true" />
            {t("lobby_loading_more")}
          </div>
        )}
        {state.error !== null && <QueryProblem error={state.error} onRetry={list.loadMore} />}
        {!state.isLoading && !state.hasMore && <LobbyListEnd state={state} />}
      </section>
      <GroupGameModal onOpen={(game) => void launch(game)} />
      {isLaunching && <Loader isOverlay />}
    </>
  );
}
