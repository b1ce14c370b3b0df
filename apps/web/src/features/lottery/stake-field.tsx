import type { TLotteryBetType } from "@orchid/contract/lottery";
import { useTranslation } from "react-i18next";
import form from "../../ui/auth-form.module.css";
import { FormField } from "../../ui/form-field.tsx";
import { amountInputText } from "../wallet/parse-amount.ts";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./bet-panel.module.css";

type TStakeFieldProps = {
  betType: TLotteryBetType;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
};

/** Multiples of the least stake offered as one-tap stakes, while within the bet type's limit. */
const STAKE_STEPS = [1, 2, 5, 10, 50];

/** The stake per line, typed in money as the rest of the site shows it, with one-tap stakes. */
export function StakeField({ betType, value, onChange, error }: TStakeFieldProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const least = Math.max(betType.minStake, 1);
  const steps = STAKE_STEPS.map((step) => step * least).filter((stake) => stake <= betType.maxStake);
  return (
    <FormField id="lottery-stake" label={t("lott_stake_per_line")} error={error}>
      <span className={form.hint} id="lottery-stake-hint">
        {t("lott_stake_limits", {
          min: money.withSymbol(betType.minStake),
          max: money.withSymbol(betType.maxStake),
        })}
      </span>
      <input
        id="lottery-stake"
        className={form.input}
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        placeholder="0.00"
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? "lottery-stake-hint lottery-stake-error" : "lottery-stake-hint"}
        data-testid="lottery-stake"
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={styles.stakeSteps}>
        {steps.map((stake) => (
          <button
            key={stake}
            type="button"
            className={styles.stakeStep}
            aria-pressed={value === amountInputText(stake)}
            onClick={() => onChange(amountInputText(stake))}
          >
            {money.plain(stake)}
          </button>
        ))}
      </div>
    </FormField>
  );
}
