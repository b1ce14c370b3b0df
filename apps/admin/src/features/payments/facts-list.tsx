import type { ReactNode } from "react";
import styles from "./payments.module.css";

/** Label / value pairs of an order's details; a missing value reads "—". */
export function FactsList(props: { facts: { label: string; value: ReactNode; isMono?: boolean }[] }) {
  return (
    <dl className={styles.facts}>
      {props.facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd className={fact.isMono ? "mono" : undefined}>{fact.value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
