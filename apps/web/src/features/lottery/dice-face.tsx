import styles from "./dice-face.module.css";

/** Pip positions on a 3×3 grid (0–8, row by row) for faces 1–6. */
const PIPS: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** A die showing `face`, named by its number for screen readers. */
export function DiceFace({ face, size = 26 }: { face: number; size?: number }) {
  const pips = PIPS[face] ?? [];
  return (
    <svg
      className={styles.die}
      width={size}
      height={size}
      viewBox="0 0 30 30"
      role="img"
      aria-label={String(face)}
    >
      <rect x="1" y="1" width="28" height="28" rx="6" className={styles.body} />
      {pips.map((pip) => (
        <circle
          key={pip}
          cx={7 + (pip % 3) * 8}
          cy={7 + Math.floor(pip / 3) * 8}
          r="2.6"
          className={face === 1 || face === 4 ? styles.red : styles.pip}
        />
      ))}
    </svg>
  );
}
