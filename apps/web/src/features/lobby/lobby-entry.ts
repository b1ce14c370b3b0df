import { GAME_NAME_MAX } from "@orchid/contract/game-limits";
import type { TGameClassify } from "@orchid/contract/games";
import { classifyOfPage } from "./classify-page.ts";
import type { TListMode } from "./lobby-filters.ts";

/**
 * How a lobby opens: its list mode, the selected vendor ("" for every vendor), the classify tab
 * ("" for all) and the game-name search ("" for none).
 */
export type TLobbyEntry = {
  mode: TListMode;
  vassalage: string;
  classify: TGameClassify | "";
  gameName: string;
};

/**
 * The lobby's opening state (spec §2, §4): `?type=hot` opens the hot list when the type has hot
 * games; `?type=vassalage&vassalage=CODE` (or `vassalage` alone) selects that vendor; otherwise
 * the vendor chosen last time in this lobby, else the first vendor of the strip. `?page=` names
 * a classify tab (classify-page.ts) of the "all" list, which it opens even beside `type=hot`.
 * `?search=` (the home page's e-game search) opens the "all" list searching that name, over
 * every vendor unless the address names one.
 */
export function lobbyEntry(
  search: URLSearchParams,
  vendors: readonly string[],
  storedVendor: string | undefined,
  hasHotGames: boolean,
  classifyTabs: readonly TGameClassify[] = [],
): TLobbyEntry {
  const type = search.get("type");
  const asked = type === null || type === "vassalage" ? search.get("vassalage")?.toUpperCase() : undefined;
  const gameName = (search.get("search") ?? "").trim().slice(0, GAME_NAME_MAX);
  // A search looks through every vendor unless the address names one.
  const fallbacks = gameName ? [] : [storedVendor, vendors[0]];
  const vassalage = [asked, ...fallbacks].find((code) => code && vendors.includes(code)) ?? "";
  const classify = classifyOfPage(search.get("page"), classifyTabs);
  const isHot = type === "hot" && hasHotGames && classify === "" && gameName === "";
  return { mode: isHot ? "hot" : "all", vassalage, classify, gameName };
}
