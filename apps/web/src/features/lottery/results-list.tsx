import type { TLotteryGameDetail } from "@orchid/contract/lottery";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import buttons from "../../ui/button.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./lottery-game.module.css";
import { LotteryResult } from "./lottery-result.tsx";
import { VerifyLink } from "./verify-link.tsx";

const PAGE_SIZE = 20;

/**
 * Drawn results, newest first, a page at a time: each older page starts before the last issue
 * of the page above it. Each result opens to its full sheet and, for an in-house draw, its check.
 */
export function ResultsList({ game, lastIssue }: { game: TLotteryGameDetail; lastIssue: string | null }) {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  // The `before` issue of each page opened so far; the first page has none.
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const before = pages.at(-1);
  const results = useApiQuery(
    "openedNumero",
    { gameCode: game.code, count: PAGE_SIZE, before },
    { extraKey: before === undefined ? [lastIssue] : [], staleTime: 10_000 },
  );

  if (results.isPending) return <Loader />;
  if (results.isError) return <QueryProblem error={results.error} onRetry={() => void results.refetch()} />;
  if (results.data.length === 0 && pages.length === 1) {
    return <EmptyState title={t("lott_results_empty_title")} text={t("lott_results_empty_text")} />;
  }
  const oldest = results.data.at(-1)?.issue;
  const hasOlder = results.data.length === PAGE_SIZE && oldest !== undefined;

  return (
    <div className={styles.stack} data-testid="lottery-results">
      <ul className={styles.results}>
        {results.data.map((draw) => (
          <li key={draw.id} className={styles.result} data-testid="lottery-result" data-issue={draw.issue}>
            <details>
              <summary className={styles.resultHead}>
                <span className={styles.resultIssue}>
                  <strong>{t("lott_issue", { issue: draw.issue })}</strong>
                  <time className={styles.muted} dateTime={draw.drawAt}>
                    {formatZonedDateTime(new Date(draw.drawAt), timeZone)}
                  </time>
                </span>
                <LotteryResult family={draw.family} result={draw.result} isCompact />
              </summary>
              <div className={styles.resultBody}>
                <LotteryResult family={draw.family} result={draw.result} />
                <p className={styles.muted}>
                  {t(draw.source === "fair" ? "lott_source_fair" : "lott_source_entered")}{" "}
                  <VerifyLink draw={draw} />
                </p>
              </div>
            </details>
          </li>
        ))}
      </ul>
      <div className={styles.pageButtons}>
        <button
          type="button"
          className={buttons.ghost}
          disabled={pages.length === 1}
          onClick={() => setPages(pages.slice(0, -1))}
        >
          {t("lott_newer")}
        </button>
        <button
          type="button"
          className={buttons.ghost}
          disabled={!hasOlder}
          data-testid="lottery-results-older"
          onClick={() => oldest && setPages([...pages, oldest])}
        >
          {t("lott_older")}
        </button>
      </div>
    </div>
  );
}
