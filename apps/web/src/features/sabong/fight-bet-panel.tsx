import type { TFight, TFightSide } from "@orchid/contract/sabong";
import { FIGHT_SIDES } from "@orchid/contract/sabong";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocaleTag } from "../../i18n/use-locale-tag.ts";
import { useAppStore } from "../../store/app-store.ts";
import form from "../../ui/auth-form.module.css";
import buttons from "../../ui/button.module.css";
import { FormField } from "../../ui/form-field.tsx";
import { checkAmount } from "../wallet/check-amount.ts";
import { amountInputText } from "../wallet/parse-amount.ts";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./fight-bet-panel.module.css";
import { SIDE_KEYS, takesBets } from "./fight-look.ts";
import { potentialReturn } from "./fight-return.ts";
import { formatDrawOdds, formatPer100 } from "./per-100.ts";
import { chipLabel, stakeChips } from "./stake-chips.ts";
import { usePlaceFightBet } from "./use-place-fight-bet.ts";

/** The trial account type: its play credit is no stake for real pools. */
const TRIAL_ACCOUNT = 4;

type TFightBetPanelProps = {
  fight: TFight | null;
  minStake: number;
  maxStake: number;
  onFightClosed: () => void;
};

/**
 * Betting on the fight on now: Meron, Draw or Wala (each with its payout per 100 or odds), the
 * stake in money with one-tap stakes and the merchant's limits, what the bet would return (fixed
 * for a draw, an estimate at the current pools for a side), and placing it. Visitors see it all
 * and are asked to log in when they bet.
 */
export function FightBetPanel({ fight, minStake, maxStake, onFightClosed }: TFightBetPanelProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const localeTag = useLocaleTag();
  const isTrial = useAppStore((state) => state.user?.accountType === TRIAL_ACCOUNT);
  const [side, setSide] = useState<TFightSide | null>(null);
  const [stakeText, setStakeText] = useState(() => amountInputText(Math.max(minStake, 1)));
  const bet = usePlaceFightBet(onFightClosed);
  const isOpen = fight !== null && takesBets(fight.state);
  const stake = checkAmount(stakeText, { min: minStake, max: maxStake });
  const stakeError =
    stake.problem === null ? null : t(stake.problem, { amount: money.withSymbol(stake.bound ?? 0) });
  const steps = stakeChips(minStake, maxStake);
  const shown = fight && side ? potentialReturn(fight, side, stake.minor) : null;

  function sideFigure(item: TFightSide): string {
    if (!fight) return "—";
    return item === "draw"
      ? formatDrawOdds(fight.drawOdds)
      : formatPer100(fight.payoutPer100[item], localeTag);
  }

  async function handlePlace(): Promise<void> {
    if (!fight || !side || stake.minor === null) return;
    await bet.place(fight.id, side, stake.minor);
  }

  // Closed: this fight takes no more bets; ended (a result or cancelled): the next one will.
  const blocker =
    fight === null || (fight.state !== "closed" && !isOpen)
      ? t("sabong_no_betting")
      : isOpen
        ? null
        : t("sabong_betting_closed");

  return (
    <section className={styles.panel} aria-labelledby="sabong-bet-title" data-testid="sabong-bet-panel">
      <h2 id="sabong-bet-title" className={styles.title}>
        {fight && (isOpen || fight.state === "closed")
          ? t("sabong_bet_title_fight", { n: fight.fightNo })
          : t("sabong_bet_title")}
      </h2>
      <fieldset className={styles.sides} disabled={!isOpen}>
        <legend className={styles.legend}>{t("sabong_choose_side")}</legend>
        {FIGHT_SIDES.map((item) => (
          <button
            key={item}
            type="button"
            className={`${styles.side} ${styles[item]}`}
            aria-pressed={item === side}
            data-testid="sabong-side"
            data-side={item}
            onClick={() => {
              setSide(item);
              bet.dismiss();
            }}
          >
            <span className={styles.sideName}>{t(SIDE_KEYS[item])}</span>
            <span className={styles.sideFigure}>{sideFigure(item)}</span>
          </button>
        ))}
      </fieldset>
      <FormField id="sabong-stake" label={t("sabong_stake")} error={stakeError}>
        <span className={form.hint} id="sabong-stake-hint">
          {t("sabong_stake_limits", { min: money.withSymbol(minStake), max: money.withSymbol(maxStake) })}
        </span>
        <input
          id="sabong-stake"
          className={form.input}
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          placeholder="0.00"
          value={stakeText}
          aria-invalid={Boolean(stakeError)}
          aria-describedby={stakeError ? "sabong-stake-hint sabong-stake-error" : "sabong-stake-hint"}
          data-testid="sabong-stake"
          onChange={(event) => {
            setStakeText(event.target.value);
            bet.dismiss();
          }}
        />
        <div className={styles.chips}>
          {steps.map((amount) => (
            <button
              key={amount}
              type="button"
              className={styles.chip}
              aria-pressed={stake.minor === amount}
              data-testid="sabong-stake-chip"
              onClick={() => {
                setStakeText(amountInputText(amount));
                bet.dismiss();
              }}
            >
              {chipLabel(amount, localeTag)}
            </button>
          ))}
        </div>
      </FormField>
      {fight && side && <ReturnBox fight={fight} side={side} shown={shown} localeTag={localeTag} />}
      {isTrial && !bet.problem && <p className={styles.note}>{t("in_need_true_account")}</p>}
      {blocker && (
        <p className={styles.note} data-testid="sabong-bet-blocker">
          {blocker}
        </p>
      )}
      <button
        type="button"
        className={`${buttons.gold} ${styles.place}`}
        disabled={!isOpen || side === null || stake.minor === null || bet.isPlacing}
        data-testid="sabong-place"
        onClick={() => void handlePlace()}
      >
        {bet.isPlacing
          ? t("sabong_placing")
          : !isOpen
            ? t("sabong_state_closed")
            : side && stake.minor !== null
              ? t("sabong_place_bet", { amount: money.withSymbol(stake.minor), side: t(SIDE_KEYS[side]) })
              : t("sabong_choose_side_first")}
      </button>
      {bet.problem && (
        <p className={form.formError} role="alert" data-testid="sabong-bet-problem">
          {bet.problem}
        </p>
      )}
      {bet.placed && (
        <div
          className={styles.placed}
          role="status"
          data-testid="sabong-bet-placed"
          data-bet-id={bet.placed.id}
        >
          <p>
            {t("sabong_placed", {
              id: bet.placed.id,
              side: t(SIDE_KEYS[bet.placed.side]),
              amount: money.withSymbol(bet.placed.stake),
              n: bet.placed.fightNo,
            })}
          </p>
          <button type="button" className={styles.linkButton} onClick={bet.dismiss}>
            {t("sabong_dismiss")}
          </button>
        </div>
      )}
    </section>
  );
}

function ReturnBox(props: {
  fight: TFight;
  side: TFightSide;
  shown: ReturnType<typeof potentialReturn>;
  localeTag: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { fight, side, shown } = props;
  if (side === "draw") {
    return (
      <div className={styles.returnBox} data-testid="sabong-return" data-kind="fixed">
        <p className={styles.returnLabel}>{t("sabong_draw_return_label")}</p>
        <p className={styles.returnValue} data-minor={shown?.minor ?? ""}>
          {shown ? money.withSymbol(shown.minor) : "—"}
        </p>
        <p className={styles.returnNote}>
          {t("sabong_draw_return_note", { odds: formatDrawOdds(fight.drawOdds) })}
        </p>
      </div>
    );
  }
  const per100 = fight.payoutPer100[side];
  return (
    <div className={styles.returnBox} data-testid="sabong-return" data-kind="estimate">
      <p className={styles.returnLabel}>{t("sabong_estimate_label")}</p>
      <p className={styles.returnValue} data-minor={shown?.minor ?? ""}>
        <span>{shown ? `≈ ${money.withSymbol(shown.minor)}` : "—"}</span>
        <span className={styles.estimateTag}>{t("sabong_estimate_tag")}</span>
      </p>
      <p className={styles.returnNote}>
        {per100 === null
          ? t("sabong_estimate_none", { side: t(SIDE_KEYS[side]) })
          : t("sabong_estimate_note", { per100: formatPer100(per100, props.localeTag) })}
      </p>
    </div>
  );
}
