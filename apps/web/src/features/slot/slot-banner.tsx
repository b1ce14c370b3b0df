import type { TSlotRound } from "@orchid/contract/slots";
import { useTranslation } from "react-i18next";
import type { TMoneyFormat } from "../wallet/use-money.ts";
import styles from "./slot-page.module.css";
import type { TFreeSpinsView } from "./use-slot-machine.ts";

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
