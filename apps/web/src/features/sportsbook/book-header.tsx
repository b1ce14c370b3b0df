import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import page from "../../ui/page.module.css";
import styles from "./book.module.css";
import { OddsFormatSelect } from "./odds-format-select.tsx";

type TBookHeaderProps = {
  title: string;
  icon?: ReactNode;
  /** A way back (to the board an event or list was opened from). */
  back?: { to: string; label: string };
  /** Whether the odds format choice shows (pages with prices). */
  hasOddsFormat?: boolean;
};

/** A book page's head: its title, my bets and results, and the odds format. */
export function BookHeader({ title, icon, back, hasOddsFormat = true }: TBookHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      <div className={styles.headerTitle}>
        {back && (
          <Link className={styles.back} to={back.to}>
            {back.label}
          </Link>
        )}
        <h1 className={`${page.title} ${styles.title}`}>
          {icon}
          {title}
        </h1>
      </div>
      <div className={styles.headerActions}>
        <NavLink className={styles.headerLink} to="/sports/bets" data-testid="sb-my-bets-link">
          {t("sb_my_bets")}
        </NavLink>
        <NavLink className={styles.headerLink} to="/sports/results" data-testid="sb-results-link">
          {t("sb_results")}
        </NavLink>
        {hasOddsFormat && <OddsFormatSelect />}
      </div>
    </div>
  );
}
