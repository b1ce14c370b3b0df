import type { CSSProperties } from "react";
import styles from "./jackpot-counter.module.css";

/** One digit column: a strip of 0–9 moved by a CSS transform, so changes roll. */
export function RollingDigit({ value, digits }: { value: number; digits: readonly string[] }) {
  return (
    <span className={styles.digit} aria-hidden="true">
      <span className={styles.strip} style={{ "--digit": value } as CSSProperties}>
        {digits.map((glyph) => (
          <span key={glyph} className={styles.glyph}>
            {glyph}
          </span>
        ))}
      </span>
    </span>
  );
}
