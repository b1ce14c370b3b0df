import { lazy, Suspense, useRef } from "react";
import { loadChunk } from "../../app/load-chunk.ts";
import { useNearScreen } from "../../ui/use-near-screen.ts";
import { useHomeNotice } from "../notices/use-home-notice.ts";
import styles from "./home-leaderboard-slot.module.css";

const HomeLeaderboard = lazy(() =>
  loadChunk(() => import("./home-leaderboard.tsx")).then((m) => ({ default: m.HomeLeaderboard })),
);

/**
 * The home page's leaderboard block sits at the bottom, below the fold: its code and its call
 * start when the visitor scrolls near it, as the game sections' do, so the first screen costs
 * nothing more.
 */
export function HomeLeaderboardOutlet() {
  const ref = useRef<HTMLDivElement>(null);
  // The banners above come with the home notice; until it is in, this block sits too high.
  const isNear = useNearScreen(ref, useHomeNotice().isFetched);
  return (
    <div ref={ref} className={isNear ? undefined : styles.slot} data-testid="home-leaderboard-slot">
      {isNear && (
        <Suspense fallback={<div className={styles.slot} />}>
          <HomeLeaderboard />
        </Suspense>
      )}
    </div>
  );
}
