/**
 * Seeded random numbers for the simulator. The same seed always gives the same sequence, so a
 * whole day of matches can be replayed. A Weyl counter run through a 32-bit finaliser (the
 * murmur3 mix) is plenty for a simulation; it is not for anything where money depends on it.
 */

export type TRandom = {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One of `items` (which must not be empty). */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy of `items`. */
  shuffle<T>(items: readonly T[]): T[];
};

const GOLDEN = 0x9e3779b9;

function mix32(value: number): number {
  let z = value >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** A 32-bit seed from any mix of numbers and text (FNV-1a over the parts, then mixed). */
export function hashSeed(...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    const text = `${String(part)}\u0001`;
    for (let index = 0; index < text.length; index += 1) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return mix32(hash);
}

/** A generator that starts from `seed` (any safe integer). */
export function createRandom(seed: number): TRandom {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`a seed must be a safe integer, got ${seed}`);
  let counter = mix32((seed ^ Math.floor(seed / 2 ** 32)) >>> 0);
  const next = (): number => {
    counter = (counter + GOLDEN) >>> 0;
    return mix32(counter) / 2 ** 32;
  };
  const int = (min: number, max: number): number => {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min) {
      throw new RangeError(`no whole number lies from ${min} to ${max}`);
    }
    return min + Math.floor(next() * (max - min + 1));
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError("cannot pick from an empty list");
      return items[int(0, items.length - 1)] as T;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = int(0, index);
        [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
      }
      return copy;
    },
  };
}
