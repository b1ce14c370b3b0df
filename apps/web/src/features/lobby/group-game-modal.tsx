import type { TGame } from "@orchid/contract/games";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { Modal } from "../../ui/modal.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { GameTile } from "./game-tile.tsx";
import styles from "./group-game-modal.module.css";
import { closeGroupGame, useGroupGameStore } from "./group-game-store.ts";

/** A group game's sub-games, fetched together (a group holds a few dozen at most). */
const SUB_GAMES_PAGE_SIZE = 100;

/** The pop-up of a VASSALAGE game (spec §3): its sub-games, each opened like any game. */
export function GroupGameModal({ onOpen }: { onOpen: (game: TGame) => void }) {
  const { t } = useTranslation();
  const group = useGroupGameStore((state) => state.group);
  const language = useAppStore((state) => state.language) ?? undefined;
  const query = group && {
    gameType: group.gameType,
    parent: group.nodeId,
    pageNo: 1,
    pageSize: SUB_GAMES_PAGE_SIZE,
    language,
  };
  const subGames = useApiQuery("gameList", query ?? undefined, {
    enabled: query !== null,
    staleTime: 60_000,
  });
  if (!group) return null;
  return (
    <Modal
      open
      onClose={closeGroupGame}
      title={t("lobby_sub_games", { name: group.name })}
      width={760}
      height={320}
      testId="group-game-modal"
    >
      {subGames.isPending && <Loader />}
      {subGames.isError && <QueryProblem error={subGames.error} onRetry={() => void subGames.refetch()} />}
      {subGames.data?.games.length === 0 && <EmptyState title={t("lobby_no_match_title")} />}
      {subGames.data && subGames.data.games.length > 0 && (
        <div className={styles.grid}>
          {subGames.data.games.map((game) => (
            <GameTile key={game.nodeId} game={game} onOpen={onOpen} />
          ))}
        </div>
      )}
    </Modal>
  );
}
