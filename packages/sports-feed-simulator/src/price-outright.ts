/**
 * A league winner outright: each team's chance of finishing first from its strength (a softmax of
 * attack plus defence), priced with the book's margin; and drawing a finishing order that agrees
 * with those chances (each place taken in turn, weighted by the chances of the teams left).
 */
import { DEFAULT_MARGIN, oddsFor, offerState } from "./odds.ts";
import type { TPricedMarket } from "./price-market.ts";
import type { TRandom } from "./seeded-random.ts";

export type TCompetitor = { name: string; attack: number; defence: number };

/** How much strength counts: at 1.2 the strongest of eight is roughly a 3-to-1 shot. */
const SHARPNESS = 1.2;

/** Each competitor's chance of winning, in the order given. */
export function winChances(field: readonly TCompetitor[]): number[] {
  const weights = field.map((team) => Math.exp(SHARPNESS * (team.attack + team.defence)));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/** The outright market: one place paid, every competitor a selection named by its name. */
export function priceOutright(field: readonly TCompetitor[], margin = DEFAULT_MARGIN): TPricedMarket {
  const probabilities = winChances(field);
  return {
    market: {
      type: "outright",
      places: 1,
      selections: field.map((team, index) => ({
        code: team.name,
        name: team.name,
        odds: oddsFor(probabilities[index] ?? 0, margin),
      })),
    },
    state: offerState(probabilities, margin),
    probabilities,
  };
}

/** A finishing order (one competitor a place), drawn so that each wins with its chance. */
export function drawStandings(field: readonly TCompetitor[], random: TRandom): string[][] {
  const chances = winChances(field);
  const left = field.map((team, index) => ({ name: team.name, weight: chances[index] ?? 0 }));
  const standings: string[][] = [];
  while (left.length > 0) {
    const total = left.reduce((sum, team) => sum + team.weight, 0);
    let target = random.next() * total;
    let chosen = left.length - 1;
    for (let index = 0; index < left.length; index += 1) {
      target -= left[index]?.weight ?? 0;
      if (target < 0) {
        chosen = index;
        break;
      }
    }
    const [team] = left.splice(chosen, 1);
    if (team) standings.push([team.name]);
  }
  return standings;
}
