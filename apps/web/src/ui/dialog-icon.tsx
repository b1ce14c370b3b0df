import styles from "./dialog.module.css";
import type { TDialogIcon } from "./dialog-store.ts";

const PATHS: Record<TDialogIcon, string> = {
  info: "M12 8h.01M11 12h1v5h1",
  success: "M7 12.5l3.2 3.2L17 9",
  warning: "M12 8v5M12 16.5h.01",
  error: "M9 9l6 6M15 9l-6 6",
};

/** The round status icon of dialogs and pop-ups. */
export function DialogIcon({ icon, size = 44 }: { icon: TDialogIcon; size?: number }) {
  return (
    <svg className={styles[`icon-${icon}`]} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d={PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
