import { useTranslation } from "react-i18next";
import styles from "./settings-page.module.css";

/** Up, down and remove for one row of an editable list (icon buttons with spoken names). */
export function RowOrderButtons(props: {
  position: number;
  count: number;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const n = props.position + 1;
  return (
    <div className={styles.rowButtons}>
      <button
        type="button"
        className="btn btn-small"
        aria-label={t("bo_settings_move_up", { n })}
        title={t("bo_settings_move_up", { n })}
        disabled={props.position === 0}
        onClick={() => props.onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn-small"
        aria-label={t("bo_settings_move_down", { n })}
        title={t("bo_settings_move_down", { n })}
        disabled={props.position === props.count - 1}
        onClick={() => props.onMove(1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="btn btn-small btn-danger"
        aria-label={t("bo_settings_remove_row", { n })}
        title={t("bo_settings_remove_row", { n })}
        onClick={props.onRemove}
      >
        ×
      </button>
    </div>
  );
}
