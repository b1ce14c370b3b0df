import { useTranslation } from "react-i18next";
import styles from "./results-notice.module.css";

/** A quiet card in place of a list's table: nothing found, or what to choose first. */
export function ResultsNotice(props: { textKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="card">
      <p className={`muted ${styles.flat}`}>{t(props.textKey)}</p>
    </div>
  );
}
