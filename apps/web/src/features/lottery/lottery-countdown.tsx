import type { TLotteryDraw } from "@orchid/contract/lottery";
import { useTranslation } from "react-i18next";
import { drawCountdown, splitDuration } from "./draw-countdown.ts";
import styles from "./lottery-countdown.module.css";
import { useNow } from "./use-now.ts";

const PHASE_KEYS = { opens: "lott_opens_in", closes: "lott_closes_in", closed: "lott_closed_now" } as const;

/** The ticking time to a draw's close (or opening), or that no draw is coming. */
export function LotteryCountdown({ draw }: { draw: TLotteryDraw | null }) {
  const { t } = useTranslation();
  const now = useNow();
  if (!draw) {
    return (
      <span className={styles.countdown} data-testid="lottery-countdown" data-phase="none">
        {t("lott_no_draw")}
      </span>
    );
  }
  const { phase, secondsLeft } = drawCountdown(draw, now);
  const { days, clock } = splitDuration(secondsLeft);
  const isSoon = phase === "closes" && secondsLeft <= 10;
  return (
    <span
      className={styles.countdown}
      data-testid="lottery-countdown"
      data-phase={phase}
      data-seconds={secondsLeft}
      data-soon={isSoon || undefined}
    >
      <span className={styles.label}>{t(PHASE_KEYS[phase])}</span>
      {phase !== "closed" && (
        <time className={styles.time} dateTime={`PT${secondsLeft}S`}>
          {days > 0 && <span>{t("lott_days", { count: days })} </span>}
          {clock}
        </time>
      )}
    </span>
  );
}
