import styles from "./round-arrow.module.css";

type TRoundArrowProps = {
  direction: "prev" | "next";
  label: string;
  testId: string;
  disabled?: boolean;
  onClick: () => void;
};

/** A round previous/next button; its chevron follows the page's reading direction. */
export function RoundArrow({ direction, label, testId, disabled, onClick }: TRoundArrowProps) {
  return (
    <button
      type="button"
      className={`${styles.arrow} ${styles[direction]}`}
      aria-label={label}
      disabled={disabled}
      data-testid={testId}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M14.5 6l-6 6 6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
