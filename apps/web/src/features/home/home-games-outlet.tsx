import { Suspense, useRef } from "react";
import { lazyWithGames } from "../../app/lazy-with-games.ts";
import { useNearScreen } from "../../ui/use-near-screen.ts";
import { useHomeNotice } from "../notices/use-home-notice.ts";
import styles from "./home-page.module.css";

const HomeGames = lazyWithGames(() => import("./home-games.tsx").then((m) => m.HomeGames));

/**
 * The home page's game sections (search, vendor slider, popular games, winners). They sit below
 * the fold, so their code and the games catalogue part load when the visitor scrolls near them:
 * the first screen costs no more than it did.
 */
export function HomeGamesOutlet() {
  const ref = useRef<HTMLDivElement>(null);
  // The banners above come with the home notice; until it is in, this section sits too high.
  const isNear = useNearScreen(ref, useHomeNotice().isFetched);
  return (
    <div ref={ref} className={styles.games} data-testid="home-games">
      {isNear && (
        <Suspense fallback={null}>
          <HomeGames />
        </Suspense>
      )}
    </div>
  );
}
