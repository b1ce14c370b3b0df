import { useTranslation } from "react-i18next";
import styles from "./count-bars.module.css";
import { sideStreaks, type TStreak } from "./lottery-trends.ts";
import type { TResultView } from "./result-view.ts";
import streakStyles from "./side-streaks.module.css";

/** How many past results the streak rows show. */
const HISTORY = 30;

/** E-lottery big/small and odd/even: the current run and the last results' sides, newest first. */
export function SideStreaks({ views }: { views: readonly TResultView[] }) {
  const { t } = useTranslation();
  const { size, parity } = sideStreaks(views);
  if (!size || !parity) return null;
  return (
    <section data-testid="lottery-streaks">
      <h3 className={styles.title}>{t("lott_streaks")}</h3>
      <StreakRow streak={size} />
      <StreakRow streak={parity} />
    </section>
  );
}

function StreakRow({ streak }: { streak: TStreak<string> }) {
  const { t } = useTranslation();
  return (
    <div className={streakStyles.row} data-side={streak.side} data-run={streak.run}>
      <p className={streakStyles.current}>
        {t("lott_streak_now", { side: t(`lott_side_${streak.side}`), count: streak.run })}
      </p>
      <ol className={streakStyles.history} aria-label={t("lott_streak_history")}>
        {streak.history.slice(0, HISTORY).map((side, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a result's place in the history is its identity here.
            key={index}
            className={streakStyles.mark}
            data-side={side}
            title={t(`lott_side_${side}`)}
          >
            {t(`lott_side_short_${side}`)}
          </li>
        ))}
      </ol>
    </div>
  );
}
