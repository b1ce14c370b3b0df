import type { TSlotGame } from "@orchid/contract/slots";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TMoneyFormat } from "../wallet/use-money.ts";
import { AUTOPLAY_ROUNDS, isAutoplayOn, type TAutoplay } from "./autoplay.ts";
import { stepBetPerLine, stepLines, type TSlotBet, totalBet } from "./bet-selection.ts";
import styles from "./slot-controls.module.css";

type TSlotControlsProps = {
  game: TSlotGame;
  bet: TSlotBet;
  money: TMoneyFormat;
  isBusy: boolean;
  isLocked: boolean;
  autoplay: TAutoplay;
  onBet: (bet: TSlotBet) => void;
  onSpin: () => void;
  onAutoplay: (rounds: number) => void;
  onStop: () => void;
};

/** Lines and line bet steppers, the total bet, the spin button and autoplay. */
export function SlotControls(props: TSlotControlsProps) {
  const { t } = useTranslation();
  const { game, bet, money, autoplay } = props;
  const [rounds, setRounds] = useState<number>(AUTOPLAY_ROUNDS[0]);
  const isAuto = isAutoplayOn(autoplay);
  const isFrozen = props.isBusy || isAuto || props.isLocked;

  return (
    <div className={styles.wrap}>
      <div className={styles.controls}>
        <Stepper
          label={t("slot_lines")}
          value={String(bet.lines)}
          testId="slot-lines"
          downLabel={t("slot_lines_down")}
          upLabel={t("slot_lines_up")}
          isDisabled={isFrozen}
          onDown={() => props.onBet(stepLines(game, bet, -1))}
          onUp={() => props.onBet(stepLines(game, bet, 1))}
        />
        <Stepper
          label={t("slot_bet_per_line")}
          value={money.plain(bet.betPerLine)}
          testId="slot-bet-per-line"
          downLabel={t("slot_bet_down")}
          upLabel={t("slot_bet_up")}
          isDisabled={isFrozen}
          onDown={() => props.onBet(stepBetPerLine(game, bet, -1))}
          onUp={() => props.onBet(stepBetPerLine(game, bet, 1))}
        />
        <div className={styles.total}>
          <span className={styles.label}>{t("slot_total_bet")}</span>
          <output className={styles.totalValue} data-testid="slot-total-bet">
            {money.withSymbol(totalBet(bet))}
          </output>
        </div>
        <button
          type="button"
          className={styles.spin}
          disabled={isFrozen}
          data-testid="slot-spin"
          aria-busy={props.isBusy}
          onClick={props.onSpin}
        >
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            <path
              d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{t("slot_spin")}</span>
        </button>
        <div className={styles.auto}>
          {isAuto ? (
            <button
              type="button"
              className={styles.stop}
              disabled={autoplay.isStopping}
              data-testid="slot-stop"
              onClick={props.onStop}
            >
              {autoplay.isStopping ? t("slot_stopping") : t("slot_stop_left", { left: autoplay.remaining })}
            </button>
          ) : (
            <>
              <label className={styles.autoSelect}>
                <span className="visually-hidden">{t("slot_autoplay_rounds_label")}</span>
                <select
                  value={rounds}
                  disabled={isFrozen}
                  data-testid="slot-autoplay-rounds"
                  onChange={(event) => setRounds(Number(event.target.value))}
                >
                  {AUTOPLAY_ROUNDS.map((option) => (
                    <option key={option} value={option}>
                      {t("slot_autoplay_rounds", { rounds: option })}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className={styles.autoButton}
                disabled={isFrozen}
                data-testid="slot-autoplay"
                onClick={() => props.onAutoplay(rounds)}
              >
                {t("slot_autoplay")}
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

type TStepperProps = {
  label: string;
  value: string;
  testId: string;
  downLabel: string;
  upLabel: string;
  isDisabled: boolean;
  onDown: () => void;
  onUp: () => void;
};

function Stepper(props: TStepperProps) {
  return (
    <div className={styles.stepper}>
      <span className={styles.label}>{props.label}</span>
      <div className={styles.stepperRow}>
        <button type="button" aria-label={props.downLabel} disabled={props.isDisabled} onClick={props.onDown}>
          −
        </button>
        <output data-testid={props.testId}>{props.value}</output>
        <button type="button" aria-label={props.upLabel} disabled={props.isDisabled} onClick={props.onUp}>
          +
        </button>
      </div>
    </div>
  );
}
