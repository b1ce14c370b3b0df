import type { ReactNode } from "react";
import styles from "./empty-state.module.css";

type TEmptyStateProps = { title: string; text?: string; children?: ReactNode };

/** An honest "nothing here yet" panel. */
export function EmptyState({ title, text, children }: TEmptyStateProps) {
  return (
    <div className={styles.empty} data-testid="empty-state">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" className={styles.art}>
        <rect
          x="10"
          y="16"
          width="44"
          height="34"
          rx="8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path d="M10 28h44M24 38h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
      {children}
    </div>
  );
}
