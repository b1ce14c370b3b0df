import type { ReactNode } from "react";
import styles from "./dashboard-page.module.css";

/** One figure of the dashboard: its label, the value and, below, an optional chart or note. */
export function StatCard(props: { label: string; value: string; children?: ReactNode; testId?: string }) {
  return (
    <section className={`card ${styles.stat}`} data-testid={props.testId}>
      <h3 className={styles.statLabel}>{props.label}</h3>
      <p className={styles.statValue}>{props.value}</p>
      {props.children}
    </section>
  );
}
