import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "./settings-page.module.css";

/** The end of a settings form: any extra buttons, then Save (disabled while the change runs,
 * or while the form cannot be sent). */
export function SaveActions(props: { disabled: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      {props.children}
      <button type="submit" className="btn btn-primary" disabled={props.disabled}>
        {t("bo_settings_save")}
      </button>
    </div>
  );
}
