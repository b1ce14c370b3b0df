import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import form from "../../ui/auth-form.module.css";
import buttons from "../../ui/button.module.css";
import { range } from "./pick-cells.ts";
import { PickChips } from "./pick-chips.tsx";
import type { TPickerSpec } from "./picker-spec.ts";
import styles from "./pickers.module.css";
import { withPicks } from "./with-picks.ts";

type TDigitsPickerProps = {
  spec: Extract<TPickerSpec, { kind: "digits" }>;
  picks: readonly string[];
  onPicks: (picks: string[]) => void;
};

const DIGITS = range(0, 9).map(String);

/**
 * Numbers of 3 or 4 digits: a wheel per digit to dial one number (with "R" for a roll where the
 * bet type offers it), or several typed at once ("1234 5678"); each added number is one pick.
 */
export function DigitsPicker({ spec, picks, onPicks }: TDigitsPickerProps) {
  const { t } = useTranslation();
  const symbols = spec.canRoll ? [...DIGITS, "R"] : DIGITS;
  const positions = range(0, spec.digits - 1);
  const [wheels, setWheels] = useState<string[]>(() => positions.map(() => "0"));
  const [typed, setTyped] = useState("");

  function handleTurn(position: number, step: number): void {
    setWheels((current) =>
      current.map((symbol, index) =>
        index === position
          ? (symbols[(symbols.indexOf(symbol) + step + symbols.length) % symbols.length] ?? "0")
          : symbol,
      ),
    );
  }

  function handleTyped(event: FormEvent): void {
    event.preventDefault();
    const numbers = typed
      .split(/[\s,;]+/)
      .map((pick) => pick.trim().toUpperCase())
      .filter(Boolean);
    if (numbers.length === 0) return;
    onPicks(withPicks(picks, numbers));
    setTyped("");
  }

  return (
    <div className={styles.picker}>
      <div className={styles.wheels}>
        {positions.map((position) => (
          <div key={position} className={styles.wheel}>
            <button
              type="button"
              className={styles.wheelTurn}
              aria-label={t("lott_digit_up", { n: position + 1 })}
              onClick={() => handleTurn(position, 1)}
            >
              ▲
            </button>
            <span className={styles.wheelValue} data-testid="lottery-wheel">
              {wheels[position]}
            </span>
            <button
              type="button"
              className={styles.wheelTurn}
              aria-label={t("lott_digit_down", { n: position + 1 })}
              onClick={() => handleTurn(position, -1)}
            >
              ▼
            </button>
          </div>
        ))}
        <button
          type="button"
          className={buttons.gold}
          data-testid="lottery-add-pick"
          onClick={() => onPicks(withPicks(picks, [wheels.join("")]))}
        >
          {t("lott_add_number")}
        </button>
      </div>
      <form className={form.row} onSubmit={handleTyped}>
        <input
          className={form.input}
          value={typed}
          inputMode={spec.canRoll ? "text" : "numeric"}
          autoComplete="off"
          maxLength={600}
          placeholder={t(spec.canRoll ? "lott_type_numbers_roll" : "lott_type_numbers", {
            digits: spec.digits,
          })}
          aria-label={t("lott_type_numbers", { digits: spec.digits })}
          data-testid="lottery-typed-picks"
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className={buttons.ghost}>
          {t("lott_add")}
        </button>
      </form>
      <PickChips picks={picks} onPicks={onPicks} />
    </div>
  );
}
