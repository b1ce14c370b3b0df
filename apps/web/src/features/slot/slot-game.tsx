import { ApiError } from "@orchid/contract/api-error";
import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TSlotBonusSpins, TSlotGame } from "@orchid/contract/slots";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMoney } from "../wallet/use-money.ts";
import { isAutoplayOn } from "./autoplay.ts";
import { BonusSpinsBanner, SlotBanner } from "./slot-banner.tsx";
import { SlotControls } from "./slot-controls.tsx";
import { SlotHistory } from "./slot-history.tsx";
import styles from "./slot-page.module.css";
import { SlotPaytable } from "./slot-paytable.tsx";
import { SlotReels } from "./slot-reels.tsx";
import { SlotSymbolDefs } from "./slot-symbol-defs.tsx";
import { SlotWinList } from "./slot-win-list.tsx";
import { useSlotMachine } from "./use-slot-machine.ts";

type TSlotGameProps = {
  token: string;
  game: TSlotGame;
  balance: number;
  /** The member's bonus free spins on this game, from the session. */
  bonusSpins: TSlotBonusSpins | null;
};

/** Inside the site's /game frame the frame's bar already names the game. */
const isFramed = window.self !== window.top;

/**
 * The game screen: title and jackpot, reels, the member's bonus free spins, meters, controls,
 * paytable and round history.
 */
export function SlotGame({ token, game, balance, bonusSpins }: TSlotGameProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const machine = useSlotMachine({ token, game, balance, bonusSpins });
  const [isPaytableOpen, setIsPaytableOpen] = useState(false);
  const isExpired = machine.error instanceof ApiError && machine.error.code === "GAME_SESSION_EXPIRED";

  return (
    <div
      className={styles.page}
      data-testid="slot-page"
      data-rounds={machine.roundsPlayed}
      data-busy={machine.isBusy}
    >
      <SlotSymbolDefs />
      <header className={styles.top}>
        <div className={styles.titleBox}>
          <h1 className={isFramed ? "visually-hidden" : styles.title}>
            <bdi>{game.name}</bdi>
          </h1>
          <p className={styles.subtitle}>
            <bdi>{game.vendorName}</bdi> · {t(`slot_volatility_${game.volatility}`)}
          </p>
        </div>
        {game.jackpot !== null && (
          <div className={styles.jackpot} data-testid="slot-jackpot">
            <span>{t("slot_jackpot")}</span>
            <strong>{money.withSymbol(game.jackpot)}</strong>
          </div>
        )}
        <button
          type="button"
          className={styles.paytableButton}
          data-testid="slot-paytable-open"
          onClick={() => setIsPaytableOpen(true)}
        >
          {t("slot_paytable")}
        </button>
      </header>
      <div className={styles.table}>
        <div className={styles.stage}>
          <SlotReels game={game} view={machine.reels} />
          <SlotBanner freeSpins={machine.freeSpins} round={machine.round} money={money} />
        </div>
        <div className={styles.panel}>
          <BonusSpinsBanner
            pack={machine.bonusSpins}
            end={machine.bonusSpinsEnd}
            money={money}
            isDisabled={machine.isBusy || isAutoplayOn(machine.autoplay) || isExpired}
            onPlay={machine.playBonusSpin}
          />
          <div className={styles.meters}>
            <div className={styles.meter}>
              <span className={styles.meterLabel}>{t("slot_balance")}</span>
              <output className={styles.meterValue} data-testid="slot-balance" data-minor={machine.balance}>
                {money.withSymbol(machine.balance)}
              </output>
            </div>
            <div className={styles.meter}>
              <span className={styles.meterLabel}>{t("slot_last_win")}</span>
              <output
                className={`${styles.meterValue} ${machine.lastWin ? styles.won : ""}`}
                data-testid="slot-last-win"
                data-minor={machine.lastWin ?? 0}
              >
                {money.withSymbol(machine.lastWin ?? 0)}
              </output>
            </div>
          </div>
          {machine.error !== null && (
            <p className={styles.error} role="alert" data-testid="slot-error">
              {t(errorKeyOf(machine.error))}
            </p>
          )}
          {machine.bet ? (
            <SlotControls
              game={game}
              bet={machine.bet}
              money={money}
              isBusy={machine.isBusy}
              isLocked={isExpired}
              autoplay={machine.autoplay}
              onBet={machine.setBet}
              onSpin={machine.spin}
              onAutoplay={machine.startAutoplay}
              onStop={machine.stopAutoplay}
            />
          ) : (
            <p className={styles.error} role="alert">
              {t("err_bet_not_allowed")}
            </p>
          )}
          <SlotWinList game={game} spin={machine.reels.shown} money={money} />
        </div>
      </div>
      <SlotHistory token={token} money={money} />
      {isPaytableOpen && machine.bet && (
        <SlotPaytable game={game} bet={machine.bet} money={money} onClose={() => setIsPaytableOpen(false)} />
      )}
    </div>
  );
}
