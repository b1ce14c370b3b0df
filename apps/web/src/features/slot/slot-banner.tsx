import type { TSlotBonusSpins, TSlotRound } from "@orchid/contract/slots";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import type { TMoneyFormat } from "../wallet/use-money.ts";
import styles from "./slot-page.module.css";
import type { TBonusSpinsEnd, TFreeSpinsView } from "./use-slot-machine.ts";

type TSlotBannerProps = { freeSpins: TFreeSpinsView | null; round: TSlotRound | null; money: TMoneyFormat };

/** Over the reels: the free spins as they play, then a jackpot or the round's total win. */
export function SlotBanner({ freeSpins, round, money }: TSlotBannerProps) {
  const { t } = useTranslation();
  if (round && round.jackpotWin > 0) {
    return (
      <div className={`${styles.banner} ${styles.bannerJackpot}`} role="status" data-testid="slot-banner">
        <strong>{t("slot_jackpot_won")}</strong>
        <span>{money.withSymbol(round.jackpotWin)}</span>
      </div>
    );
  }
  if (freeSpins) {
    const isDone = round !== null;
    return (
      <div className={styles.banner} role="status" data-testid="slot-free-spins">
        <strong>
          {freeSpins.current === 0
            ? t("slot_free_spins_won", { spins: freeSpins.total, multiplier: freeSpins.multiplier })
            : t("slot_free_spin_of", { current: freeSpins.current, total: freeSpins.total })}
        </strong>
        <span>
          {isDone
            ? t("slot_free_spins_total", { amount: money.withSymbol(round.freeSpins?.win ?? freeSpins.win) })
            : money.withSymbol(freeSpins.win)}
        </span>
      </div>
    );
  }
  if (round && round.totalWin > 0) {
    return (
      <div className={styles.banner} role="status" data-testid="slot-banner">
        <strong>{t("slot_you_won")}</strong>
        <span>{money.withSymbol(round.totalWin)}</span>
      </div>
    );
  }
  return null;
}

type TBonusSpinsBannerProps = {
  /** The member's pack of bonus free spins on this game, while spins are left. */
  pack: TSlotBonusSpins | null;
  /** The pack just ended: what its spins won. */
  end: TBonusSpinsEnd | null;
  money: TMoneyFormat;
  /** A round is running, autoplay is on, or the session has expired. */
  isDisabled: boolean;
  onPlay: () => void;
};

/**
 * Beside the reels: the member's bonus free spins from a campaign ("Free spins: 3 of 10 left",
 * their bet and what they have won) with the button that plays one; once the last is played,
 * what they won and that it is now bonus money to play through.
 */
export function BonusSpinsBanner({ pack, end, money, isDisabled, onPlay }: TBonusSpinsBannerProps) {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  if (!pack && !end) return null;
  return (
    <>
      {end && (
        <p
          className={styles.bonusSpinsDone}
          role="status"
          data-testid="slot-bonus-spins-done"
          data-won={end.won}
        >
          {end.won > 0
            ? t("slot_bonus_spins_done_won", { amount: money.withSymbol(end.won) })
            : t("slot_bonus_spins_done_none")}
        </p>
      )}
      {pack && (
        <section
          className={styles.bonusSpins}
          aria-labelledby="slot-bonus-spins-title"
          data-testid="slot-bonus-spins"
          data-remaining={pack.remaining}
        >
          <div className={styles.bonusSpinsText} aria-live="polite">
            <strong id="slot-bonus-spins-title">
              {t("slot_bonus_spins_left", { remaining: pack.remaining, spins: pack.spins })}
            </strong>
            <span className={styles.bonusSpinsDetail}>
              {t("slot_bonus_spins_detail", {
                bet: money.withSymbol(pack.lines * pack.betPerLine),
                won: money.withSymbol(pack.won),
              })}
            </span>
            <span className={styles.bonusSpinsExpiry}>
              {t("slot_bonus_spins_expires", {
                date: formatZonedDateTime(new Date(pack.expiresAt), timeZone),
              })}
            </span>
          </div>
          <button
            type="button"
            className={styles.bonusSpinButton}
            disabled={isDisabled}
            data-testid="slot-bonus-spin"
            onClick={onPlay}
          >
            {t("slot_bonus_spin_play")}
          </button>
        </section>
      )}
    </>
  );
}
