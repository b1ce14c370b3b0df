import type { TBookMarket, TBookSelection } from "@orchid/contract/sportsbook";

/** The order codes read in: sides with the draw between them, then the pairs. */
const CODE_ORDER = ["home", "1X", "draw", "12", "away", "X2", "over", "under", "yes", "no", "odd", "even"];

function rank(code: string): number {
  const index = CODE_ORDER.indexOf(code);
  return index === -1 ? CODE_ORDER.length : index;
}

/** A correct score's goals ("2-1" → [2, 1]); any other score sorts last. */
function scoreOf(code: string): [number, number] {
  const match = /^(\d+)-(\d+)$/.exec(code);
  return match ? [Number(match[1]), Number(match[2])] : [Number.MAX_SAFE_INTEGER, 0];
}

/**
 * A market's selections in the order a member reads them, whatever order the book sends: home,
 * draw, away; over before under; correct scores by home goals then away goals; an outright's
 * field from the favourite (the shortest price) out.
 */
export function orderedSelections(market: Pick<TBookMarket, "type" | "selections">): TBookSelection[] {
  const selections = [...market.selections];
  if (market.type === "outright") return selections.sort((a, b) => a.odds - b.odds || a.id - b.id);
  if (market.type === "correct_score") {
    return selections.sort((a, b) => {
      const [aHome, aAway] = scoreOf(a.code);
      const [bHome, bAway] = scoreOf(b.code);
      return aHome - bHome || aAway - bAway;
    });
  }
  return selections.sort((a, b) => rank(a.code) - rank(b.code));
}
