/** Tests of the seeded generator: repeatable, evenly spread, and its helpers in bounds. */
import { describe, expect, it } from "vitest";
import { createRandom, hashSeed } from "./seeded-random.ts";

const draw = (seed: number, count: number) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe("seeded random numbers", () => {
  it("repeat for a seed and differ between seeds", () => {
    expect(draw(42, 50)).toEqual(draw(42, 50));
    expect(draw(42, 50)).not.toEqual(draw(43, 50));
    expect(draw(2 ** 40, 5)).not.toEqual(draw(0, 5));
  });

  it("stay in [0, 1) and spread evenly", () => {
    const values = draw(7, 20_000);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const buckets = Array.from({ length: 10 }, () => 0);
    for (const value of values) buckets[Math.floor(value * 10)] = (buckets[Math.floor(value * 10)] ?? 0) + 1;
    for (const bucket of buckets) expect(bucket).toBeGreaterThan(1800);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeCloseTo(0.5, 1);
  });

  it("draws whole numbers within bounds, picks, shuffles and flips coins", () => {
    const random = createRandom(3);
    const ints = Array.from({ length: 2000 }, () => random.int(2, 5));
    expect(new Set(ints)).toEqual(new Set([2, 3, 4, 5]));
    expect(() => random.int(3, 2)).toThrow(RangeError);
    expect(() => random.pick([])).toThrow(RangeError);
    expect(["a", "b"]).toContain(random.pick(["a", "b"]));
    const shuffled = random.shuffle([1, 2, 3, 4, 5, 6]);
    expect([...shuffled].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const heads = Array.from({ length: 4000 }, () => random.chance(0.25)).filter(Boolean).length;
    expect(heads).toBeGreaterThan(850);
    expect(heads).toBeLessThan(1150);
  });

  it("hashes seeds from parts, stably", () => {
    expect(hashSeed(1, "s1.fb1.10")).toBe(hashSeed(1, "s1.fb1.10"));
    expect(hashSeed(1, "s1.fb1.10")).not.toBe(hashSeed(1, "s1.fb1.11"));
    expect(hashSeed("ab", "c")).not.toBe(hashSeed("a", "bc"));
    expect(Number.isSafeInteger(hashSeed("x"))).toBe(true);
    expect(() => createRandom(1.5)).toThrow(RangeError);
  });
});
