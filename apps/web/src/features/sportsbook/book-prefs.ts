import {
  ACCEPT_ODDS,
  ODDS_DISPLAY,
  type TAcceptOdds,
  type TBookSettings,
  type TOddsDisplay,
} from "@orchid/contract/sportsbook";

/** Local-storage keys of a visitor's choices (a member's live on the server as well). */
export const PREF_KEYS = { oddsDisplay: "sbOddsDisplay", acceptOdds: "sbAcceptOdds" } as const;

/** The book's defaults, the same as a member's before they choose: decimal odds, better prices taken. */
export const DEFAULT_PREFS: TBookSettings = { oddsDisplay: "decimal", acceptOdds: "higher" };

/** The stored choices read back; anything unknown (an old or edited value) is the default. */
export function readPrefs(read: (key: string) => string | null): TBookSettings {
  const oddsDisplay = read(PREF_KEYS.oddsDisplay);
  const acceptOdds = read(PREF_KEYS.acceptOdds);
  return {
    oddsDisplay: (ODDS_DISPLAY as readonly string[]).includes(oddsDisplay ?? "")
      ? (oddsDisplay as TOddsDisplay)
      : DEFAULT_PREFS.oddsDisplay,
    acceptOdds: (ACCEPT_ODDS as readonly string[]).includes(acceptOdds ?? "")
      ? (acceptOdds as TAcceptOdds)
      : DEFAULT_PREFS.acceptOdds,
  };
}
