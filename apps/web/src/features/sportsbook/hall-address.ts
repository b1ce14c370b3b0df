import {
  BOOK_SECTIONS,
  ESPORTS_TITLES,
  type TBookSection,
  type TBookSport,
  type TEsportsTitle,
} from "@orchid/contract/sportsbook";

/** What a board shows, as its address says (`?sport=basketball&section=live&q=city`). */
export type THallAddress = {
  sport: TBookSport;
  /** Null when the address names none: the board opens on live, or today. */
  section: TBookSection | null;
  /** One esports title, or null for all. */
  title: TEsportsTitle | null;
  q: string;
};

/** The longest search the book takes. */
export const MAX_SEARCH = 40;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads a board's address; anything unknown falls back (the hall's first sport, no title). */
export function readHallAddress(search: URLSearchParams, sports: readonly TBookSport[]): THallAddress {
  const sport = oneOf(search.get("sport"), sports) ?? sports[0] ?? "football";
  return {
    sport,
    section: oneOf(search.get("section"), BOOK_SECTIONS),
    title: sport === "esports" ? oneOf(search.get("title"), ESPORTS_TITLES) : null,
    q: (search.get("q") ?? "").trim().slice(0, MAX_SEARCH),
  };
}

/** The address of a board after a change (empty parts left out, so addresses stay short). */
export function hallSearch(address: THallAddress, change: Partial<THallAddress>): URLSearchParams {
  const next = { ...address, ...change };
  if (change.sport && change.sport !== address.sport) next.title = null;
  const search = new URLSearchParams();
  search.set("sport", next.sport);
  if (next.section) search.set("section", next.section);
  if (next.title) search.set("title", next.title);
  if (next.q) search.set("q", next.q);
  return search;
}
