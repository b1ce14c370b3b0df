import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitPool } from "./split-pool.ts";

describe("splitting a raffle pool", () => {
  it("always sums to the pool exactly, each packet at least the minimum", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (packets, minPacket, extra) => {
          const pool = packets * minPacket + extra;
          const amounts = splitPool(pool, packets, minPacket);
          expect(amounts).toHaveLength(packets);
          expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(pool);
          expect(Math.min(...amounts)).toBeGreaterThanOrEqual(minPacket);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("refuses a pool too small for its packets", () => {
    expect(() => splitPool(99, 10, 10)).toThrow(RangeError);
  });
});
