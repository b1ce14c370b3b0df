import { useTranslation } from "react-i18next";
import styles from "./payments.module.css";

/** A quiet card in place of a queue's table: nothing found, or what to choose first. */
export function QueueNotice(props: { textKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="card">
      <p className={`muted ${styles.flat}`}>{t(props.textKey)}</p>
    </div>
  );
}
