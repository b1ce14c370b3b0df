import type { TGame } from "@orchid/contract/games";
import type { TListMode } from "./lobby-filters.ts";

/** Spec §9: a lobby page holds 24 games. */
export const LOBBY_PAGE_SIZE = 24;

/** The list's filters; "" means none. The vendor is the strip's selection. */
export type TLobbyFilters = { vassalage: string; gameName: string; classify: string; minBet: string };
export type TFilterName = "gameName" | "classify" | "minBet";

/**
 * One lobby list (spec §4 "Lobby list mode"): its mode and filters, the pages loaded so far and
 * whether a page is on its way. `generation` changes with every reset, so an answer that
 * belongs to an earlier list is dropped.
 */
export type TLobbyState = {
  mode: TListMode;
  filters: TLobbyFilters;
  /** Pages loaded so far; 0 before the first. */
  pageNo: number;
  pageSize: number;
  hasMore: boolean;
  isLoading: boolean;
  games: TGame[];
  generation: number;
  error: unknown;
};

/** The page a started load asks for, and the list it belongs to. */
export type TPageRequest = { generation: number; pageNo: number };

export type TPageAnswer = { games: TGame[]; totalPages: number };

export function initialLobbyState(mode: TListMode, vassalage: string, classify = ""): TLobbyState {
  return {
    mode,
    filters: { vassalage, gameName: "", classify, minBet: "" },
    pageNo: 0,
    pageSize: LOBBY_PAGE_SIZE,
    hasMore: true,
    isLoading: false,
    games: [],
    generation: 0,
    error: null,
  };
}

/** Back to page 1, 24 a page, more to come, nothing loaded. */
function reset(state: TLobbyState, mode: TListMode, filters: TLobbyFilters): TLobbyState {
  return { ...initialLobbyState(mode, filters.vassalage), filters, generation: state.generation + 1 };
}

/** Another vendor: its list from page 1, back in "all" mode; the other filters stay. */
export function selectVendor(state: TLobbyState, vassalage: string): TLobbyState {
  if (state.filters.vassalage === vassalage && state.mode === "all") return state;
  return reset(state, "all", { ...state.filters, vassalage });
}

/**
 * Search text, classify or minimum bet: only a changed value starts a new list (spec §5),
 * from page 1 and in "all" mode.
 */
export function changeFilter(state: TLobbyState, name: TFilterName, value: string): TLobbyState {
  const next = name === "gameName" ? value.trim() : value;
  if (state.filters[name] === next) return state;
  return reset(state, "all", { ...state.filters, [name]: next });
}

/** A list mode: page 1 with the search, classify and minimum-bet filters cleared. */
export function selectMode(state: TLobbyState, mode: TListMode): TLobbyState {
  if (state.mode === mode) return state;
  return reset(state, mode, { vassalage: state.filters.vassalage, gameName: "", classify: "", minBet: "" });
}

/** Starts the next page, or answers null while one is on its way or nothing more exists. */
export function beginLoad(state: TLobbyState): { state: TLobbyState; request: TPageRequest } | null {
  if (state.isLoading || !state.hasMore) return null;
  return {
    state: { ...state, isLoading: true, error: null },
    request: { generation: state.generation, pageNo: state.pageNo + 1 },
  };
}

/** A page arrived: appended (games already listed are not repeated); hot is always one page. */
export function pageLoaded(state: TLobbyState, request: TPageRequest, answer: TPageAnswer): TLobbyState {
  if (request.generation !== state.generation) return state;
  const known = new Set(state.games.map((game) => game.nodeId));
  const added = answer.games.filter((game) => !known.has(game.nodeId));
  const isLast = state.mode === "hot" || request.pageNo >= answer.totalPages || answer.games.length === 0;
  return {
    ...state,
    isLoading: false,
    pageNo: request.pageNo,
    games: [...state.games, ...added],
    hasMore: !isLast,
  };
}

/** A page failed: nothing more loads on its own until a retry. */
export function pageFailed(state: TLobbyState, request: TPageRequest, error: unknown): TLobbyState {
  if (request.generation !== state.generation) return state;
  return { ...state, isLoading: false, error };
}

/** Whether the list should fetch its next page by itself (the first page of a fresh list). */
export function needsFirstPage(state: TLobbyState): boolean {
  return state.pageNo === 0 && state.hasMore && !state.isLoading && !state.error;
}
