import type { TBoBookNewEvent } from "@orchid/contract/backoffice-book";
import type { TBookSport, TEsportsTitle } from "@orchid/contract/sportsbook";
import { checkMarkets, newMarketDraft, type TMarketDraft } from "./market-draft.ts";

/** A new event as typed: its start as the merchant's wall time ("2026-05-01T20:00"). */
export type TEventDraft = {
  sport: TBookSport;
  title: TEsportsTitle | "";
  kind: "match" | "series";
  competition: string;
  stage: string;
  home: string;
  away: string;
  startsAt: string;
  markets: TMarketDraft[];
};

export type TEventCheck = { ok: true; input: TBoBookNewEvent } | { ok: false; field: string; key: string };

const NAME_MAX = 80;

/** The kind an event of a sport usually is: an esports best-of is a series, anything else a match. */
export function kindFor(sport: TBookSport): "match" | "series" {
  return sport === "esports" ? "series" : "match";
}

/**
 * The markets a new event opens with: football's 1X2, over/under 2.5 and the home side's
 * handicap −0.5; basketball's winner, handicap −4.5 and total 160.5; a series' winner, map
 * handicap −1.5 and total maps 2.5; any other match its winner.
 */
export function presetMarkets(sport: TBookSport, kind: "match" | "series"): TMarketDraft[] {
  if (kind === "series")
    return [
      newMarketDraft("match_winner"),
      newMarketDraft("map_handicap", { line: "-1.5" }),
      newMarketDraft("total_maps", { line: "2.5" }),
    ];
  if (sport === "football")
    return [
      newMarketDraft("1x2"),
      newMarketDraft("over_under", { line: "2.5" }),
      newMarketDraft("asian_handicap", { line: "-0.5" }),
    ];
  if (sport === "basketball")
    return [
      newMarketDraft("match_winner"),
      newMarketDraft("asian_handicap", { line: "-4.5" }),
      newMarketDraft("over_under", { line: "160.5" }),
    ];
  return [newMarketDraft("match_winner")];
}

/** A blank football match starting at `startsAt` with football's markets. */
export function newEventDraft(startsAt: string, sport: TBookSport = "football"): TEventDraft {
  const kind = kindFor(sport);
  return {
    sport,
    title: sport === "esports" ? "lol" : "",
    kind,
    competition: "",
    stage: "",
    home: "",
    away: "",
    startsAt,
    markets: presetMarkets(sport, kind),
  };
}

/**
 * The creation call's input, or the first field that is wrong and why: names (1–80 characters),
 * an esports title, the start (read in the merchant's zone by `toInstant`), then the markets.
 */
export function checkEventDraft(draft: TEventDraft, toInstant: (wall: string) => string | null): TEventCheck {
  for (const field of ["competition", "home", "away"] as const) {
    const text = draft[field].trim();
    if (!text) return { ok: false, field, key: "bo_book_required" };
    if (text.length > NAME_MAX) return { ok: false, field, key: "bo_book_name_too_long" };
  }
  if (draft.home.trim().toLowerCase() === draft.away.trim().toLowerCase())
    return { ok: false, field: "away", key: "bo_book_same_sides" };
  if (draft.stage.trim().length > NAME_MAX)
    return { ok: false, field: "stage", key: "bo_book_name_too_long" };
  if (draft.sport === "esports" && !draft.title)
    return { ok: false, field: "title", key: "bo_book_required" };
  const startsAt = toInstant(draft.startsAt);
  if (!startsAt) return { ok: false, field: "startsAt", key: "bo_book_starts_invalid" };
  const markets = checkMarkets(draft.kind, draft.markets);
  if (!markets.ok) return markets;
  const input: TBoBookNewEvent = {
    sport: draft.sport,
    competition: draft.competition.trim(),
    kind: draft.kind,
    home: draft.home.trim(),
    away: draft.away.trim(),
    startsAt,
    markets: markets.markets,
  };
  if (draft.sport === "esports" && draft.title) input.title = draft.title;
  if (draft.stage.trim()) input.stage = draft.stage.trim();
  return { ok: true, input };
}
