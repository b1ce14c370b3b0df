import styles from "./status-page.module.css";

const PATHS = {
  maintenance: "M14.7 6.3a4 4 0 0 0-5.4 5.4L4 17l3 3 5.3-5.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z",
  blocked: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8",
  offline: "M2 8.5a15 15 0 0 1 20 0M5 12a10.5 10.5 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01",
} as const;

/** The large round icon at the top of a status page. */
export function StatusArt({ kind }: { kind: keyof typeof PATHS }) {
  return (
    <div className={styles.art} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="42" height="42" aria-hidden="true">
        <path
          d={PATHS[kind]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
