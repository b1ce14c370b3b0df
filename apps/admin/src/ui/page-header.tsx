import type { ReactNode } from "react";
import styles from "./page-header.module.css";

/** A screen's title row, with its actions at the end. */
export function PageHeader(props: { title: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1>{props.title}</h1>
      {props.children && <div className={styles.actions}>{props.children}</div>}
    </header>
  );
}
