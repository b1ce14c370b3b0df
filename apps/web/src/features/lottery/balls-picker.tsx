import { useState } from "react";
import { useTranslation } from "react-i18next";
import buttons from "../../ui/button.module.css";
import { padded, range } from "./pick-cells.ts";
import { PickChips } from "./pick-chips.tsx";
import type { TPickerSpec } from "./picker-spec.ts";
import styles from "./pickers.module.css";
import { withPicks } from "./with-picks.ts";

type TBallsPickerProps = {
  spec: Extract<TPickerSpec, { kind: "balls" }>;
  picks: readonly string[];
  onPicks: (picks: string[]) => void;
  size: number;
  onSize: (size: number) => void;
};

/**
 * 11x5 sets: choose `size` different balls (in drawing order for a straight bet, numbered as
 * chosen), then add them as one pick; any-N first asks how many balls.
 */
export function BallsPicker({ spec, picks, onPicks, size, onSize }: TBallsPickerProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const isFull = chosen.length >= size;

  function handleBall(ball: number): void {
    if (chosen.includes(ball)) setChosen(chosen.filter((item) => item !== ball));
    else if (!isFull) setChosen([...chosen, ball]);
  }

  function handleAdd(): void {
    const balls = spec.isOrdered ? chosen : [...chosen].sort((a, b) => a - b);
    onPicks(withPicks(picks, [spec.pickOf(balls, size)]));
    setChosen([]);
  }

  return (
    <div className={styles.picker}>
      {spec.sizes.length > 1 && (
        <fieldset className={styles.sizes} aria-label={t("lott_ball_count")}>
          {spec.sizes.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.size}
              aria-pressed={option === size}
              onClick={() => {
                onSize(option);
                setChosen([]);
              }}
            >
              {t("lott_pays_any", { n: option })}
            </button>
          ))}
        </fieldset>
      )}
      <p className={styles.hint}>
        {t(spec.isOrdered ? "lott_choose_balls_ordered" : "lott_choose_balls", { count: size })}
      </p>
      <div className={styles.cells} data-layout="number">
        {range(1, spec.highest).map((ball) => {
          const order = chosen.indexOf(ball);
          return (
            <button
              key={ball}
              type="button"
              className={styles.cell}
              aria-pressed={order !== -1}
              disabled={order === -1 && isFull}
              data-testid="lottery-ball"
              data-ball={ball}
              onClick={() => handleBall(ball)}
            >
              {padded(ball, 2)}
              {spec.isOrdered && order !== -1 && <span className={styles.order}>{order + 1}</span>}
            </button>
          );
        })}
      </div>
      <button
        type="button"
        className={buttons.gold}
        disabled={!isFull}
        data-testid="lottery-add-pick"
        onClick={handleAdd}
      >
        {t("lott_add_set")}
      </button>
      <PickChips picks={picks} onPicks={onPicks} />
    </div>
  );
}
