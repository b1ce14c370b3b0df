import type { TPromotionState } from "@orchid/contract/applications";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../ui/empty-state.tsx";
import page from "../../ui/page.module.css";
import { usePromotionStates } from "../applications/application-queries.ts";
import { MyApplications } from "../applications/my-applications.tsx";
import { PromotionStateBadge } from "../applications/promotion-state-badge.tsx";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { useHomeNotice } from "../notices/use-home-notice.ts";
import { RaffleSection } from "../raffle/raffle-section.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { JoinBonuses } from "./join-bonuses.tsx";
import { promoDetailPath } from "./promo-path.ts";
import styles from "./promotions.module.css";

/**
 * `/promotions`: for a logged-in real member, bonuses to join now and the red-envelope raffles;
 * then the merchant's promotions (with the member's state of each) and the member's applications.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const { notice, isPending } = useHomeNotice();
  const states = usePromotionStates();
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
            <li key={promotion.id} className={styles.card} data-testid={`promotion-${promotion.id}`}>
              <PromotionBadges state={states.stateOf(promotion.id)} id={promotion.id} />
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
      <MyApplications />
    </div>
  );
}

/** The card's "Promo" badge and, for a real member, the promotion's state (join, applying, …). */
function PromotionBadges({ state, id }: { state: TPromotionState | undefined; id: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.badges}>
      <span className={styles.badge}>{t("promotions_badge")}</span>
      {state && <PromotionStateBadge state={state} testId={`promotion-${id}-state`} />}
    </div>
  );
}
