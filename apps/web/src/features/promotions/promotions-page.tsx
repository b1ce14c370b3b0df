import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../ui/empty-state.tsx";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { useHomeNotice } from "../notices/use-home-notice.ts";
import { RaffleSection } from "../raffle/raffle-section.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { JoinBonuses } from "./join-bonuses.tsx";
import { promoDetailPath } from "./promo-path.ts";
import styles from "./promotions.module.css";

/**
 * `/promotions`: for a logged-in real member, bonuses to join now and the red-envelope raffles;
 * then the merchant's promotions.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const { notice, isPending } = useHomeNotice();
  useDocumentTitle(t("nav_promotions"));
  return (
    <div className={page.page} data-testid="promotions-page">
      <h1 className={page.title}>{t("nav_promotions")}</h1>
      <JoinBonuses />
      <RaffleSection />
      {!isPending && notice.promotion.length === 0 ? (
        <EmptyState title={t("promotions_none")} />
      ) : (
        <ul className={styles.grid}>
          {notice.promotion.map((promotion) => (
            <li key={promotion.id} className={styles.card}>
              <span className={styles.badge}>{t("promotions_badge")}</span>
              <h2 className={styles.title}>{promotion.title}</h2>
              <time className={styles.time} dateTime={new Date(promotion.time).toISOString()}>
                {formatZonedDateTime(new Date(promotion.time), timeZone).slice(0, 10)}
              </time>
              <Link to={promoDetailPath(promotion.id)} className={styles.more}>
                {t("promotions_details")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
