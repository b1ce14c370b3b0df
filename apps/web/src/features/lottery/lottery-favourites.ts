/** Local storage key of the lottery favourites: a JSON map from username to game codes. */
export const LOTTERY_FAVOURITES_KEY = "LOTTFAV";

/** Favourite lottery game codes per username, in the order they were starred. */
export type TFavouriteMap = Readonly<Record<string, readonly string[]>>;

/** A game code as the server writes them; anything else in storage is ignored. */
const GAME_CODE = /^[a-z0-9_]{1,32}$/;

/**
 * Reads the stored map. Storage is the member's own device and may hold anything (an older
 * format, a hand edit): whatever is not a map of username to code lists reads as nothing.
 */
export function readFavouriteMap(raw: string | null): TFavouriteMap {
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  const map: Record<string, string[]> = {};
  for (const [username, codes] of Object.entries(parsed)) {
    if (!Array.isArray(codes)) continue;
    const valid = codes.filter((code): code is string => typeof code === "string" && GAME_CODE.test(code));
    if (valid.length > 0) map[username] = [...new Set(valid)];
  }
  return map;
}

export function favouritesOf(map: TFavouriteMap, username: string): readonly string[] {
  return Object.hasOwn(map, username) ? (map[username] ?? []) : [];
}

/** The map with `code` starred for `username` when it was not, and unstarred when it was. */
export function toggleFavourite(map: TFavouriteMap, username: string, code: string): TFavouriteMap {
  const current = favouritesOf(map, username);
  const next = current.includes(code) ? current.filter((item) => item !== code) : [...current, code];
  const { [username]: _previous, ...others } = map;
  return next.length > 0 ? { ...others, [username]: next } : others;
}
