import type { TLotteryGameDetail } from "@orchid/contract/lottery";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { CountBars } from "./count-bars.tsx";
import styles from "./lottery-game.module.css";
import { hotAndCold, numberCounts } from "./lottery-trends.ts";
import { range } from "./pick-cells.ts";
import { resultView, type TResultView } from "./result-view.ts";
import { SideStreaks } from "./side-streaks.tsx";

/** How many results the trends read: the most one call answers. */
const TREND_DRAWS = 100;

/** Positions of a row to count apart; PK10 counts one position, every car coming up once a race. */
const POSITIONS: Readonly<Record<string, number>> = { ssc5d: 5, pk10: 10, x11x5: 5 };

/**
 * Hot and cold numbers over the last 100 results (the last two digits of every VN prize, the 23
 * numbers of 4D, e-lottery digits or balls, at one position or all), and e-lottery's big/small
 * and odd/even runs; all computed here from the results.
 */
export function TrendsPanel({ game, lastIssue }: { game: TLotteryGameDetail; lastIssue: string | null }) {
  const { t } = useTranslation();
  const positions = POSITIONS[game.family] ?? 0;
  const [position, setPosition] = useState<number | null>(game.family === "pk10" ? 1 : null);
  const results = useApiQuery(
    "openedNumero",
    { gameCode: game.code, count: TREND_DRAWS },
    { extraKey: [lastIssue], staleTime: 30_000 },
  );

  if (results.isPending) return <Loader />;
  if (results.isError) return <QueryProblem error={results.error} onRetry={() => void results.refetch()} />;
  const views = results.data.flatMap((draw): TResultView[] => {
    const view = resultView(draw.family, draw.result);
    return view ? [view] : [];
  });
  if (views.length === 0) {
    return <EmptyState title={t("lott_results_empty_title")} text={t("lott_results_empty_text")} />;
  }
  const { hot, cold } = hotAndCold(numberCounts(views, position), views[0]?.kind !== "four_d");
  const options = game.family === "pk10" ? range(1, positions) : [null, ...range(1, positions)];

  return (
    <div className={styles.stack} data-testid="lottery-trends">
      <p className={styles.muted}>{t("lott_trends_over", { count: views.length })}</p>
      {positions > 0 && (
        <fieldset className={styles.segments} aria-label={t("lott_trends_position")}>
          {options.map((option) => (
            <button
              key={option ?? "all"}
              type="button"
              className={styles.segment}
              aria-pressed={option === position}
              onClick={() => setPosition(option)}
            >
              {option === null ? t("lott_all_positions") : t("lott_position", { n: option })}
            </button>
          ))}
        </fieldset>
      )}
      <div className={styles.trendColumns}>
        <CountBars title={t("lott_hot")} items={hot} tone="hot" testId="lottery-hot" />
        {cold.length > 0 && (
          <CountBars title={t("lott_cold")} items={cold} tone="cold" testId="lottery-cold" />
        )}
      </div>
      <SideStreaks views={views} />
    </div>
  );
}
