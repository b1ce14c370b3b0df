import type { TLotteryGameDetail } from "@orchid/contract/lottery";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./lottery-game.module.css";
import { ResultsList } from "./results-list.tsx";
import { TrendsPanel } from "./trends-panel.tsx";

type TResultsView = "list" | "trends";

/** The game's drawn results, newest first, and the trends computed from the last 100. */
export function ResultsTab({ game, lastIssue }: { game: TLotteryGameDetail; lastIssue: string | null }) {
  const { t } = useTranslation();
  const [view, setView] = useState<TResultsView>("list");
  return (
    <div className={styles.stack}>
      <fieldset className={styles.segments} aria-label={t("lott_tab_results")}>
        {(["list", "trends"] as const).map((item) => (
          <button
            key={item}
            type="button"
            className={styles.segment}
            aria-pressed={item === view}
            data-testid="lottery-results-view"
            data-view={item}
            onClick={() => setView(item)}
          >
            {t(item === "list" ? "lott_results_list" : "lott_trends")}
          </button>
        ))}
      </fieldset>
      {view === "list" ? (
        <ResultsList game={game} lastIssue={lastIssue} />
      ) : (
        <TrendsPanel game={game} lastIssue={lastIssue} />
      )}
    </div>
  );
}
