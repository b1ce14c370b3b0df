import { BOOK_SPORTS, type TBookSport } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useApiQuery } from "../../api/api-hooks.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import page from "../../ui/page.module.css";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./bets.module.css";
import book from "./book.module.css";
import { BookHeader } from "./book-header.tsx";
import { groupByCompetition } from "./competition-groups.ts";
import { recentDays } from "./kick-off.ts";
import { ResultRow } from "./result-row.tsx";

/** How many days back the results go. */
const DAYS = 7;

/** `/sports/results`: the events of a sport that ended (or were cancelled) on a day, by competition. */
export function ResultsPage() {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const [search, setSearch] = useSearchParams();
  const days = recentDays(Date.now(), timeZone, DAYS);
  const askedSport = search.get("sport");
  const sport: TBookSport = (BOOK_SPORTS as readonly string[]).includes(askedSport ?? "")
    ? (askedSport as TBookSport)
    : "football";
  const day = days.find((item) => item === search.get("day")) ?? days[0] ?? "";
  const results = useApiQuery("bookResults", { sport, day }, { staleTime: 60_000 });
  useDocumentTitle(t("sb_results"));

  function choose(next: { sport?: TBookSport; day?: string }): void {
    setSearch({ sport: next.sport ?? sport, day: next.day ?? day }, { replace: true });
  }

  function body() {
    if (results.isPending) return <Loader />;
    if (results.isError) return <QueryProblem error={results.error} onRetry={() => void results.refetch()} />;
    if (results.data.length === 0)
      return <EmptyState title={t("sb_results_empty_title")} text={t("sb_results_empty_text")} />;
    return groupByCompetition(results.data).map((group) => (
      <section key={group.competitionId} className={styles.card}>
        <h2 className={styles.cardTitle}>
          <bdi>{group.competition}</bdi>
        </h2>
        <ul className={styles.results}>
          {group.events.map((event) => (
            <ResultRow key={event.id} event={event} />
          ))}
        </ul>
      </section>
    ));
  }

  return (
    <div className={page.page} data-testid="sb-results-page">
      <BookHeader
        title={t("sb_results")}
        back={{ to: "/sports", label: t("sb_back_to_sports") }}
        hasOddsFormat={false}
      />
      <div className={styles.filters}>
        <div className={book.tabs} role="tablist" aria-label={t("sb_sports")}>
          {BOOK_SPORTS.map((item) => (
            <button
              key={item}
              type="button"
              role="tab"
              className={book.tab}
              aria-selected={item === sport}
              data-testid="sb-results-sport"
              onClick={() => choose({ sport: item })}
            >
              {t(`sb_sport_${item}`)}
            </button>
          ))}
        </div>
        <label className={book.select}>
          <span>{t("sb_results_day")}</span>
          <select
            value={day}
            data-testid="sb-results-day"
            onChange={(event) => choose({ day: event.target.value })}
          >
            {days.map((item, index) => (
              <option key={item} value={item}>
                {index === 0 ? t("sb_today_date", { date: item }) : item}
              </option>
            ))}
          </select>
        </label>
      </div>
      {body()}
    </div>
  );
}
