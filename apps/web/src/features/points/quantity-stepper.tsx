import { useState } from "react";
import { useTranslation } from "react-i18next";
import form from "../../ui/auth-form.module.css";
import { FormField } from "../../ui/form-field.tsx";
import styles from "./points.module.css";

type TQuantityStepperProps = {
  id: string;
  value: number;
  /** The largest quantity allowed (at least 1). */
  max: number;
  onChange: (value: number) => void;
  error?: string;
  hint?: string;
};

/** Keeps a typed or stepped quantity a whole number from 1 to `max`. */
function clamp(value: number, max: number): number {
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));
}

/**
 * A quantity from 1 to `max`: − and + buttons around a number input. A typed number is held
 * within the bounds at once; the field may be empty while typing (it shows the quantity again
 * when it loses focus).
 */
export function QuantityStepper({ id, value, max, onChange, error, hint }: TQuantityStepperProps) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? String(value);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");

  function step(next: number) {
    setText(null);
    onChange(clamp(next, max));
  }

  return (
    <FormField id={id} label={t("points_quantity")} error={error} isRequired>
      <div className={styles.stepper} data-invalid={Boolean(error)}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t("points_quantity_less")}
          aria-controls={id}
          disabled={value <= 1}
          data-testid={`${id}-less`}
          onClick={() => step(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className={styles.stepInput}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          value={shown}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy || undefined}
          data-testid={id}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, "");
            if (digits === "") return setText("");
            const next = clamp(Number(digits), max);
            setText(null);
            onChange(next);
          }}
          onBlur={() => setText(null)}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t("points_quantity_more")}
          aria-controls={id}
          disabled={value >= max}
          data-testid={`${id}-more`}
          onClick={() => step(value + 1)}
        >
          +
        </button>
      </div>
      {hint && (
        <span className={form.hint} id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </FormField>
  );
}
