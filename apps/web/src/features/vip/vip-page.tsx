import { useTranslation } from "react-i18next";
import { openAuthModal, useAppStore } from "../../store/app-store.ts";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";
import { Loader } from "../../ui/loader.tsx";
import page from "../../ui/page.module.css";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { useIsRealMember } from "../missions/mission-queries.ts";
import { type TMissionFormatHook, useMissionFormat } from "../missions/use-mission-format.ts";
import styles from "./vip.module.css";
import { VipBirthdayHint } from "./vip-birthday-hint.tsx";
import { currentLevel, rankText, type TVipStatus, vipProgress } from "./vip-format.ts";
import { VipLevelsTable } from "./vip-levels-table.tsx";
import { VipProgressBar } from "./vip-progress-bar.tsx";
import { useVip } from "./vip-queries.ts";

/**
 * `/vip`: the member's rank and its name, the last 30 days' deposits and valid bet with the
 * progress towards the next rank, a hint to set the birthday when the rank pays a birthday bonus,
 * and every level with its benefits. Visitors are asked to log in.
 */
export function VipPage() {
  const { t } = useTranslation();
  const isMember = useIsRealMember();
  useDocumentTitle(t("vip_title"));
  return (
    <div className={page.page} data-testid="vip-page">
      <h1 className={page.title}>{t("vip_title")}</h1>
      {isMember ? <VipContent /> : <VipPrompt />}
    </div>
  );
}

/** A visitor logs in; a trial account is told that VIP ranks are a real account's. */
function VipPrompt() {
  const { t } = useTranslation();
  const hasSession = useAppStore((state) => state.token !== null);
  return (
    <div className={page.note} role="note" data-testid="vip-prompt">
      <div className={styles.prompt}>
        <p>{t(hasSession ? "in_need_true_account" : "vip_login_prompt")}</p>
        {!hasSession && (
          <button
            type="button"
            className={buttonStyles.gold}
            data-testid="vip-login"
            onClick={() => openAuthModal("login")}
          >
            {t("login")}
          </button>
        )}
      </div>
    </div>
  );
}

function VipContent() {
  const format = useMissionFormat();
  const vip = useVip();
  if (vip.isError) return <QueryProblem error={vip.error} onRetry={() => void vip.refetch()} />;
  if (!vip.data) return <Loader />;
  return (
    <div className={`${centre.page} ${styles.content}`}>
      <VipSummary status={vip.data} format={format} />
      <VipBirthdayHint status={vip.data} format={format} />
      <VipLevelsTable status={vip.data} format={format} />
    </div>
  );
}

/** The rank card: rank and name, the 30-day figures, and the progress to the next rank. */
function VipSummary({ status, format }: { status: TVipStatus; format: TMissionFormatHook }) {
  const { t } = useTranslation();
  const level = currentLevel(status);
  const progress = vipProgress(status);
  return (
    <section className={styles.summary} aria-labelledby="vip-rank-title" data-testid="vip-summary">
      <div className={styles.rankRow}>
        <span className={styles.rankBadge} aria-hidden="true">
          {format.count(status.rank)}
        </span>
        <div className={styles.rankText}>
          <span className={styles.rankLabel}>{t("vip_current")}</span>
          <h2 className={styles.rankName} id="vip-rank-title" data-testid="vip-rank">
            {rankText(status.rank, status.name || level?.name || "", format)}
          </h2>
        </div>
      </div>
      <div className={centre.tiles}>
        <div className={centre.tile}>
          <span className={centre.tileLabel}>{t("vip_deposits_30d")}</span>
          <span className={centre.tileValue} data-testid="vip-deposits">
            {format.money(status.deposits)}
          </span>
        </div>
        <div className={centre.tile}>
          <span className={centre.tileLabel}>{t("vip_valid_bet_30d")}</span>
          <span className={centre.tileValue} data-testid="vip-valid-bet">
            {format.money(status.validBet)}
          </span>
        </div>
      </div>
      {progress ? (
        <div className={styles.progress} data-testid="vip-progress">
          <h3 className={styles.progressTitle}>
            {t("vip_next_title", { rank: rankText(progress.next.rank, progress.next.name, format) })}
          </h3>
          <VipProgressBar
            label={t("vip_progress_deposits")}
            progress={progress.deposits}
            counted={status.deposits}
            required={progress.next.minDeposits}
            format={format}
            testId="vip-progress-deposits"
          />
          <VipProgressBar
            label={t("vip_progress_valid_bet")}
            progress={progress.validBet}
            counted={status.validBet}
            required={progress.next.minValidBet}
            format={format}
            testId="vip-progress-valid-bet"
          />
          <p className={centre.muted}>{t(progress.isReady ? "vip_next_ready" : "vip_next_hint")}</p>
        </div>
      ) : (
        <p className={centre.success} data-testid="vip-top">
          {t("vip_top_rank")}
        </p>
      )}
    </section>
  );
}
