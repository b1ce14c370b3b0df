import type { TGameClassify } from "@orchid/contract/games";
import type { TLanguageCode } from "@orchid/contract/languages";
import type { TLobbyType } from "../navigation/game-categories.ts";

/**
 * List modes of a lobby (spec §2, §4): all, hot (when hot games exist), fav (only with a session)
 * and recent. Visitors see recent too, but opening it asks them to log in (spec §6).
 */
export type TListMode = "all" | "hot" | "fav" | "recent";

export function listModes(hasHotGames: boolean, hasSession: boolean): TListMode[] {
  const modes: TListMode[] = ["all"];
  if (hasHotGames) modes.push("hot");
  if (hasSession) modes.push("fav");
  modes.push("recent");
  return modes;
}

/** The modes that list a member's own games: a visitor or a trial account meets the action gate. */
export function isMemberMode(mode: TListMode): boolean {
  return mode === "fav" || mode === "recent";
}

/** RNG classify tabs: jackpot, table, arcade, and bingo only where Filipino (TY) is offered. */
export function classifyTabs(lobbyType: TLobbyType, languages: readonly TLanguageCode[]): TGameClassify[] {
  if (lobbyType !== "rng") return [];
  return languages.includes("TY") ? ["JP", "TG", "AC", "BG"] : ["JP", "TG", "AC"];
}

/** Minimum-bet filter values (spec §2); "" means all. */
export const MIN_BET_OPTIONS = ["", "0.01", "0.05", "0.1", "0.5", "0.75"] as const;
