import { useTranslation } from "react-i18next";
import page from "../../ui/page.module.css";
import { JackpotCounter } from "../jackpot/jackpot-counter.tsx";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { HomeLeaderboardOutlet } from "../missions/home-leaderboard-outlet.tsx";
import { HotMatchesOutlet } from "../sportsbook/hot-matches-outlet.tsx";
import { CategoryGrid } from "./category-grid.tsx";
import { HomeGamesOutlet } from "./home-games-outlet.tsx";
import styles from "./home-page.module.css";
import { LatestNotices } from "./latest-notices.tsx";
import { LatestPromotions } from "./latest-promotions.tsx";

/**
 * Home: jackpot, game categories, game search, vendors, popular games, winners, the book's hot
 * matches, notices and promotions, and the week's top players.
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("nav_home"));
  return (
    <div className={page.page}>
      <h1 className="visually-hidden">{t("home_title")}</h1>
      <JackpotCounter />
      <CategoryGrid />
      <HomeGamesOutlet />
      <HotMatchesOutlet />
      <div className={styles.columns}>
        <LatestNotices />
        <LatestPromotions />
      </div>
      <HomeLeaderboardOutlet />
    </div>
  );
}
