import { ESPORTS_TITLES, type TBookSection, type TEsportsTitle } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import styles from "./book.module.css";
import type { TSectionCounts } from "./section-counts.ts";

type TTitleTabsProps = {
  value: TEsportsTitle | null;
  section: TBookSection;
  countsOf: (title: TEsportsTitle | null) => TSectionCounts | null;
  onChange: (title: TEsportsTitle | null) => void;
};

/** Esports titles: all, LoL, Dota 2, CS2, Valorant, each with its events in the section shown. */
export function TitleTabs({ value, section, countsOf, onChange }: TTitleTabsProps) {
  const { t } = useTranslation();
  const titles: (TEsportsTitle | null)[] = [null, ...ESPORTS_TITLES];
  return (
    <div className={styles.chips} role="tablist" aria-label={t("sb_titles")}>
      {titles.map((title) => {
        const count = countsOf(title)?.[section];
        return (
          <button
            key={title ?? "all"}
            type="button"
            role="tab"
            className={styles.chip}
            aria-selected={title === value}
            data-title={title ?? "all"}
            data-testid="sb-title"
            onClick={() => onChange(title)}
          >
            {title ? t(`sb_title_${title}`) : t("sb_title_all")}
            {count !== undefined && <span className={styles.count}>{count}</span>}
          </button>
        );
      })}
    </div>
  );
}
