/**
 * The shape of one station's xổ số result: its prizes, each a count of numbers of a fixed number
 * of digits, listed in the order they are drawn (the order `drawVnResult` reads words in).
 */
export type TVnPrizeShape<TPrize extends string = string> = {
  /** The key in `result.prizes`: `db` for giải đặc biệt, `g1` to `g8` for the others. */
  prize: TPrize;
  /** How the prize is printed on a result sheet, e.g. "ĐB" or "G7". */
  label: string;
  count: number;
  digits: number;
};

export type TVnLayout<TPrize extends string = string> = {
  family: string;
  prizes: readonly TVnPrizeShape<TPrize>[];
};

/** How many numbers of a result have at least `digits` digits: the numbers a lô bet of that length checks. */
export function numbersWithDigits(layout: TVnLayout, digits: number): number {
  return layout.prizes.reduce((total, shape) => total + (shape.digits >= digits ? shape.count : 0), 0);
}

/** The shape of one prize; throws when the layout has no such prize (a wiring mistake, not input). */
export function prizeShape(layout: TVnLayout, prize: string): TVnPrizeShape {
  const shape = layout.prizes.find((candidate) => candidate.prize === prize);
  if (shape === undefined) throw new RangeError(`${layout.family} has no prize ${prize}`);
  return shape;
}
