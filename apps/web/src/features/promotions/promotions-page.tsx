import type { TPromotionState } from "@orchid/contract/applications";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../ui/empty-state.tsx";
import page from "../../ui/page.module.css";
import { usePromotionStates } from "../applications/application-queries.ts";
import { stateBeforeApplying } from "../applications/application-state.ts";
import { MyApplications } from "../applications/my-applications.tsx";
import { PromotionStateBadge } from "../applications/promotion-state-badge.tsx";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { openRewardCentre } from "../missions/mission-card.tsx";
import { useNow } from "../missions/use-now.ts";
import { useHomeNotice } from "../notices/use-home-notice.ts";
import { RaffleSection } from "../raffle/raffle-section.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { JoinBonuses } from "./join-bonuses.tsx";
import { promoDetailPath } from "./promo-path.ts";
import { PromotionWindowLines } from "./promotion-window-lines.tsx";
import styles from "./promotions.module.css";

/**
 * `/promotions`: for a logged-in real member, bonuses to join now and the red-envelope raffles;
 * then the merchant's promotions (their sign-up window and event, and the member's state of
 * each) and the member's applications.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const { notice, isPending } = useHomeNotice();
  const states = usePromotionStates();
  // Moves a card from "coming soon" to "join" to "registration closed" while the page shows.
  const now = useNow();
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
          {notice.promotion.map((promotion) => {
            const state = states.isRealMember
              ? states.stateOf(promotion, now)
              : windowOnlyState(stateBeforeApplying(promotion, now));
            return (
              <li
                key={promotion.id}
                className={styles.card}
                data-testid={`promotion-${promotion.id}`}
                data-state={state}
              >
                <PromotionBadges state={state} id={promotion.id} />
                <h2 className={styles.title}>{promotion.title}</h2>
                <time className={styles.time} dateTime={new Date(promotion.time).toISOString()}>
                  {formatZonedDateTime(new Date(promotion.time), timeZone).slice(0, 10)}
                </time>
                <PromotionWindowLines promotion={promotion} testId={`promotion-${promotion.id}-windows`} />
                {state === "claim_payout" && (
                  <button
                    type="button"
                    className={styles.claim}
                    data-testid={`promotion-${promotion.id}-claim`}
                    onClick={openRewardCentre}
                  >
                    {t("promotion_claim_in_rewards")}
                  </button>
                )}
                <Link to={promoDetailPath(promotion.id)} className={styles.more}>
                  {t("promotions_details")}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <MyApplications />
    </div>
  );
}

/**
 * What a visitor or a trial account sees of the state: only whether sign-up has not opened or has
 * closed ("join" and the application states are a real member's).
 */
function windowOnlyState(state: TPromotionState): TPromotionState | undefined {
  return state === "join" ? undefined : state;
}

/**
 * The card's "Promo" badge and the promotion's state: a real member's (join, applying, …), or for
 * anyone else whether sign-up has not opened or has closed.
 */
function PromotionBadges({ state, id }: { state: TPromotionState | undefined; id: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.badges}>
      <span className={styles.badge}>{t("promotions_badge")}</span>
      {state && <PromotionStateBadge state={state} testId={`promotion-${id}-state`} />}
    </div>
  );
}
