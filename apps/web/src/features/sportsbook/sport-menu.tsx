import type { TBookSection, TBookSport } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import styles from "./book.module.css";
import type { TSectionCounts } from "./section-counts.ts";
import { SportIcon } from "./sport-icon.tsx";

type TSportMenuProps = {
  sports: readonly TBookSport[];
  value: TBookSport;
  section: TBookSection;
  countsOf: (sport: TBookSport) => TSectionCounts | null;
  onChange: (sport: TBookSport) => void;
};

/** The hall's sports with how many events each has in the section shown, and how many in play. */
export function SportMenu({ sports, value, section, countsOf, onChange }: TSportMenuProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.sports} aria-label={t("sb_sports")}>
      {sports.map((sport) => {
        const counts = countsOf(sport);
        return (
          <button
            key={sport}
            type="button"
            className={styles.sport}
            aria-pressed={sport === value}
            data-sport={sport}
            data-testid="sb-sport"
            onClick={() => onChange(sport)}
          >
            <SportIcon sport={sport} />
            <span className={styles.sportName}>{t(`sb_sport_${sport}`)}</span>
            {counts && counts.live > 0 && section !== "live" && (
              <span className={styles.sportLive} title={t("sb_live_count", { count: counts.live })}>
                {counts.live}
              </span>
            )}
            {counts && <span className={styles.count}>{counts[section]}</span>}
          </button>
        );
      })}
    </nav>
  );
}
