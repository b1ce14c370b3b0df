import { SLIP_STATES, type TLotteryGameDetail } from "@orchid/contract/lottery";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import { openAuthModal, useAppStore } from "../../store/app-store.ts";
import buttons from "../../ui/button.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { Pager } from "../../ui/pager.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import styles from "./lottery-game.module.css";
import { SlipCard } from "./slip-card.tsx";

type TSlipFilter = "all" | (typeof SLIP_STATES)[number];
const FILTERS: readonly TSlipFilter[] = ["all", ...SLIP_STATES];
const PAGE_SIZE = 10;

/** The member's slips on this game, newest first, by state and a page at a time. */
export function MyBets({ game, lastIssue }: { game: TLotteryGameDetail; lastIssue: string | null }) {
  const { t } = useTranslation();
  const hasSession = useAppStore((state) => state.token !== null);
  const [filter, setFilter] = useState<TSlipFilter>("all");
  const [pageNo, setPageNo] = useState(1);
  const slips = useApiQuery(
    "mySlips",
    { gameCode: game.code, state: filter === "all" ? undefined : filter, pageNo, pageSize: PAGE_SIZE },
    // A settled draw settles slips: the list follows the game's last result.
    { enabled: hasSession, extraKey: [lastIssue], staleTime: 10_000 },
  );

  if (!hasSession) {
    return (
      <EmptyState title={t("lott_bets_login_title")} text={t("lott_bets_login_text")}>
        <button type="button" className={buttons.gold} onClick={() => openAuthModal("login")}>
          {t("lott_log_in")}
        </button>
      </EmptyState>
    );
  }

  function body() {
    if (slips.isPending) return <Loader />;
    if (slips.isError) return <QueryProblem error={slips.error} onRetry={() => void slips.refetch()} />;
    if (slips.data.content.length === 0) {
      return <EmptyState title={t("lott_bets_empty_title")} text={t("lott_bets_empty_text")} />;
    }
    return (
      <>
        <ul className={styles.slips}>
          {slips.data.content.map((slip) => (
            <SlipCard key={slip.id} slip={slip} current={game.current} />
          ))}
        </ul>
        <Pager
          page={pageNo}
          totalPages={slips.data.totalPages}
          onPage={setPageNo}
          testId="lottery-bets-pager"
        />
      </>
    );
  }

  return (
    <div className={styles.stack} data-testid="lottery-my-bets">
      <fieldset className={styles.segments} aria-label={t("lott_bets_filter")}>
        {FILTERS.map((item) => (
          <button
            key={item}
            type="button"
            className={styles.segment}
            aria-pressed={item === filter}
            data-testid="lottery-bets-filter"
            data-state={item}
            onClick={() => {
              setFilter(item);
              setPageNo(1);
            }}
          >
            {t(`lott_slip_state_${item}`)}
          </button>
        ))}
      </fieldset>
      {body()}
    </div>
  );
}
