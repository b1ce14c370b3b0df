import type { TLotteryGame } from "@orchid/contract/lottery";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { lotteryPath } from "../pages/lottery-path.ts";
import { FavouriteStar } from "./favourite-star.tsx";
import { LotteryCountdown } from "./lottery-countdown.tsx";
import styles from "./lottery-game-card.module.css";
import { lotteryGameName } from "./lottery-game-name.ts";
import { LotteryResult } from "./lottery-result.tsx";
import { VerifyLink } from "./verify-link.tsx";

type TGameCardProps = { game: TLotteryGame; isFavourite: boolean; onToggleFavourite: (code: string) => void };

/** A game in the lobby: its name, the countdown to its current draw's close and its last result. */
export function LotteryGameCard({ game, isFavourite, onToggleFavourite }: TGameCardProps) {
  const { t } = useTranslation();
  const name = lotteryGameName(game, t);
  return (
    <article className={styles.card} data-testid="lottery-game-card" data-game-code={game.code}>
      <Link className={styles.open} to={lotteryPath({ gameCode: game.code })}>
        <span className={styles.name}>
          <bdi>{name}</bdi>
        </span>
        <LotteryCountdown draw={game.current} />
        <span className={styles.last}>
          {game.last ? (
            <>
              <span className={styles.issue}>{t("lott_issue", { issue: game.last.issue })}</span>
              <LotteryResult family={game.family} result={game.last.result} isCompact />
            </>
          ) : (
            <span className={styles.issue}>{t("lott_no_result")}</span>
          )}
        </span>
      </Link>
      <span className={styles.corner}>
        <FavouriteStar name={name} isFavourite={isFavourite} onToggle={() => onToggleFavourite(game.code)} />
      </span>
      {game.last && (
        <span className={styles.verify}>
          <VerifyLink draw={game.last} />
        </span>
      )}
    </article>
  );
}
