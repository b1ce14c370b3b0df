import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { combinedOdds, merchantPrice, potentialReturn } from "./pricing.ts";

describe("merchant price", () => {
  it("divides the feed price by one plus the margin, rounding down", () => {
    expect(merchantPrice(1950, 0)).toBe(1950);
    expect(merchantPrice(2000, 500)).toBe(1904); // 2 / 1.05 = 1.9047…
    expect(merchantPrice(1010, 3000)).toBe(1001); // never below 1.001
  });
  it("refuses a margin out of range", () => {
    expect(() => merchantPrice(2000, -1)).toThrow(RangeError);
    expect(() => merchantPrice(2000, 3001)).toThrow(RangeError);
  });
  it("never pays more than the feed price", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1001, max: 1_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        (odds, margin) => {
          const price = merchantPrice(odds, margin);
          expect(price).toBeLessThanOrEqual(odds);
          expect(price).toBeGreaterThanOrEqual(1001);
        },
      ),
    );
  });
});

describe("combined odds and potential return", () => {
  it("multiplies legs exactly and rounds down once", () => {
    expect(combinedOdds([1950])).toBe("1.950");
    expect(combinedOdds([2000, 1500, 1944])).toBe("5.832");
    expect(combinedOdds([1001, 1001])).toBe("1.002"); // 1.002001
    expect(potentialReturn(1000, [1950])).toBe(1950);
    expect(potentialReturn(333, [2000, 1500, 1944])).toBe(1942); // 1942.056
  });
  it("agrees with the single's return for one leg", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1001, max: 1_000_000 }),
        (stake, odds) => {
          expect(potentialReturn(stake, [odds])).toBe(Math.floor((stake * odds) / 1000));
        },
      ),
    );
  });
});
