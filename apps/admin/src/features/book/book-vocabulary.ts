import type {
  TBookSport,
  TEsportsTitle,
  TEventKind,
  TEventState,
  TMarketState,
  TMarketType,
} from "@orchid/contract/sportsbook";

/** A state's translation key and badge class (literal keys, so the catalogue test sees each one). */
export type TBookLook = { key: string; badge: string };

export const EVENT_STATE_LOOKS: Record<TEventState, TBookLook> = {
  prematch: { key: "bo_book_state_prematch", badge: "badge" },
  live: { key: "bo_book_state_live", badge: "badge badge-ok" },
  suspended: { key: "bo_book_state_suspended", badge: "badge badge-warn" },
  ended: { key: "bo_book_state_ended", badge: "badge" },
  cancelled: { key: "bo_book_state_cancelled", badge: "badge badge-bad" },
};

/** The list's state filter: each state, plus "not finished" and "a result waits for settlement". */
export const EVENT_FILTER_KEYS: Record<TEventState | "open" | "unsettled", string> = {
  open: "bo_book_filter_open",
  unsettled: "bo_book_filter_unsettled",
  prematch: "bo_book_state_prematch",
  live: "bo_book_state_live",
  suspended: "bo_book_state_suspended",
  ended: "bo_book_state_ended",
  cancelled: "bo_book_state_cancelled",
};

export const MARKET_STATE_LOOKS: Record<TMarketState, TBookLook> = {
  open: { key: "bo_book_market_open", badge: "badge badge-ok" },
  suspended: { key: "bo_book_market_suspended", badge: "badge badge-warn" },
  closed: { key: "bo_book_market_closed", badge: "badge badge-bad" },
};

export const SPORT_KEYS: Record<TBookSport, string> = {
  football: "bo_book_sport_football",
  basketball: "bo_book_sport_basketball",
  esports: "bo_book_sport_esports",
};

export const TITLE_KEYS: Record<TEsportsTitle, string> = {
  lol: "bo_book_title_lol",
  dota2: "bo_book_title_dota2",
  cs2: "bo_book_title_cs2",
  valorant: "bo_book_title_valorant",
};

export const KIND_KEYS: Record<TEventKind, string> = {
  match: "bo_book_kind_match",
  series: "bo_book_kind_series",
  outright: "bo_book_kind_outright",
};

/** A market type's name; a map winner's names its map ({map}). */
export const MARKET_TYPE_KEYS: Record<TMarketType, string> = {
  "1x2": "bo_book_type_1x2",
  double_chance: "bo_book_type_double_chance",
  btts: "bo_book_type_btts",
  correct_score: "bo_book_type_correct_score",
  odd_even: "bo_book_type_odd_even",
  asian_handicap: "bo_book_type_asian_handicap",
  over_under: "bo_book_type_over_under",
  outright: "bo_book_type_outright",
  match_winner: "bo_book_type_match_winner",
  map_winner: "bo_book_type_map_winner",
  map_handicap: "bo_book_type_map_handicap",
  total_maps: "bo_book_type_total_maps",
};

/** Selection codes in words; over and under carry the total ({line}). */
export const SELECTION_KEYS: Record<string, string> = {
  home: "bo_book_sel_home",
  draw: "bo_book_sel_draw",
  away: "bo_book_sel_away",
  over: "bo_book_sel_over",
  under: "bo_book_sel_under",
  yes: "bo_book_sel_yes",
  no: "bo_book_sel_no",
  odd: "bo_book_sel_odd",
  even: "bo_book_sel_even",
  "1X": "bo_book_sel_1x",
  "12": "bo_book_sel_12",
  X2: "bo_book_sel_x2",
  any_other: "bo_book_sel_any_other",
};

export const BET_STATE_LOOKS: Record<"open" | "settled" | "cashed_out", TBookLook> = {
  open: { key: "bo_book_bet_open", badge: "badge badge-warn" },
  settled: { key: "bo_book_bet_settled", badge: "badge badge-ok" },
  cashed_out: { key: "bo_book_bet_cashed_out", badge: "badge" },
};

export const BET_KIND_KEYS: Record<"single" | "parlay", string> = {
  single: "bo_book_bet_single",
  parlay: "bo_book_bet_parlay",
};

/** A settled leg's outcome; an outcome the console does not know is shown as recorded. */
export const OUTCOME_KEYS: Record<string, string> = {
  win: "bo_book_outcome_win",
  lose: "bo_book_outcome_lose",
  half_win: "bo_book_outcome_half_win",
  half_lose: "bo_book_outcome_half_lose",
  push: "bo_book_outcome_push",
  void: "bo_book_outcome_void",
  dead_heat: "bo_book_outcome_dead_heat",
};

/** The words of a key in the table, or the code itself when the console has none. */
export function wordsOf(keys: Record<string, string>, code: string, t: (key: string) => string): string {
  const key = keys[code];
  return key ? t(key) : code;
}
