import { Suspense, useRef } from "react";
import { lazyWithGames } from "../../app/lazy-with-games.ts";
import { useNearScreen } from "../../ui/use-near-screen.ts";
import { useHomeNotice } from "../notices/use-home-notice.ts";
import styles from "./hot-matches-slot.module.css";

// Their texts are in the games part of the catalogue, which loads with their code.
const HotMatches = lazyWithGames(() => import("./hot-matches.tsx").then((m) => m.HotMatches));

/**
 * The home page's hot matches sit below the fold: their code, their call and the live prices
 * start when the visitor scrolls near them, so the first screen costs nothing more.
 */
export function HotMatchesOutlet() {
  const ref = useRef<HTMLDivElement>(null);
  // The banners above come with the home notice; until it is in, this block sits too high.
  const isNear = useNearScreen(ref, useHomeNotice().isFetched);
  return (
    <div ref={ref} className={isNear ? undefined : styles.slot} data-testid="home-hot-matches-slot">
      {isNear && (
        <Suspense fallback={<div className={styles.slot} />}>
          <HotMatches />
        </Suspense>
      )}
    </div>
  );
}
