import type { TGame } from "@orchid/contract/games";

/** Vendors whose games open the lottery screen instead of a game frame (spec §4 "Game launch"). */
export const LOTTERY_VENDORS: readonly string[] = ["TCG_LOTTO_VN", "TCG_SEA", "ELOTT", "LOTT"];

/** What opening a game means: its sub-games' pop-up, the lottery screen, or a launch into /game. */
export type TLaunchKind = "group" | "lottery" | "frame";

export function launchKind(game: Pick<TGame, "isGame" | "vassalage">): TLaunchKind {
  if (game.isGame === "VASSALAGE") return "group";
  if (LOTTERY_VENDORS.includes(game.vassalage)) return "lottery";
  return "frame";
}

/** Where the launched game will show: the mobile (H5) layout on narrow screens. */
export function launchDevice(viewportWidth: number): "WEB" | "H5" {
  return viewportWidth <= 768 ? "H5" : "WEB";
}
