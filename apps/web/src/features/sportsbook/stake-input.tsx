import { useTranslation } from "react-i18next";
import { parseAmount } from "../wallet/parse-amount.ts";
import styles from "./slip.module.css";

type TStakeInputProps = {
  value: string;
  /** What the stake is for, for screen readers ("Stake: Glimmerford Town"). */
  label: string;
  onChange: (text: string) => void;
  testId: string;
};

/** A stake typed in money as the site shows it ("10", "12.50"); a malformed one is marked. */
export function StakeInput({ value, label, onChange, testId }: TStakeInputProps) {
  const { t } = useTranslation();
  const problem = value.trim() ? parseAmount(value).problem : null;
  return (
    <span className={styles.stake}>
      <input
        className={styles.stakeInput}
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        placeholder={t("sb_stake")}
        aria-label={label}
        aria-invalid={problem !== null}
        title={problem ? t(problem) : undefined}
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
