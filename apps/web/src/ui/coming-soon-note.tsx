import styles from "./page.module.css";

/** An honest note that a feature opens in a later release. */
export function ComingSoonNote({ text }: { text: string }) {
  return (
    <div className={styles.note} role="note">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <p>{text}</p>
    </div>
  );
}
