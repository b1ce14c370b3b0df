/** Where every outcome comes from: a uniform integer in [0, n). */
export type TRandomSource = {
  nextInt(n: number): number;
};

/** A stream of uniform 32-bit words, the raw material both random sources scale from. */
export type TWordSource = {
  nextWord(): number;
};

const TWO_POW_32 = 2 ** 32;

/**
 * A uniform integer in [0, n) from uniform 32-bit words, without modulo bias.
 *
 * `word % n` alone favours the low results whenever n does not divide 2^32, so words at or
 * above the largest multiple of n that fits below 2^32 are thrown away and another is drawn.
 * At worst (n just above 2^31) half the words are rejected; for reel lengths it is almost never.
 */
export function uniformInt(words: TWordSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
    throw new RangeError(`a random range must be an integer in [1, 2^32], got ${n}`);
  }
  const limit = rejectionLimit(n);
  for (;;) {
    const word = words.nextWord();
    if (word < limit) return word % n;
  }
}

/** The largest multiple of n not above 2^32: words from here up would bias the result. */
export function rejectionLimit(n: number): number {
  return TWO_POW_32 - (TWO_POW_32 % n);
}
