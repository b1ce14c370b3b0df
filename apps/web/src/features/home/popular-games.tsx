import { errorKeyOf } from "@orchid/contract/api-problems";
import { useTranslation } from "react-i18next";
import { Loader } from "../../ui/loader.tsx";
import page from "../../ui/page.module.css";
import { GameTile } from "../lobby/game-tile.tsx";
import { GroupGameModal } from "../lobby/group-game-modal.tsx";
import { useLaunchGame } from "../lobby/use-launch-game.ts";
import styles from "./home-games.module.css";
import { usePopularGames } from "./use-popular-games.ts";

/** Popular games as a row of lobby tiles; each opens like it does in the lobby. */
export function PopularGames() {
  const { t } = useTranslation();
  const popular = usePopularGames();
  const { launch, isLaunching } = useLaunchGame();

  function body() {
    if (popular.isPending) return <Loader />;
    if (popular.isError || popular.data.length === 0) {
      const text = popular.isError ? t(errorKeyOf(popular.error)) : t("home_games_popular_none");
      return <p className={styles.empty}>{text}</p>;
    }
    return (
      <ul className={styles.gameRow} data-testid="popular-games">
        {popular.data.map((game) => (
          <li key={game.nodeId} className={styles.gameCell}>
            <GameTile game={game} onOpen={(chosen) => void launch(chosen)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={page.card} aria-labelledby="home-popular-title">
      <h2 id="home-popular-title" className={page.sectionTitle}>
        {t("home_games_popular_title")}
      </h2>
      {body()}
      <GroupGameModal onOpen={(game) => void launch(game)} />
      {isLaunching && <Loader isOverlay />}
    </section>
  );
}
