import { useTranslation } from "react-i18next";
import { useFormatDateTime, useFormatNumber, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { ResultsTable } from "../../ui/results-table.tsx";
import { useFormatCash } from "../points/use-format-cash.ts";
import { rewardText, type TApplicationDecision, type TConsoleApplication } from "./application-decision.ts";
import { ApplicationImages } from "./application-images.tsx";
import styles from "./applications.module.css";
import { APPLICATION_STATE_LOOKS, REWARD_PROGRESS_KEYS } from "./applications-vocabulary.ts";

const COLUMNS = [
  "bo_applications_col_id",
  "bo_member",
  "bo_applications_col_promotion",
  "bo_applications_col_remark",
  "bo_applications_col_images",
  "bo_created",
  "bo_status",
  "bo_applications_col_decision",
  "bo_action",
];
const END_COLUMNS = new Set(["bo_action"]);

/**
 * Applications, the waiting first: who applied to which promotion, their remark and proof
 * images; a decided one with when, the operator's note and the reward given (and whether the
 * member has claimed it). One still applying may be approved or rejected (bonus.grant).
 */
export function ApplicationsTable(props: {
  rows: TConsoleApplication[];
  canDecide: boolean;
  onDecide: (application: TConsoleApplication, decision: TApplicationDecision) => void;
}) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const formatCash = useFormatCash();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  return (
    <ResultsTable
      classNames={{ table: styles.table, end: styles.end }}
      columns={COLUMNS}
      endColumns={END_COLUMNS}
      testId="applications-table"
    >
      {props.rows.map((application) => {
        const look = APPLICATION_STATE_LOOKS[application.state];
        const reward = rewardText(application, { cash: formatCash, count: formatNumber });
        const progressKey = REWARD_PROGRESS_KEYS[application.promotionState];
        return (
          <tr key={application.id} data-testid={`application-${application.id}`}>
            <td className={`mono ${styles.nowrap}`}>#{application.id}</td>
            <td className={`mono ${styles.memberCell}`}>{application.username}</td>
            <td className={styles.titleCell}>
              {application.title || <span className="muted">—</span>}
              <span className={styles.sub}>
                {t("bo_applications_notice_id", { id: application.noticeId })}
              </span>
            </td>
            <td className={styles.textCell}>{application.remark || <span className="muted">—</span>}</td>
            <td>
              <ApplicationImages urls={application.imageUrls} applicationId={application.id} />
            </td>
            <td className={styles.nowrap}>
              <span title={formatDateTime(application.createdAt)}>{formatShort(application.createdAt)}</span>
            </td>
            <td>
              <span className={look.badge} data-state={application.state}>
                {t(look.key)}
              </span>
              {progressKey && (
                <span className={styles.sub} data-testid={`application-${application.id}-progress`}>
                  {t(progressKey)}
                </span>
              )}
            </td>
            <td className={styles.textCell}>
              {application.decidedAt && (
                <span className={styles.sub} title={formatDateTime(application.decidedAt)}>
                  {formatShort(application.decidedAt)}
                </span>
              )}
              {application.note}
              {reward && (
                <span className={styles.reward} data-testid={`application-${application.id}-reward`}>
                  {t(reward.key, reward.values)}
                </span>
              )}
            </td>
            <td>
              <div className={styles.actions}>
                {props.canDecide && application.state === "applying" && (
                  <>
                    <button
                      type="button"
                      className="btn btn-small btn-primary"
                      onClick={() => props.onDecide(application, "approve")}
                      data-testid={`application-${application.id}-approve`}
                    >
                      {t("bo_decision_approve")}
                    </button>
                    <button
                      type="button"
                      className="btn btn-small btn-danger"
                      onClick={() => props.onDecide(application, "reject")}
                      data-testid={`application-${application.id}-reject`}
                    >
                      {t("bo_decision_reject")}
                    </button>
                  </>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </ResultsTable>
  );
}
