import type { TGame } from "@orchid/contract/games";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./game-grid.module.css";
import { GameTile } from "./game-tile.tsx";
import { gridLayout, rowGames } from "./grid-layout.ts";
import { useElementWidth } from "./use-element-width.ts";

/** Spec §9 infinite scroll: at most one "load more" every 200 ms. */
const LOAD_THROTTLE_MS = 200;
/** Rows drawn beyond the screen on each side. */
const OVERSCAN_ROWS = 2;

type TGameGridProps = {
  games: TGame[];
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  onOpen: (game: TGame) => void;
};

/**
 * The lobby's game grid, virtualised by rows against the window scroll: only the rows near the
 * screen are in the DOM, however many pages are loaded. Reaching the last row asks for more.
 */
export function GameGrid({ games, hasMore, isLoading, onLoadMore, onOpen }: TGameGridProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const width = useElementWidth(ref);
  const layout = gridLayout(width);
  const rowCount = Math.ceil(games.length / layout.columns);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const top = (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => layout.rowHeight,
    gap: layout.gap,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row size follows the column width
  useEffect(() => virtualizer.measure(), [layout.rowHeight, layout.gap]);

  const rows = virtualizer.getVirtualItems();
  // Spec §9 distance 0: the next page loads once the last row is on screen (overscan aside).
  const lastVisibleRow = virtualizer.range?.endIndex ?? -1;
  const isNearEnd = width > 0 && lastVisibleRow >= rowCount - 1;
  const lastLoadAt = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: onLoadMore changes every render; it reads the store
  useEffect(() => {
    if (!isNearEnd || !hasMore || isLoading) return;
    const wait = Math.max(0, lastLoadAt.current + LOAD_THROTTLE_MS - performance.now());
    const timer = window.setTimeout(() => {
      lastLoadAt.current = performance.now();
      onLoadMore();
    }, wait);
    return () => window.clearTimeout(timer);
  }, [isNearEnd, hasMore, isLoading, games.length]);

  return (
    <section
      ref={ref}
      className={styles.grid}
      style={{ height: virtualizer.getTotalSize() }}
      data-testid="game-grid"
      data-rows={rowCount}
      aria-label={t("lobby_games_list")}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          className={styles.row}
          data-testid="game-row"
          data-index={row.index}
          style={{
            height: layout.rowHeight,
            gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
            gap: layout.gap,
            transform: `translateY(${row.start - scrollMargin}px)`,
          }}
        >
          {rowGames(games, row.index, layout.columns).map((game) => (
            <GameTile key={game.nodeId} game={game} onOpen={onOpen} />
          ))}
        </div>
      ))}
    </section>
  );
}
