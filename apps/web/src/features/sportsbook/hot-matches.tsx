import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useApiQuery } from "../../api/api-hooks.ts";
import page from "../../ui/page.module.css";
import { HotMatchCard } from "./hot-match-card.tsx";
import styles from "./hot-matches.module.css";
import { useMemberBookPrefs } from "./use-book-prefs.ts";
import { useLiveEvents } from "./use-live-events.ts";

/** The home page shows this many. */
const COUNT = 6;
/** Matches start and end: the choice is fetched again now and then; prices and scores come live. */
const POLL_MS = 60_000;

/** The home page's hot matches: those in play first, then the soonest, each opening its page. */
export function HotMatches() {
  const { t } = useTranslation();
  const hot = useApiQuery("hotMatches", { count: COUNT }, { staleTime: 30_000, refetchInterval: POLL_MS });
  const events = hot.data ?? [];
  useLiveEvents(events.map((event) => event.id));
  useMemberBookPrefs();
  // Nothing to show (no book, a failed call): the home page goes on without the section.
  if (events.length === 0) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby="home-hot-matches-title"
      data-testid="home-hot-matches"
    >
      <div className={styles.head}>
        <h2 id="home-hot-matches-title" className={page.sectionTitle}>
          {t("sb_hot_matches")}
        </h2>
        <Link className={styles.all} to="/sports">
          {t("sb_hot_all")}
        </Link>
      </div>
      <ul className={styles.grid}>
        {events.map((event) => (
          <HotMatchCard key={event.id} event={event} />
        ))}
      </ul>
    </section>
  );
}
