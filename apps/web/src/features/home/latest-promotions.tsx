import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import page from "../../ui/page.module.css";
import { useHomeNotice } from "../notices/use-home-notice.ts";
import { promoDetailPath } from "../promotions/promo-path.ts";
import styles from "./home-lists.module.css";

const SHOWN = 5;

/** The newest promotions, linking to their detail pages. */
export function LatestPromotions() {
  const { t } = useTranslation();
  const promotions = useHomeNotice().notice.promotion;
  return (
    <section className={page.card} aria-labelledby="home-promotions-title">
      <div className={styles.head}>
        <h2 id="home-promotions-title" className={page.sectionTitle}>
          {t("nav_promotions")}
        </h2>
        <Link to="/promotions" className={styles.more}>
          {t("view_all")}
        </Link>
      </div>
      {promotions.length === 0 ? (
        <p className={styles.empty}>{t("promotions_none")}</p>
      ) : (
        <ul className={styles.list}>
          {promotions.slice(0, SHOWN).map((promotion) => (
            <li key={promotion.id}>
              <Link to={promoDetailPath(promotion.id)} className={styles.row}>
                <span className={styles.badge}>{t("promotions_badge")}</span>
                <bdi className={styles.rowTitle}>{promotion.title}</bdi>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
