import type { TApplication, TPromotionState } from "@orchid/contract/applications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { openAuthModal, useAppStore } from "../../store/app-store.ts";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { openRewardCentre } from "../missions/mission-card.tsx";
import { rewardValueText } from "../missions/mission-format.ts";
import { useIsRealMember } from "../missions/mission-queries.ts";
import { useMissionFormat } from "../missions/use-mission-format.ts";
import { useNow } from "../missions/use-now.ts";
import { usePromotionStates } from "./application-queries.ts";
import { mayApply, promotionStateTextKey, type TPromotionRef } from "./application-state.ts";
import styles from "./applications.module.css";
import { ApplyDialog } from "./apply-dialog.tsx";
import { PromotionStateBadge } from "./promotion-state-badge.tsx";

/** The promotion the panel is for: its id, title and sign-up window. */
type TApplyPanelProps = { promotion: TPromotionRef & { title: string } };

/**
 * The promotion detail page's application panel: a real member sees the promotion's state and
 * may apply while sign-up is open (or apply again after a rejection); a visitor is asked to log
 * in, a trial account is told applying needs a real account.
 */
export function ApplyPanel({ promotion }: TApplyPanelProps) {
  const { t } = useTranslation();
  const hasSession = useAppStore((state) => state.token !== null);
  const isRealMember = useIsRealMember();
  if (isRealMember) return <MemberApplyPanel promotion={promotion} />;
  return (
    <section className={styles.prompt} role="note" data-testid="apply-prompt">
      <p>{t(hasSession ? "in_need_true_account" : "application_login_prompt")}</p>
      {!hasSession && (
        <button
          type="button"
          className={buttonStyles.gold}
          data-testid="apply-prompt-login"
          onClick={() => openAuthModal("login")}
        >
          {t("login")}
        </button>
      )}
    </section>
  );
}

function MemberApplyPanel({ promotion }: TApplyPanelProps) {
  const { t } = useTranslation();
  const [justApplied, setJustApplied] = useState<TApplication | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  // Opens or closes sign-up on time while the page shows.
  const now = useNow();
  const states = usePromotionStates(justApplied);
  const state = states.stateOf(promotion, now);
  const latest = states.latestOf(promotion.id);

  function handleApplied(application: TApplication): void {
    setJustApplied(application);
    setIsOpen(false);
  }

  if (!state) {
    if (states.error) return <QueryProblem error={states.error} onRetry={() => void states.refetch()} />;
    return null;
  }
  const isSent = justApplied !== null && state === "applying";
  const canApply = mayApply(state, promotion, now);
  return (
    <section
      className={styles.panel}
      aria-labelledby="apply-panel-title"
      data-testid="apply-panel"
      data-state={state}
    >
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle} id="apply-panel-title">
          {t("application_panel_title")}
        </h2>
        <PromotionStateBadge state={state} testId="apply-state" />
      </div>
      {isSent ? (
        <p className={centre.success} role="status" data-testid="apply-done">
          {t("application_sent")}
        </p>
      ) : (
        <p className={styles.stateText} data-testid="apply-state-text">
          {t(promotionStateTextKey(state, promotion, now))}
        </p>
      )}
      {latest && <LatestFacts application={latest} state={state} />}
      {(canApply || state === "claim_payout") && (
        <div className={styles.panelActions}>
          {canApply && (
            <button
              type="button"
              className={buttonStyles.gold}
              data-testid="apply-open"
              onClick={() => setIsOpen(true)}
            >
              {t(state === "rejected" ? "application_apply_again" : "application_apply")}
            </button>
          )}
          {state === "claim_payout" && (
            <button
              type="button"
              className={buttonStyles.gold}
              data-testid="apply-go-rewards"
              onClick={openRewardCentre}
            >
              {t("promotion_claim_in_rewards")}
            </button>
          )}
        </div>
      )}
      {isOpen && (
        <ApplyDialog
          noticeId={promotion.id}
          title={promotion.title}
          onClose={() => setIsOpen(false)}
          onApplied={handleApplied}
        />
      )}
    </section>
  );
}

/** The reviewer's note and the reward of the latest application, when it has them. */
function LatestFacts({ application, state }: { application: TApplication; state: TPromotionState }) {
  const { t } = useTranslation();
  const format = useMissionFormat();
  const { reward, rewardUnit, note } = application;
  const rewardText =
    reward !== null && rewardUnit !== null ? rewardValueText(reward, rewardUnit, format) : "";
  const noteText = state === "applying" ? "" : (note ?? "");
  if (!rewardText && !noteText) return null;
  return (
    <dl className={styles.facts}>
      {rewardText && (
        <div className={styles.fact}>
          <dt>{t("application_reward")}</dt>
          <dd className={styles.reward} data-testid="apply-reward">
            {rewardText}
          </dd>
        </div>
      )}
      {noteText && (
        <div className={styles.fact}>
          <dt>{t("application_note")}</dt>
          <dd className={styles.note} data-testid="apply-note">
            {noteText}
          </dd>
        </div>
      )}
    </dl>
  );
}
