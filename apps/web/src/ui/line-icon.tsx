/** A 24×24 line icon drawn with the current text colour; `weight` is its stroke width. */
export function LineIcon({ d, size = 22, weight = 1.7 }: { d: string; size?: number; weight?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={weight}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
