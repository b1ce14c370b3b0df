/** A seeded source of numbers in [0, 1), so a run's choices can be told apart and repeated. */
export type TRandom = () => number;

/** A small seeded generator (mulberry32): the same seed gives the same sequence. */
export function createRandom(seed: number): TRandom {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
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
