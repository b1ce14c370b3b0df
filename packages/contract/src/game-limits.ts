/**
 * Limits of the game catalogue that screens need without its schemas (no zod): a search box or
 * an address read by the lobby caps a game name here, as the list query does.
 */
export const GAME_NAME_MAX = 64;
