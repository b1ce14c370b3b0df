import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import page from "../../ui/page.module.css";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { ArenaStream } from "./arena-stream.tsx";
import { FightBetPanel } from "./fight-bet-panel.tsx";
import { FightCard } from "./fight-card.tsx";
import { MyFightBets } from "./my-fight-bets.tsx";
import { ResultStrip } from "./result-strip.tsx";
import styles from "./sabong.module.css";

/**
 * The arena is read again this often while the page is visible (TanStack Query pauses the
 * interval in a hidden tab), so the pools and payouts per 100 move live.
 */
export const ARENA_POLL_MS = 1_750;

/**
 * `/sv3`, the cockfight: the stream (or the house clip) on top, the fight on now with its pools
 * and payouts, the bet panel, the last results and the member's bets.
 */
export function SabongPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("nav_cockfight"));
  const arena = useApiQuery("sabongArena", undefined, { refetchInterval: ARENA_POLL_MS, staleTime: 1_000 });
  const data = arena.data;

  function content() {
    // A failed poll keeps the last arena on screen; only a first load fails here.
    if (!data) {
      if (arena.isError) return <QueryProblem error={arena.error} onRetry={() => void arena.refetch()} />;
      return <Loader />;
    }
    const fight = data.current;
    return (
      <div className={styles.layout}>
        <div className={styles.column}>
          <div className={styles.stream}>
            <ArenaStream streamUrl={data.streamUrl} fight={fight} />
          </div>
          <div className={styles.fight}>
            {fight ? (
              <FightCard fight={fight} />
            ) : (
              <EmptyState title={t("sabong_no_fight_title")} text={t("sabong_no_fight_text")} />
            )}
          </div>
          <div className={styles.results}>
            <ResultStrip recent={data.recent} />
          </div>
        </div>
        <div className={styles.column}>
          <div className={styles.bet}>
            <FightBetPanel
              key={fight?.id ?? "none"}
              fight={fight}
              minStake={data.minStake}
              maxStake={data.maxStake}
              onFightClosed={() => void arena.refetch()}
            />
          </div>
          <div className={styles.bets}>
            <MyFightBets follow={[fight?.id ?? null, fight?.state ?? null]} />
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className={`${page.page} ${styles.root}`} data-testid="sabong-page">
      <div className={styles.head}>
        <h1 className={styles.title}>{t("nav_cockfight")}</h1>
        <p className={styles.lead}>{t("sabong_lead")}</p>
      </div>
      {content()}
    </div>
  );
}
