import type { TGame } from "@orchid/contract/games";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../store/app-store.ts";
import { GameImage } from "./game-image.tsx";
import styles from "./game-tile.module.css";
import { toggleFavourite } from "./use-favourites.ts";

type TGameTileProps = { game: TGame; onOpen: (game: TGame) => void };

/** One game of the grid: art, name and vendor; opens the game; a heart keeps it in favourites. */
export function GameTile({ game, onOpen }: TGameTileProps) {
  const { t } = useTranslation();
  const isFavourite = useAppStore((state) => state.gameFavIds.has(game.nodeId));
  return (
    <div className={styles.tile} data-testid="game-tile" data-node-id={game.nodeId}>
      <button
        type="button"
        className={styles.open}
        aria-label={t("lobby_play", { name: game.name })}
        onClick={() => onOpen(game)}
      >
        <GameImage src={game.imageUrl} alt="" />
        {/* dir="auto": a Latin name on a right-to-left page still runs left to right, so the ellipsis
            cuts its end, not its beginning. */}
        <span className={styles.name} data-testid="game-name" dir="auto">
          {game.name}
        </span>
        <span className={styles.vendor} dir="auto">
          {game.vendorName}
        </span>
        <span className={styles.play} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          </svg>
        </span>
      </button>
      <span className={styles.badges}>
        {game.isHot && <span className={styles.hot}>{t("lobby_hot_badge")}</span>}
        {game.isGame === "VASSALAGE" && <span className={styles.group}>{t("lobby_group_badge")}</span>}
      </span>
      <button
        type="button"
        className={styles.heart}
        aria-pressed={isFavourite}
        aria-label={t(isFavourite ? "lobby_fav_remove" : "lobby_fav_add", { name: game.name })}
        data-testid="game-favourite"
        onClick={() => void toggleFavourite(game)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M12 20.5s-7.5-4.6-7.5-10.3A4.2 4.2 0 0 1 12 7.6a4.2 4.2 0 0 1 7.5 2.6c0 5.7-7.5 10.3-7.5 10.3z"
            fill={isFavourite ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </div>
  );
}
