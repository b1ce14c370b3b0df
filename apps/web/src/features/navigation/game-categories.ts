/** Game categories and their routes (spec §2 "Navigation by category"). */
export type TCategoryId = "RNG" | "LIVE" | "FISH" | "PVP" | "SPORTS" | "ESPORTS" | "ELOTT" | "SV3";

export type TGameCategory = { id: TCategoryId; path: string; labelKey: string };

export const GAME_CATEGORIES: readonly TGameCategory[] = [
  { id: "RNG", path: "/rng", labelKey: "nav_rng" },
  { id: "LIVE", path: "/live", labelKey: "nav_live" },
  { id: "FISH", path: "/fish", labelKey: "nav_fish" },
  { id: "PVP", path: "/pvp", labelKey: "nav_pvp" },
  { id: "SPORTS", path: "/sports", labelKey: "nav_sports" },
  { id: "ESPORTS", path: "/esports", labelKey: "nav_esports" },
  { id: "ELOTT", path: "/elott", labelKey: "nav_lottery" },
  { id: "SV3", path: "/sv3", labelKey: "nav_cockfight" },
];

/** Lobby types of the `/:lobbyType` route: game lists and lobbies. */
export const LOBBY_TYPES = ["rng", "pvp", "fish", "live", "sports", "esports", "sv3", "elott"] as const;
export type TLobbyType = (typeof LOBBY_TYPES)[number];

export function isLobbyType(value: string | undefined): value is TLobbyType {
  return (LOBBY_TYPES as readonly string[]).includes(value ?? "");
}

export function categoryOfLobby(lobbyType: TLobbyType): TGameCategory {
  const category = GAME_CATEGORIES.find((entry) => entry.path === `/${lobbyType}`);
  if (!category) throw new Error(`no category for ${lobbyType}`);
  return category;
}
