import { useTranslation } from "react-i18next";
import styles from "./lottery.module.css";
import type { TResultDraft, TResultShape } from "./result-draft.ts";

/** One input per number of every prize, each as wide as its digits, in the sheet's order. */
export function ResultSheetFields(props: {
  shape: TResultShape;
  draft: TResultDraft;
  onChange: (draft: TResultDraft) => void;
}) {
  const { t } = useTranslation();
  const { shape, draft } = props;

  function setNumber(key: string, index: number, value: string) {
    const numbers = [...(draft[key] ?? [])];
    numbers[index] = value.replace(/\D/g, "");
    props.onChange({ ...draft, [key]: numbers });
  }

  return (
    <div className={styles.resultGrid}>
      {shape.prizes.map((prize) => {
        const name = prize.labelKey ? t(prize.labelKey) : prize.label;
        return (
          <fieldset key={prize.key} className={styles.prize}>
            <legend>
              {t("bo_lottery_prize_shape", { prize: name, count: prize.count, digits: prize.digits })}
            </legend>
            <div className={styles.numbers}>
              {(draft[prize.key] ?? []).map((number, index) => (
                <input
                  // biome-ignore lint/suspicious/noArrayIndexKey: a prize's numbers are fixed slots
                  key={index}
                  className="input"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={prize.digits}
                  value={number}
                  aria-label={t("bo_lottery_prize_number", { prize: name, n: index + 1 })}
                  onChange={(event) => setNumber(prize.key, index, event.target.value)}
                  data-testid={`lottery-result-${prize.key}-${index}`}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
