import { describe, expect, it } from "vitest";
import { idRange } from "./id-range.ts";

describe("idRange", () => {
  it("bounds the rows whatever their order", () => {
    expect(idRange([{ id: 7 }, { id: 3 }, { id: 12 }, { id: 5 }])).toEqual({ low: 3, high: 12 });
    expect(idRange([{ id: 4 }])).toEqual({ low: 4, high: 4 });
  });

  it("is an empty range without rows", () => {
    const { low, high } = idRange([]);
    expect(low).toBeGreaterThan(high);
  });
});
