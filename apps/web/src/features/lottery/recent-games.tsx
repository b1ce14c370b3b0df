import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import { LotteryGameCard } from "./lottery-game-card.tsx";
import styles from "./lottery-lobby.module.css";

type TRecentProps = { favourites: readonly string[]; onToggleFavourite: (code: string) => void };

/** The games the member bet on lately, in a row above the tabs; nothing until there are some. */
export function RecentGames({ favourites, onToggleFavourite }: TRecentProps) {
  const { t } = useTranslation();
  const recent = useApiQuery("recentLottery", { count: 8 }, { staleTime: 30_000 });
  if (!recent.data || recent.data.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby="lottery-recent" data-testid="lottery-recent">
      <h2 id="lottery-recent" className={styles.heading}>
        {t("lott_recent")}
      </h2>
      <div className={styles.strip}>
        {recent.data.map((game) => (
          <LotteryGameCard
            key={game.code}
            game={game}
            isFavourite={favourites.includes(game.code)}
            onToggleFavourite={onToggleFavourite}
          />
        ))}
      </div>
    </section>
  );
}
