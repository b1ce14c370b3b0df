import type { TApplication } from "@orchid/contract/applications";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import page from "../../ui/page.module.css";
import { Pager } from "../../ui/pager.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { openRewardCentre } from "../missions/mission-card.tsx";
import { rewardValueText } from "../missions/mission-format.ts";
import { useIsRealMember } from "../missions/mission-queries.ts";
import { type TMissionFormatHook, useMissionFormat } from "../missions/use-mission-format.ts";
import { promoDetailPath } from "../promotions/promo-path.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useMyApplications } from "./application-queries.ts";
import styles from "./applications.module.css";
import { PromotionStateBadge } from "./promotion-state-badge.tsx";

/** "My applications" on the promotions page: a logged-in real member's applications, when any. */
export function MyApplications() {
  return useIsRealMember() ? <MyApplicationList /> : null;
}

function MyApplicationList() {
  const { t } = useTranslation();
  const format = useMissionFormat();
  const [pageNumber, setPageNumber] = useState(1);
  const query = useMyApplications(pageNumber);
  const data = query.data;
  if (!data) {
    if (!query.error) return null;
    return (
      <section className={styles.section} aria-labelledby="my-applications-title">
        <h2 className={page.sectionTitle} id="my-applications-title">
          {t("application_mine_title")}
        </h2>
        <QueryProblem error={query.error} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  if (data.total === 0) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby="my-applications-title"
      aria-busy={query.isFetching}
      data-testid="my-applications"
    >
      <h2 className={page.sectionTitle} id="my-applications-title">
        {t("application_mine_title")}
      </h2>
      <ul className={styles.list}>
        {data.rows.map((application) => (
          <ApplicationCard key={application.id} application={application} format={format} />
        ))}
      </ul>
      <Pager
        page={data.page}
        totalPages={data.totalPages}
        onPage={setPageNumber}
        testId="my-applications-pager"
      />
    </section>
  );
}

type TApplicationCardProps = { application: TApplication; format: TMissionFormatHook };

/**
 * One application: the promotion's title and state, when it was filed and reviewed, reward and
 * note; while its reward waits in the reward centre, a way there.
 */
function ApplicationCard({ application, format }: TApplicationCardProps) {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const dateOf = (at: string) => <time dateTime={at}>{formatZonedDateTime(new Date(at), timeZone)}</time>;
  const { id, reward, rewardUnit } = application;
  const rewardText =
    reward !== null && rewardUnit !== null ? rewardValueText(reward, rewardUnit, format) : "";
  return (
    <li className={styles.item} data-testid={`application-${id}`} data-state={application.promotionState}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>
          <Link to={promoDetailPath(application.noticeId)} className={styles.itemLink}>
            <bdi>{application.title}</bdi>
          </Link>
        </h3>
        <PromotionStateBadge state={application.promotionState} testId={`application-${id}-state`} />
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t("application_applied_at")}</dt>
          <dd>{dateOf(application.createdAt)}</dd>
        </div>
        {application.decidedAt && (
          <div className={styles.fact}>
            <dt>{t("application_decided_at")}</dt>
            <dd>{dateOf(application.decidedAt)}</dd>
          </div>
        )}
        {rewardText && (
          <div className={styles.fact}>
            <dt>{t("application_reward")}</dt>
            <dd className={styles.reward} data-testid={`application-${id}-reward`}>
              {rewardText}
            </dd>
          </div>
        )}
        {application.note && (
          <div className={styles.fact}>
            <dt>{t("application_note")}</dt>
            <dd className={styles.note} data-testid={`application-${id}-note`}>
              {application.note}
            </dd>
          </div>
        )}
      </dl>
      {application.promotionState === "claim_payout" && (
        <button
          type="button"
          className={styles.claimLink}
          data-testid={`application-${id}-claim`}
          onClick={openRewardCentre}
        >
          {t("promotion_claim_in_rewards")}
        </button>
      )}
    </li>
  );
}
