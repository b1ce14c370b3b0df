import { ApiError } from "@orchid/contract/api-error";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useApiQuery } from "../../api/api-hooks.ts";
import buttons from "../../ui/button.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { BetPanel } from "./bet-panel.tsx";
import styles from "./lottery-game.module.css";
import { LotteryGameHeader } from "./lottery-game-header.tsx";
import { lotteryGameName } from "./lottery-game-name.ts";
import { MyBets } from "./my-bets.tsx";
import { ResultsTab } from "./results-tab.tsx";
import { useRefetchWhenDue } from "./use-refetch-when-due.ts";

const GAME_TABS = ["bet", "results", "bets"] as const;
type TGameTab = (typeof GAME_TABS)[number];

/** Results come in with the draw job; a slow poll picks them up between countdowns. */
const GAME_POLL_MS = 20_000;
/** A game code as the server writes them; anything else names no lottery game. */
const GAME_CODE = /^[a-z0-9_]{1,32}$/;

/** One game (`/lottery?gameCode=…`): its header, and the bet, results and my bets tabs. */
export function LotteryGameScreen({ gameCode, playType }: { gameCode: string; playType: string | null }) {
  const { t } = useTranslation();
  const isKnownShape = GAME_CODE.test(gameCode);
  const detail = useApiQuery(
    "lotteryGame",
    { gameCode },
    { enabled: isKnownShape, refetchInterval: GAME_POLL_MS, staleTime: 5_000 },
  );
  const [tab, setTab] = useState<TGameTab>("bet");
  const game = detail.data;
  const name = game ? lotteryGameName(game, t) : "";
  useDocumentTitle(name || t("nav_lottery"));
  useRefetchWhenDue([game?.current], detail.refetch);

  const isMissing = detail.error instanceof ApiError && detail.error.code === "NOT_FOUND";
  if (!isKnownShape || isMissing) {
    return (
      <EmptyState title={t("lott_game_missing_title")} text={t("lott_game_missing_text")}>
        <Link className={buttons.gold} to="/lottery">
          {t("lott_back_to_lobby")}
        </Link>
      </EmptyState>
    );
  }
  // A failed poll keeps the game on screen (and the slip being built); only a first load fails here.
  if (!game) {
    if (detail.isError) return <QueryProblem error={detail.error} onRetry={() => void detail.refetch()} />;
    return <Loader />;
  }
  const lastIssue = game.last?.issue ?? null;

  return (
    <div
      className={styles.screen}
      data-testid="lottery-game"
      data-game-code={game.code}
      data-family={game.family}
    >
      <LotteryGameHeader game={game} name={name} />
      <div className={styles.tabs} role="tablist" aria-label={name}>
        {GAME_TABS.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={item === tab}
            data-testid="lottery-game-tab"
            data-tab={item}
            onClick={() => setTab(item)}
          >
            {t(`lott_tab_${item}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className={styles.panel}>
        {tab === "bet" && (
          <BetPanel
            game={game}
            playType={playType}
            onDrawClosed={() => void detail.refetch()}
            onShowBets={() => setTab("bets")}
          />
        )}
        {tab === "results" && <ResultsTab game={game} lastIssue={lastIssue} />}
        {tab === "bets" && <MyBets game={game} lastIssue={lastIssue} />}
      </div>
    </div>
  );
}
