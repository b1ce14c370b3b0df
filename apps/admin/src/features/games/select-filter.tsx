import { useTranslation } from "react-i18next";
import styles from "./games.module.css";

/** A labelled select whose first choice is "All" (no filter). */
export function SelectFilter(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <label className={styles.filter}>
      <span>{props.label}</span>
      <select
        className="select"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid={props.testId}
      >
        <option value="">{t("bo_queue_all")}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
