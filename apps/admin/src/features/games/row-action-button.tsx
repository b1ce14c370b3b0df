import type { ComponentProps } from "react";
import styles from "./games.module.css";

/** A games table row's action: a small button in the row's last cell, at the end. */
export function RowActionButton(
  props: Omit<ComponentProps<"button">, "type" | "className"> & { testId: string },
) {
  const { testId, ...button } = props;
  return (
    <td>
      <div className={styles.actions}>
        <button type="button" className="btn btn-small" data-testid={testId} {...button} />
      </div>
    </td>
  );
}
