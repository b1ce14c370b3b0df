import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../store/app-store.ts";
import form from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { Pager } from "../../ui/pager.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { type TMissionFormatHook, useMissionFormat } from "../missions/use-mission-format.ts";
import { useNow } from "../missions/use-now.ts";
import { RewardCard } from "./reward-card.tsx";
import { claimDoneText, REWARD_HISTORY_STATES, type TRewardHistoryState } from "./reward-claim.ts";
import { useRewards } from "./reward-queries.ts";
import styles from "./rewards.module.css";
import { useRewardClaim } from "./use-reward-claim.ts";

const PAGE_SIZE = 10;

function openMissions(): void {
  useAppStore.setState({ memberCentrePage: "missionLeaderboard" });
}

/**
 * The reward centre (rewardCenter): how many rewards wait, each with its claim button and the
 * time left to claim it, what the last claim gave, then the history of claimed and expired ones.
 */
export function RewardCentrePage() {
  const { t } = useTranslation();
  const format = useMissionFormat();
  const now = useNow();
  const claim = useRewardClaim();
  const [page, setPage] = useState(1);
  const rewards = useRewards({ page, pageSize: PAGE_SIZE, state: "available" });
  const data = rewards.data;
  const lastPage = data ? Math.max(1, data.totalPages) : null;

  // Claims and expiries shorten the list: back to a page that still exists.
  useEffect(() => {
    if (lastPage !== null && page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  return (
    <div className={centre.page} data-testid="reward-centre">
      {data && (
        <div className={centre.tiles}>
          <div className={centre.tile} data-testid="reward-available-count">
            <span className={centre.tileLabel}>{t("reward_available_count")}</span>
            <span className={centre.tileValue}>{format.count(data.available)}</span>
          </div>
        </div>
      )}
      {claim.claimed && (
        <p className={centre.success} role="status" data-testid="reward-claim-done">
          {claimDoneText(claim.claimed, format)}
        </p>
      )}
      {claim.error && (
        <p className={form.formError} role="alert" data-testid="reward-claim-error">
          {claim.error}
        </p>
      )}
      <section
        className={centre.card}
        aria-labelledby="rewards-available-title"
        data-testid="rewards-available"
      >
        <h4 className={centre.cardTitle} id="rewards-available-title">
          {t("reward_available_title")}
        </h4>
        {rewards.isError && <QueryProblem error={rewards.error} onRetry={() => void rewards.refetch()} />}
        {rewards.isPending && <Loader />}
        {data &&
          (data.rows.length === 0 ? (
            <EmptyState title={t("reward_available_empty")} text={t("reward_available_empty_text")}>
              <button type="button" className={buttonStyles.ghost} onClick={openMissions}>
                {t("reward_see_missions")}
              </button>
            </EmptyState>
          ) : (
            <ul className={styles.rewards}>
              {data.rows.map((reward) => (
                <RewardCard
                  key={reward.id}
                  reward={reward}
                  format={format}
                  now={now}
                  claim={{
                    onClaim: (id) => void claim.claim(id),
                    isClaiming: claim.claimingId === reward.id,
                    isDisabled: claim.isBusy,
                  }}
                />
              ))}
            </ul>
          ))}
        {data && (
          <Pager
            page={data.page}
            totalPages={data.totalPages}
            onPage={setPage}
            testId="rewards-available-pager"
          />
        )}
      </section>
      <RewardHistory format={format} now={now} />
    </div>
  );
}

/** The history: claimed or expired rewards, newest first, one state at a time (filter chips), paged. */
function RewardHistory({ format, now }: { format: TMissionFormatHook; now: number }) {
  const { t } = useTranslation();
  const [state, setState] = useState<TRewardHistoryState>("claimed");
  const [page, setPage] = useState(1);
  const history = useRewards({ page, pageSize: PAGE_SIZE, state });

  function handleState(next: TRewardHistoryState) {
    setState(next);
    setPage(1);
  }

  return (
    <section className={centre.card} aria-labelledby="rewards-history-title" data-testid="rewards-history">
      <div className={centre.cardHead}>
        <h4 className={centre.cardTitle} id="rewards-history-title">
          {t("reward_history_title")}
        </h4>
        <fieldset className={`${centre.group} ${centre.chips}`}>
          <legend className="visually-hidden">{t("reward_state_filter")}</legend>
          {REWARD_HISTORY_STATES.map((choice) => (
            <button
              key={choice}
              type="button"
              className={centre.chip}
              aria-pressed={choice === state}
              data-testid={`rewards-history-${choice}`}
              onClick={() => handleState(choice)}
            >
              {t(`reward_state_${choice}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {history.isError && <QueryProblem error={history.error} onRetry={() => void history.refetch()} />}
      {history.isPending && <Loader />}
      {history.data &&
        (history.data.rows.length === 0 ? (
          <EmptyState title={t(`reward_history_empty_${state}`)} />
        ) : (
          <ul className={styles.rewards}>
            {history.data.rows.map((reward) => (
              <RewardCard key={reward.id} reward={reward} format={format} now={now} />
            ))}
          </ul>
        ))}
      {history.data && (
        <Pager
          page={history.data.page}
          totalPages={history.data.totalPages}
          onPage={setPage}
          testId="rewards-history-pager"
        />
      )}
    </section>
  );
}
