/**
 * The marginal outcomes of a row of `length` different numbers from 1–`highest` (PK10's cars,
 * 11x5's balls) at `positions`: every ordered choice of different numbers for those positions,
 * each once, the other positions filled with the smallest numbers left, ascending. In a uniform
 * draw of different numbers each choice is equally likely, so these are enough for the exact
 * return of a line that reads only those positions (10 choices for one PK10 position, 90 for
 * two, 55,440 for all five 11x5 balls).
 */
export function distinctResultsAt(highest: number, length: number, positions: readonly number[]): number[][] {
  const results: number[][] = [];
  const isUsed = new Array<boolean>(highest + 1).fill(false);
  const row = new Array<number>(length).fill(0);
  const choose = (taken: number): void => {
    if (taken === positions.length) {
      results.push(filledIn(row, isUsed, positions));
      return;
    }
    for (let value = 1; value <= highest; value += 1) {
      if (isUsed[value]) continue;
      isUsed[value] = true;
      row[(positions[taken] as number) - 1] = value;
      choose(taken + 1);
      isUsed[value] = false;
    }
  };
  choose(0);
  return results;
}

/** A copy of `row` with every position not chosen given the smallest unused numbers, ascending. */
function filledIn(
  row: readonly number[],
  isUsed: readonly boolean[],
  positions: readonly number[],
): number[] {
  const result = [...row];
  let next = 1;
  for (let index = 0; index < result.length; index += 1) {
    if (positions.includes(index + 1)) continue;
    while (isUsed[next]) next += 1;
    result[index] = next;
    next += 1;
  }
  return result;
}
