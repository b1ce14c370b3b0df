/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/**
 * Chi-square with 5 degrees of freedom exceeds this with probability one in a million: a
 * fair source fails a test using it about once in a million runs.
 */
export const CHI_SQUARE_5_DF_ONE_IN_A_MILLION = 35.89;

/** How often each value in [0, n) comes out of `draw` over `draws` draws. */
export function tally(n: number, draws: number, draw: () => number): number[] {
  const counts = new Array<number>(n).fill(0);
  for (let index = 0; index < draws; index++) {
    const value = draw();
    counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}
