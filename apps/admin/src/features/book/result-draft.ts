import type { TEventKind } from "@orchid/contract/sportsbook";

/** A map's winner, in the order the maps were played. */
export type TMapWinner = "home" | "away";

/**
 * A result as its form holds it: a final score (a match), the winner of each map (a series), each
 * competitor's place or withdrawal (an outright), or the event called off; and a note for the
 * approver.
 */
export type TResultDraft = {
  outcome: "final" | "cancelled";
  home: string;
  away: string;
  maps: TMapWinner[];
  /** An outright's places as typed, by competitor code (blank: unplaced). */
  places: Record<string, string>;
  /** An outright's competitors who did not take part (their bets are void). */
  withdrawn: string[];
  note: string;
};

export type TResultCheck =
  | { ok: true; result: Record<string, unknown>; note: string | undefined }
  | { ok: false; field: "home" | "away" | "maps" | "places" | "note"; key: string };

/** The most maps a series plays, and the longest note. */
export const MAPS_MAX = 9;
export const NOTE_MAX = 200;

const SCORE = /^\d{1,3}$/;

/** An empty form, or one holding the recorded result (to correct it). */
export function resultDraftOf(latest: unknown = null): TResultDraft {
  const draft: TResultDraft = {
    outcome: "final",
    home: "",
    away: "",
    maps: [],
    places: {},
    withdrawn: [],
    note: "",
  };
  if (typeof latest !== "object" || latest === null) return draft;
  const result = latest as Record<string, unknown>;
  if (result.status !== "final") return draft;
  if (typeof result.home === "number") draft.home = String(result.home);
  if (typeof result.away === "number") draft.away = String(result.away);
  if (Array.isArray(result.maps))
    draft.maps = result.maps.filter((side): side is TMapWinner => side === "home" || side === "away");
  if (Array.isArray(result.standings)) {
    let place = 1;
    for (const group of result.standings) {
      if (!Array.isArray(group)) continue;
      for (const code of group) if (typeof code === "string") draft.places[code] = String(place);
      place += group.length;
    }
  }
  if (Array.isArray(result.withdrawn))
    draft.withdrawn = result.withdrawn.filter((code): code is string => typeof code === "string");
  return draft;
}

/**
 * An outright's standings from the places typed: competitors of one place share it (a dead
 * heat), and the next place is the one after all of them (two firsts, then third), as results
 * are published. Answers the groups in finishing order, or null when a place is not a whole
 * number within the field, skips a place, or belongs to a withdrawn competitor, or nobody is placed.
 */
export function standingsOf(
  competitors: readonly string[],
  places: Readonly<Record<string, string>>,
  withdrawn: readonly string[],
): string[][] | null {
  const byPlace = new Map<number, string[]>();
  for (const code of competitors) {
    const typed = (places[code] ?? "").trim();
    if (typed === "") continue;
    if (!/^\d{1,3}$/.test(typed) || withdrawn.includes(code)) return null;
    const place = Number(typed);
    if (place < 1 || place > competitors.length) return null;
    byPlace.set(place, [...(byPlace.get(place) ?? []), code]);
  }
  const standings: string[][] = [];
  let next = 1;
  for (const place of [...byPlace.keys()].sort((a, b) => a - b)) {
    const group = byPlace.get(place) ?? [];
    if (place !== next) return null;
    standings.push(group);
    next += group.length;
  }
  return standings.length > 0 ? standings : null;
}

/** Maps won by each side so far. */
export function mapScore(maps: readonly TMapWinner[]): { home: number; away: number } {
  const home = maps.filter((side) => side === "home").length;
  return { home, away: maps.length - home };
}

/**
 * The result the draft files, or its first problem: a match's two scores (whole, 0–999), a
 * series' map winners (1–9 maps), an outright's standings among `competitors` (its outright
 * market's selection codes), or a call-off (any kind). The server checks it again.
 */
export function checkResultDraft(
  kind: TEventKind,
  draft: TResultDraft,
  competitors: readonly string[] = [],
): TResultCheck {
  const note = draft.note.trim();
  if (note.length > NOTE_MAX) return { ok: false, field: "note", key: "bo_book_note_too_long" };
  const withNote = note || undefined;
  if (draft.outcome === "cancelled") return { ok: true, result: { status: "cancelled" }, note: withNote };
  if (kind === "match") {
    for (const side of ["home", "away"] as const) {
      if (!SCORE.test(draft[side].trim())) return { ok: false, field: side, key: "bo_book_score_invalid" };
    }
    const result = { status: "final", home: Number(draft.home.trim()), away: Number(draft.away.trim()) };
    return { ok: true, result, note: withNote };
  }
  if (kind === "series") {
    if (draft.maps.length === 0 || draft.maps.length > MAPS_MAX)
      return { ok: false, field: "maps", key: "bo_book_maps_invalid" };
    return { ok: true, result: { status: "final", maps: [...draft.maps] }, note: withNote };
  }
  const withdrawn = draft.withdrawn.filter((code) => competitors.includes(code));
  const standings = standingsOf(competitors, draft.places, withdrawn);
  if (!standings) return { ok: false, field: "places", key: "bo_book_places_invalid" };
  const result =
    withdrawn.length > 0 ? { status: "final", standings, withdrawn } : { status: "final", standings };
  return { ok: true, result, note: withNote };
}
