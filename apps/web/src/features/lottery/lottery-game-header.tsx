import type { TLotteryGameDetail } from "@orchid/contract/lottery";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { drawCountdown } from "./draw-countdown.ts";
import { FavouriteStar } from "./favourite-star.tsx";
import { LotteryCountdown } from "./lottery-countdown.tsx";
import styles from "./lottery-game.module.css";
import { LotteryResult } from "./lottery-result.tsx";
import { useLotteryFavourites } from "./use-lottery-favourites.ts";
import { useNow } from "./use-now.ts";
import { VerifyLink } from "./verify-link.tsx";

type TGameHeaderProps = { game: TLotteryGameDetail; name: string };

/** The game's name, the draw betting is on (issue, state, countdown to close) and its last result. */
export function LotteryGameHeader({ game, name }: TGameHeaderProps) {
  const { t } = useTranslation();
  const now = useNow();
  const { favourites, toggle } = useLotteryFavourites();
  const { current, last } = game;
  // The clock moves a draw on before the next answer does: open, then closed at its close.
  const phase = current ? drawCountdown(current, now).phase : null;
  const state = phase === "opens" ? "scheduled" : phase === "closes" ? "open" : (current?.state ?? "closed");
  return (
    <header className={styles.header}>
      <Link className={styles.back} to="/lottery">
        {t("lott_back_to_lobby")}
      </Link>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>
          <bdi>{name}</bdi>
        </h1>
        <FavouriteStar
          name={name}
          isFavourite={favourites.includes(game.code)}
          onToggle={() => toggle(game.code)}
        />
      </div>
      <div
        className={styles.draw}
        data-testid="lottery-current-draw"
        data-issue={current?.issue}
        data-state={state}
      >
        {current && <span className={styles.issue}>{t("lott_issue", { issue: current.issue })}</span>}
        {current && (
          <span className={styles.state} data-state={state}>
            {t(`lott_state_${state}`)}
          </span>
        )}
        <LotteryCountdown draw={current} />
      </div>
      {last && (
        <div className={styles.last} data-testid="lottery-last-result" data-issue={last.issue}>
          <span className={styles.lastHead}>
            <span className={styles.issue}>{t("lott_last_result", { issue: last.issue })}</span>
            <VerifyLink draw={last} />
          </span>
          <LotteryResult family={game.family} result={last.result} isCompact={game.group !== "elottery"} />
        </div>
      )}
    </header>
  );
}
