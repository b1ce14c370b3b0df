import type { TEventKind } from "@orchid/contract/sportsbook";

/** A map's winner, in the order the maps were played. */
export type TMapWinner = "home" | "away";

/**
 * A result as its form holds it: a final score (a match), the winner of each map (a series), or
 * the event called off; and a note for the approver.
 */
export type TResultDraft = {
  outcome: "final" | "cancelled";
  home: string;
  away: string;
  maps: TMapWinner[];
  note: string;
};

export type TResultCheck =
  | { ok: true; result: Record<string, unknown>; note: string | undefined }
  | { ok: false; field: "home" | "away" | "maps" | "note"; key: string };

/** The most maps a series plays, and the longest note. */
export const MAPS_MAX = 9;
export const NOTE_MAX = 200;

const SCORE = /^\d{1,3}$/;

/** An empty form, or one holding the recorded result (to correct it). */
export function resultDraftOf(latest: unknown = null): TResultDraft {
  const draft: TResultDraft = { outcome: "final", home: "", away: "", maps: [], note: "" };
  if (typeof latest !== "object" || latest === null) return draft;
  const result = latest as Record<string, unknown>;
  if (result.status !== "final") return draft;
  if (typeof result.home === "number") draft.home = String(result.home);
  if (typeof result.away === "number") draft.away = String(result.away);
  if (Array.isArray(result.maps))
    draft.maps = result.maps.filter((side): side is TMapWinner => side === "home" || side === "away");
  return draft;
}

/** Maps won by each side so far. */
export function mapScore(maps: readonly TMapWinner[]): { home: number; away: number } {
  const home = maps.filter((side) => side === "home").length;
  return { home, away: maps.length - home };
}

/**
 * The result the draft files, or its first problem: a match's two scores (whole, 0–999), a
 * series' map winners (1–9 maps), or a call-off (any kind). The server checks it again.
 */
export function checkResultDraft(kind: TEventKind, draft: TResultDraft): TResultCheck {
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
  return { ok: false, field: "maps", key: "bo_book_result_kind_unsupported" };
}
