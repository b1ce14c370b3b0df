import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useHomeNotice } from "../notices/use-home-notice.ts";
import { promoDetailPath } from "../promotions/promo-path.ts";
import { HomeListCard } from "./home-list-card.tsx";
import styles from "./home-lists.module.css";

const SHOWN = 5;

/** The newest promotions, linking to their detail pages. */
export function LatestPromotions() {
  const { t } = useTranslation();
  const promotions = useHomeNotice().notice.promotion;
  return (
    <HomeListCard
      titleId="home-promotions-title"
      title={t("nav_promotions")}
      more={{ to: "/promotions", label: t("view_all") }}
      emptyText={t("promotions_none")}
      items={promotions.slice(0, SHOWN).map((promotion) => (
        <li key={promotion.id}>
          <Link to={promoDetailPath(promotion.id)} className={styles.row}>
            <span className={styles.badge}>{t("promotions_badge")}</span>
            <bdi className={styles.rowTitle}>{promotion.title}</bdi>
          </Link>
        </li>
      ))}
    />
  );
}
