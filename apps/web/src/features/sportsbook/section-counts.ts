import type { TBookSection, TBookSport, TBookSportCount, TEsportsTitle } from "@orchid/contract/sportsbook";

export type TSectionCounts = Record<TBookSection, number>;

const NONE: TSectionCounts = { live: 0, today: 0, early: 0, outright: 0 };

/**
 * How many events a sport (or one esports title) has per section. The book counts esports per
 * title, so esports as a whole is the sum of its titles.
 */
export function sectionCounts(
  counts: readonly TBookSportCount[],
  sport: TBookSport,
  title: TEsportsTitle | null = null,
): TSectionCounts {
  const rows = counts.filter((row) => row.sport === sport && (title === null || row.title === title));
  return rows.reduce<TSectionCounts>(
    (sum, row) => ({
      live: sum.live + row.live,
      today: sum.today + row.today,
      early: sum.early + row.early,
      outright: sum.outright + row.outright,
    }),
    NONE,
  );
}

/** The section a board opens on when the address names none: live when anything is, else today. */
export function openingSection(counts: TSectionCounts): TBookSection {
  return counts.live > 0 ? "live" : "today";
}
