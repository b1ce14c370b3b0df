import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import page from "../../ui/page.module.css";
import { GAME_CATEGORIES } from "../navigation/game-categories.ts";
import { NavIcon } from "../navigation/nav-icon.tsx";
import styles from "./category-grid.module.css";

/** Tiles leading to each game category's lobby. */
export function CategoryGrid() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-categories-title">
      <h2 id="home-categories-title" className={page.sectionTitle}>
        {t("home_categories")}
      </h2>
      <ul className={styles.grid}>
        {GAME_CATEGORIES.map((category) => (
          <li key={category.id}>
            <Link to={category.path} className={styles.tile} data-category={category.id}>
              <span className={styles.icon}>
                <NavIcon name={category.id} size={30} />
              </span>
              <span className={styles.label}>{t(category.labelKey)}</span>
              <span className={styles.hint}>{t(`home_category_hint_${category.id.toLowerCase()}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
