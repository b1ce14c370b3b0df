import { seededRandom } from "../src/db/seed/seeded-random.ts";

/** A seeded source of numbers in [0, 1), so a run's choices can be told apart and repeated. */
export type TRandom = () => number;

/** A small seeded generator (mulberry32): the same seed gives the same sequence. */
export function createRandom(seed: number): TRandom {
  return seededRandom(seed);
}

/** A whole number in [min, max]. */
export function randomInt(random: TRandom, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One of the items. */
export function pickOne<T>(random: TRandom, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pickOne of nothing");
  return item;
}
