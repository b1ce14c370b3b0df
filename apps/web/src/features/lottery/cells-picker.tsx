import { CellLabel } from "./cell-label.tsx";
import type { TCellRow, TPickerSpec } from "./picker-spec.ts";
import styles from "./pickers.module.css";

type TCellsPickerProps = {
  spec: Extract<TPickerSpec, { kind: "cells" }>;
  picks: readonly string[];
  onPicks: (picks: string[]) => void;
};

/** How wide a row's buttons are: ten to a line for 0–9 and 00–99, words and dice wider. */
function layoutOf(row: TCellRow): "ten" | "number" | "wide" {
  const first = row.cells[0]?.label;
  if (first?.kind === "dice") return first.faces.length === 1 ? "number" : "wide";
  if (first?.kind !== "text") return "wide";
  return row.cells.length % 10 === 0 ? "ten" : "number";
}

/** A grid of pick buttons: each pressed button is one pick; pressing it again takes it back. */
export function CellsPicker({ spec, picks, onPicks }: TCellsPickerProps) {
  const chosen = new Set(picks);
  function handleToggle(pick: string): void {
    onPicks(chosen.has(pick) ? picks.filter((item) => item !== pick) : [...picks, pick]);
  }
  return (
    <div className={styles.rows}>
      {spec.rows.map((row, index) => (
        <div key={row.label ? JSON.stringify(row.label) : index} className={styles.cellRow}>
          {row.label && (
            <span className={styles.rowLabel}>
              <CellLabel label={row.label} diceSize={18} />
            </span>
          )}
          <div className={styles.cells} data-layout={layoutOf(row)}>
            {row.cells.map((cell) => (
              <button
                key={cell.pick}
                type="button"
                className={styles.cell}
                aria-pressed={chosen.has(cell.pick)}
                data-testid="lottery-pick"
                data-pick={cell.pick}
                onClick={() => handleToggle(cell.pick)}
              >
                <CellLabel label={cell.label} />
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
