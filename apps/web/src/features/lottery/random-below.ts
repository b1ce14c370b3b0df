/** A uniform whole number in [0, n). */
export type TRandomBelow = (n: number) => number;

const WORDS = 2 ** 32;

/**
 * A uniform whole number in [0, n) from the browser's cryptographic generator: words at or above
 * the largest multiple of n under 2^32 are drawn again, so no value is favoured.
 */
export function randomBelow(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > WORDS) throw new RangeError(`cannot draw below ${n}`);
  const limit = WORDS - (WORDS % n);
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    const value = word[0] as number;
    if (value < limit) return value % n;
  }
}

/** `count` different items of `items`, in the order drawn. */
export function sampleOf<T>(items: readonly T[], count: number, random: TRandomBelow = randomBelow): T[] {
  const pool = [...items];
  const taken: T[] = [];
  while (taken.length < count && pool.length > 0) {
    const [item] = pool.splice(random(pool.length), 1);
    taken.push(item as T);
  }
  return taken;
}
