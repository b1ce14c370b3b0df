import { useApiQuery } from "../../api/api-hooks.ts";

/** Vendors change rarely: one fetch serves the header menus and the home slider for a while. */
const MENUS_STALE_MS = 5 * 60_000;

/** The public game menus (`/lgw/games/game_menus`): every lobby's vendors, in display order. */
export function useGameMenus() {
  return useApiQuery("gameMenus", undefined, { staleTime: MENUS_STALE_MS });
}
