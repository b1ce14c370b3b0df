/**
 * Catalogue parts: keys only lazy screens use travel in their own chunk, so the catalogue the
 * home route downloads stays small. Every key still lives in the one catalogue per language
 * (`packages/i18n/locales/<CODE>.json`, checked by `npm run i18n:coverage`); the build splits it
 * by key prefix (vite plugin `catalogue-parts-plugin.ts`).
 */
export const CATALOGUE_PARTS = {
  /**
   * Lobbies, the game frame, Orchid's slot page, the betting record and profit by game type, and
   * the home page's and the header's lazily loaded game sections (search, popular games,
   * winners, vendor menus), the lottery's screens, the book's screens and hot matches, and the
   * cockfight's arena.
   */
  games: ["lobby_", "game_", "slot_", "betrec_", "home_games_", "header_games_", "lott_", "sb_", "sabong_"],
  /** The agent centre panel (features/agent-centre/agent-catalogue.ts). */
  agent: ["agc_"],
} as const;

export type TCataloguePart = keyof typeof CATALOGUE_PARTS;

/** The lazy part a key belongs to, or null for the core catalogue every page loads. */
export function partOfKey(key: string): TCataloguePart | null {
  for (const [part, prefixes] of Object.entries(CATALOGUE_PARTS)) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) return part as TCataloguePart;
  }
  return null;
}

/** The keys of one part (null: the core) of a flat catalogue, in their original order. */
export function pickCataloguePart(
  catalogue: Record<string, string>,
  part: TCataloguePart | null,
): Record<string, string> {
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => partOfKey(key) === part));
}
