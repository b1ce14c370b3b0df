import { BOOK_SECTIONS, type TBookSection } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import styles from "./book.module.css";
import type { TSectionCounts } from "./section-counts.ts";

type TSectionTabsProps = {
  value: TBookSection;
  counts: TSectionCounts | null;
  onChange: (section: TBookSection) => void;
};

/** Live now, Today, Early, Outrights, each with how many events it holds. */
export function SectionTabs({ value, counts, onChange }: TSectionTabsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.tabs} role="tablist" aria-label={t("sb_sections")}>
      {BOOK_SECTIONS.map((section) => (
        <button
          key={section}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={section === value}
          data-section={section}
          data-testid="sb-section"
          onClick={() => onChange(section)}
        >
          {section === "live" && <span className={styles.liveDot} aria-hidden="true" />}
          {t(`sb_section_${section}`)}
          {counts && <span className={styles.count}>{counts[section]}</span>}
        </button>
      ))}
    </div>
  );
}
