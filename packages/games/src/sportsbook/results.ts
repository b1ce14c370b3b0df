/**
 * What an event's result looks like to settlement. A cancelled or abandoned event voids every
 * selection on it; a final result carries the score (football-style markets), the maps in the
 * order played (esports series) or the finishing order (outrights).
 */

export type TSide = "home" | "away";

export const SIDES: readonly TSide[] = ["home", "away"];

/** The side opposite the one given. */
export function otherSide(side: TSide): TSide {
  return side === "home" ? "away" : "home";
}

/** Goals (or points) for each side; whole numbers, never negative. */
export type TScore = { home: number; away: number };

/** The event did not reach a result that settles: every selection on it is void. */
export type TCalledOff = { status: "cancelled" } | { status: "abandoned" };

/** A match settled on its final score. */
export type TMatchResult = ({ status: "final" } & TScore) | TCalledOff;

/** An esports series: the side that won each map played, in order. A series may end level. */
export type TSeriesResult = { status: "final"; maps: readonly TSide[] } | TCalledOff;

/**
 * An outright: the finishing order from first place down, each entry the competitors sharing that
 * place (one for a clear finish, several for a tie); the next entry's place counts past all of them.
 * Competitors withdrawn before the start are void.
 */
export type TOutrightResult =
  | { status: "final"; standings: readonly (readonly string[])[]; withdrawn?: readonly string[] }
  | TCalledOff;

/** True when the event was called off; throws on a status settlement does not know. */
export function isCalledOff(result: { status: string }): result is TCalledOff {
  if (result.status === "cancelled" || result.status === "abandoned") return true;
  if (result.status === "final") return false;
  throw new Error(`unknown result status ${JSON.stringify(result.status)}`);
}

/** The score, checked: throws unless both sides have a whole, non-negative number of goals. */
export function checkedScore(score: TScore): TScore {
  for (const side of ["home", "away"] as const) {
    const goals = score[side];
    if (!Number.isSafeInteger(goals) || goals < 0) {
      throw new RangeError(`a score needs whole, non-negative goals; ${side} has ${goals}`);
    }
  }
  return { home: score.home, away: score.away };
}
