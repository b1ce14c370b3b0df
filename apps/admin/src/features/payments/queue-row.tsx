import type { MouseEvent, ReactNode } from "react";
import styles from "./payments.module.css";

/**
 * A queue row whose first cell is the order number. The order number is the button that opens
 * the details (keyboard and screen readers); a click anywhere else on the row does the same,
 * except on links and controls inside it.
 */
export function QueueRow(props: {
  testId: string;
  label: string;
  isOpen: boolean;
  detailsId: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  function handleRowClick(event: MouseEvent) {
    if ((event.target as HTMLElement).closest("a, button, input, select, textarea")) return;
    props.onToggle();
  }

  return (
    // The row click is a pointer shortcut; the button in the first cell is the accessible control.
    <tr
      className={props.isOpen ? `${styles.queueRow} ${styles.open}` : styles.queueRow}
      onClick={handleRowClick}
      data-testid={props.testId}
    >
      <td>
        <button
          type="button"
          className={styles.orderButton}
          aria-expanded={props.isOpen}
          aria-controls={props.isOpen ? props.detailsId : undefined}
          onClick={props.onToggle}
        >
          <span aria-hidden="true" className={styles.chevron}>
            {props.isOpen ? "▾" : "▸"}
          </span>
          <span className="mono">{props.label}</span>
        </button>
      </td>
      {props.children}
    </tr>
  );
}
