/**
 * A small seeded generator (mulberry32): the same seed gives the same demo data (catalogue, banner
 * art) on every machine, so tests and screenshots can name things by their position. Not for
 * anything that needs unpredictability.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One of `items`, with the chance of each proportional to its weight. */
export function pickWeighted<T>(random: () => number, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [item, weight] of items) {
    left -= weight;
    if (left < 0) return item;
  }
  const last = items.at(-1);
  if (!last) throw new Error("pickWeighted needs at least one item");
  return last[0];
}
