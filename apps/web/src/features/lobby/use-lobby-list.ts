import type { TGame, TGameType } from "@orchid/contract/games";
import { useEffect, useState } from "react";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { useAppStore } from "../../store/app-store.ts";
import { fetchLobbyPage } from "./fetch-lobby-page.ts";
import type { TLobbyEntry } from "./lobby-entry.ts";
import type { TListMode } from "./lobby-filters.ts";
import {
  beginLoad,
  changeFilter,
  initialLobbyState,
  needsFirstPage,
  pageFailed,
  pageLoaded,
  selectMode,
  selectVendor,
  type TFilterName,
  type TLobbyState,
} from "./lobby-state.ts";

type TLobbyListOptions = { gameType: TGameType; entry: TLobbyEntry; hotGames: TGame[] };

/**
 * A lobby's list (spec §4): the state machine of lobby-state.ts in a store read synchronously,
 * so a second page can never start while one is on its way. The first page of every fresh list
 * loads by itself; later pages load through `loadMore` (infinite scroll).
 */
export function useLobbyList({ gameType, entry, hotGames }: TLobbyListOptions) {
  const [store] = useState(() =>
    createStore<TLobbyState>(() =>
      changeFilter(
        initialLobbyState(entry.mode, entry.vassalage, entry.classify),
        "gameName",
        entry.gameName,
      ),
    ),
  );
  const state = useStore(store);
  const language = useAppStore((app) => app.language) ?? undefined;

  function loadMore(): void {
    const started = beginLoad(store.getState());
    if (!started) return;
    store.setState(started.state, true);
    const { mode, filters, pageSize } = started.state;
    const request = { gameType, language, mode, filters, pageNo: started.request.pageNo, pageSize, hotGames };
    fetchLobbyPage(request).then(
      (answer) => store.setState((current) => pageLoaded(current, started.request, answer), true),
      (error: unknown) => store.setState((current) => pageFailed(current, started.request, error), true),
    );
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loadMore reads the store, not render state
  useEffect(() => {
    if (needsFirstPage(state)) loadMore();
  }, [state]);

  const update = (next: (current: TLobbyState) => TLobbyState) => store.setState(next, true);
  return {
    state,
    loadMore,
    selectVendor: (vassalage: string) => update((current) => selectVendor(current, vassalage)),
    selectMode: (mode: TListMode) => update((current) => selectMode(current, mode)),
    changeFilter: (name: TFilterName, value: string) =>
      update((current) => changeFilter(current, name, value)),
  };
}
