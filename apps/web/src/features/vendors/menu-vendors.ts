import type { TGameMenu, TGameMenuCard, TGameType } from "@orchid/contract/games";
import type { TCategoryId } from "../navigation/game-categories.ts";

/** Spec §9: the header's bottom bar lists at most 11 vendors per game category. */
export const HEADER_VENDORS_PER_CATEGORY = 11;

/** The lobbies a header category gathers: lottery and e-lottery both lead to /elott (spec §2). */
function menuTypesOf(category: TCategoryId): TGameType[] {
  return category === "ELOTT" ? ["ELOTT", "LOTT"] : [category];
}

/** A category's vendors from the game menus, in menu order, each once, at most `limit`. */
export function categoryVendors(
  menus: readonly TGameMenu[],
  category: TCategoryId,
  limit = HEADER_VENDORS_PER_CATEGORY,
): TGameMenuCard[] {
  const types = menuTypesOf(category);
  const cards = menus.filter((menu) => types.includes(menu.title)).flatMap((menu) => menu.cards);
  const seen = new Set<string>();
  return cards.filter((card) => !seen.has(card.vassalage) && seen.add(card.vassalage)).slice(0, limit);
}

/** A vendor's lobby, opened on that vendor (the lobby reads `type=vassalage`, lobby-entry.ts). */
export function vendorLobbyPath(lobbyPath: string, vassalage: string): string {
  return `${lobbyPath}?${new URLSearchParams({ type: "vassalage", vassalage })}`;
}
