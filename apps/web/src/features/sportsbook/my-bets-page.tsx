import type { TBookBet } from "@orchid/contract/sportsbook";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useApiQuery } from "../../api/api-hooks.ts";
import { openAuthModal, useAppStore } from "../../store/app-store.ts";
import buttons from "../../ui/button.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import page from "../../ui/page.module.css";
import { Pager } from "../../ui/pager.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { BetCard } from "./bet-card.tsx";
import styles from "./bets.module.css";
import book from "./book.module.css";
import { BookHeader } from "./book-header.tsx";
import { CashOutDialog } from "./cash-out-dialog.tsx";
import { useMemberBookPrefs } from "./use-book-prefs.ts";

const STATES = ["open", "settled"] as const;
type TBetsTab = (typeof STATES)[number];
const PAGE_SIZE = 10;
/** Open bets' cash-out prices follow the matches: the list is fetched again while it shows. */
const OPEN_POLL_MS = 10_000;

/** `/sports/bets`: the member's open and settled bets, a page at a time, with cash-out. */
export function MyBetsPage() {
  const { t } = useTranslation();
  const hasSession = useAppStore((state) => state.token !== null);
  const [search, setSearch] = useSearchParams();
  const state: TBetsTab = search.get("state") === "settled" ? "settled" : "open";
  const pageNo = Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1);
  const bets = useApiQuery(
    "myBookBets",
    { state, page: pageNo, pageSize: PAGE_SIZE },
    { enabled: hasSession, staleTime: 5_000, refetchInterval: state === "open" ? OPEN_POLL_MS : false },
  );
  // The dialog stays while the list fetches again without the cashed-out bet, to tell how it went.
  const [cashOut, setCashOut] = useState<{ bet: TBookBet; amount: number } | null>(null);
  useMemberBookPrefs();
  useDocumentTitle(t("sb_my_bets"));

  function body() {
    if (!hasSession) {
      return (
        <EmptyState title={t("sb_bets_login_title")} text={t("sb_bets_login_text")}>
          <button type="button" className={buttons.gold} onClick={() => openAuthModal("login")}>
            {t("sb_log_in")}
          </button>
        </EmptyState>
      );
    }
    if (bets.isPending) return <Loader />;
    if (bets.isError) return <QueryProblem error={bets.error} onRetry={() => void bets.refetch()} />;
    if (bets.data.rows.length === 0) {
      return <EmptyState title={t(`sb_bets_empty_${state}`)} text={t("sb_bets_empty_text")} />;
    }
    return (
      <>
        <ul className={styles.bets}>
          {bets.data.rows.map((bet) => (
            <BetCard key={bet.id} bet={bet} onCashOut={(item, amount) => setCashOut({ bet: item, amount })} />
          ))}
        </ul>
        <Pager
          page={pageNo}
          totalPages={bets.data.totalPages}
          onPage={(next) => setSearch({ state, page: String(next) })}
          testId="sb-bets-pager"
        />
      </>
    );
  }

  return (
    <div className={page.page} data-testid="sb-my-bets-page">
      <BookHeader title={t("sb_my_bets")} back={{ to: "/sports", label: t("sb_back_to_sports") }} />
      <div className={book.tabs} role="tablist" aria-label={t("sb_my_bets")}>
        {STATES.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            className={book.tab}
            aria-selected={item === state}
            data-testid="sb-bets-tab"
            data-state={item}
            onClick={() => setSearch({ state: item })}
          >
            {t(`sb_bets_${item}`)}
          </button>
        ))}
      </div>
      {body()}
      {cashOut && (
        <CashOutDialog
          key={cashOut.bet.id}
          bet={cashOut.bet}
          amount={cashOut.amount}
          onClose={() => setCashOut(null)}
        />
      )}
    </div>
  );
}
