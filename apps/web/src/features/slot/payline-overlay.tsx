import type { TSlotLineWin } from "@orchid/contract/slots";
import styles from "./slot-reels.module.css";

const LINE_COLOURS = ["#ffd24d", "#ff5c8a", "#4dd8ff", "#7dff8a", "#c58bff", "#ff9f43"];

/** The winning paylines drawn over the reels, through the cells each one paid on. */
export function PaylineOverlay({ paylines, wins }: { paylines: number[][]; wins: TSlotLineWin[] }) {
  if (wins.length === 0) return null;
  return (
    <svg className={styles.lines} viewBox="0 0 5 3" preserveAspectRatio="none" aria-hidden="true">
      {wins.map((win, index) => {
        const rows = paylines[win.line - 1] ?? [];
        const points = rows.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(" ");
        return (
          <polyline
            key={win.line}
            points={points}
            fill="none"
            stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
            className={styles.line}
            data-testid="slot-win-line"
          />
        );
      })}
    </svg>
  );
}
