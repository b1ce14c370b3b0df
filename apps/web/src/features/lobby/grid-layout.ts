/** Tile text under the square art: the game name and its vendor, one line each. */
export const TILE_TEXT_HEIGHT = 46;
const MAX_COLUMNS = 8;

export type TGridLayout = { columns: number; tileWidth: number; rowHeight: number; gap: number };

/**
 * The game grid for a width: at least two columns (three at 360 px), tiles of at least 104 px
 * on phones and 150 px elsewhere. Rows have a fixed height, so the virtual list knows every
 * row's place without measuring.
 */
export function gridLayout(width: number): TGridLayout {
  const isNarrow = width < 560;
  const gap = isNarrow ? 10 : 14;
  const minTile = isNarrow ? 100 : 150;
  const fitting = Math.floor((Math.max(width, 0) + gap) / (minTile + gap));
  const columns = Math.min(MAX_COLUMNS, Math.max(2, fitting));
  const tileWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  return { columns, tileWidth, rowHeight: Math.round(tileWidth + TILE_TEXT_HEIGHT), gap };
}

/** The games of one grid row. */
export function rowGames<T>(games: readonly T[], row: number, columns: number): T[] {
  return games.slice(row * columns, (row + 1) * columns);
}
