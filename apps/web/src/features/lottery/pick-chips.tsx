import { useTranslation } from "react-i18next";
import styles from "./pickers.module.css";

/** The picks entered so far (typed numbers, ball sets), each removable. */
export function PickChips({
  picks,
  onPicks,
}: {
  picks: readonly string[];
  onPicks: (picks: string[]) => void;
}) {
  const { t } = useTranslation();
  if (picks.length === 0) return <p className={styles.hint}>{t("lott_picks_none")}</p>;
  return (
    <ul className={styles.chips} aria-label={t("lott_picks")}>
      {picks.map((pick) => (
        <li key={pick} className={styles.chip} data-testid="lottery-pick" data-pick={pick}>
          <span className={styles.chipText}>{pick}</span>
          <button
            type="button"
            className={styles.chipRemove}
            aria-label={t("lott_pick_remove", { pick })}
            onClick={() => onPicks(picks.filter((item) => item !== pick))}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
