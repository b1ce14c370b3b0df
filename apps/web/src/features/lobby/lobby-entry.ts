import type { TListMode } from "./lobby-filters.ts";

/** How a lobby opens: its list mode and the selected vendor. */
export type TLobbyEntry = { mode: TListMode; vassalage: string };

/**
 * The lobby's opening state (spec §2, §4): `?type=hot` opens the hot list when the type has hot
 * games; `?type=vassalage&vassalage=CODE` (or `vassalage` alone) selects that vendor; otherwise
 * the vendor chosen last time in this lobby, else the first vendor of the strip.
 */
export function lobbyEntry(
  search: URLSearchParams,
  vendors: readonly string[],
  storedVendor: string | undefined,
  hasHotGames: boolean,
): TLobbyEntry {
  const type = search.get("type");
  const asked = type === null || type === "vassalage" ? search.get("vassalage")?.toUpperCase() : undefined;
  const vassalage = [asked, storedVendor].find((code) => code && vendors.includes(code)) ?? vendors[0] ?? "";
  return { mode: type === "hot" && hasHotGames ? "hot" : "all", vassalage };
}
