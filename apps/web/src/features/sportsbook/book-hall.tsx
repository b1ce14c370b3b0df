import type { TBookSport, TEsportsTitle } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import { Loader } from "../../ui/loader.tsx";
import styles from "./book.module.css";
import { BookBoard } from "./book-board.tsx";
import { BookSearch } from "./book-search.tsx";
import { openingSection, sectionCounts } from "./section-counts.ts";
import { SectionTabs } from "./section-tabs.tsx";
import { SportMenu } from "./sport-menu.tsx";
import { TitleTabs } from "./title-tabs.tsx";
import { useHallAddress } from "./use-hall-address.ts";

/** The counts change as matches start and end. */
const COUNTS_POLL_MS = 60_000;

/**
 * A sports hall: its sports with their counts (when it has more than one), the esports titles
 * on esports, the sections, a search and the board. What shows is kept in the address.
 */
export function BookHall({ sports }: { sports: readonly TBookSport[] }) {
  const { t } = useTranslation();
  const { address, change } = useHallAddress(sports);
  const counts = useApiQuery("bookSports", undefined, { staleTime: 30_000, refetchInterval: COUNTS_POLL_MS });
  const countsOf = (sport: TBookSport, title: TEsportsTitle | null = null) =>
    counts.data ? sectionCounts(counts.data, sport, title) : null;
  const shown = countsOf(address.sport, address.title);
  // With no section in the address the board waits for the counts: live when anything is.
  const section = address.section ?? (shown ? openingSection(shown) : counts.isError ? "today" : null);

  return (
    <div className={styles.hall}>
      {sports.length > 1 && (
        <SportMenu
          sports={sports}
          value={address.sport}
          section={section ?? "today"}
          countsOf={(sport) => countsOf(sport)}
          onChange={(sport) => change({ sport, q: "" })}
        />
      )}
      <div className={styles.boardColumn}>
        {address.sport === "esports" && (
          <TitleTabs
            value={address.title}
            section={section ?? "today"}
            countsOf={(title) => countsOf("esports", title)}
            onChange={(title) => change({ title })}
          />
        )}
        <div className={styles.boardTools}>
          <SectionTabs
            value={section ?? "today"}
            counts={shown}
            onChange={(next) => change({ section: next })}
          />
          <BookSearch key={address.sport} value={address.q} onSearch={(q) => change({ q })} />
        </div>
        {section === null ? (
          <Loader />
        ) : (
          <BookBoard sport={address.sport} section={section} title={address.title} q={address.q} />
        )}
        <p className={styles.note}>{t("sb_board_note")}</p>
      </div>
    </div>
  );
}
