import type { TBookSection, TBookSport, TEsportsTitle } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import styles from "./board.module.css";
import { CompetitionCard } from "./competition-card.tsx";
import { groupByCompetition } from "./competition-groups.ts";
import { useLiveEvents } from "./use-live-events.ts";

type TBookBoardProps = {
  sport: TBookSport;
  section: TBookSection;
  title: TEsportsTitle | null;
  q: string;
};

/** In play the list changes often (matches start and end); later sections rarely. */
const LIVE_POLL_MS = 30_000;
const POLL_MS = 120_000;

/**
 * A section of the book: its events under their competitions with their main markets. Prices,
 * states and scores follow the live socket; the list itself is fetched again now and then, so
 * matches that start or end come and go.
 */
export function BookBoard({ sport, section, title, q }: TBookBoardProps) {
  const { t } = useTranslation();
  const events = useApiQuery(
    "bookEvents",
    { sport, section, title: title ?? undefined, q: q || undefined },
    {
      staleTime: 15_000,
      refetchInterval: section === "live" ? LIVE_POLL_MS : POLL_MS,
      // The last list stays while the next one loads (typing a search), dimmed.
      placeholderData: (previous) => previous,
    },
  );
  const shown = (events.data ?? []).filter((event) => event.state !== "ended" && event.state !== "cancelled");
  useLiveEvents(shown.map((event) => event.id));

  if (!events.data) {
    if (events.isError) return <QueryProblem error={events.error} onRetry={() => void events.refetch()} />;
    return <Loader />;
  }
  if (shown.length === 0) {
    return q ? (
      <EmptyState title={t("sb_empty_search_title")} text={t("sb_empty_search_text", { q })} />
    ) : (
      <EmptyState title={t(`sb_empty_${section}_title`)} text={t("sb_empty_text")} />
    );
  }
  return (
    <div
      className={styles.board}
      aria-busy={events.isPlaceholderData}
      data-testid="sb-board"
      data-sport={sport}
      data-section={section}
    >
      {groupByCompetition(shown).map((group) => (
        <CompetitionCard
          key={group.competitionId}
          sport={sport}
          competition={group.competition}
          events={group.events}
        />
      ))}
    </div>
  );
}
