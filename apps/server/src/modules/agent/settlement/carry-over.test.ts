import { describe, expect, it } from "vitest";
import { carryOver } from "./carry-over.ts";

const previous = { periodStart: 0, periodEnd: 100, carryOut: -3_000 };

describe("dividend carry-over", () => {
  it("carries nothing under none", () => {
    expect(carryOver("none", 5_000, 100, previous, true)).toEqual({ loss: 5_000, carryOut: 0 });
    expect(carryOver("none", -5_000, 100, previous, true)).toEqual({ loss: -5_000, carryOut: 0 });
  });

  it("works a won period off later losses under forever, and keeps the rest", () => {
    expect(carryOver("forever", 2_000, 100, previous, false)).toEqual({ loss: -1_000, carryOut: -1_000 });
    expect(carryOver("forever", 5_000, 500, previous, false)).toEqual({ loss: 2_000, carryOut: 0 });
  });

  it("carries only the period just before under previous", () => {
    expect(carryOver("previous", 5_000, 100, previous, false)).toEqual({ loss: 2_000, carryOut: 0 });
    expect(carryOver("previous", 5_000, 200, previous, false)).toEqual({ loss: 5_000, carryOut: 0 });
    expect(carryOver("previous", -700, 100, previous, false)).toEqual({ loss: -3_700, carryOut: -700 });
  });

  it("carries within the month only under month", () => {
    expect(carryOver("month", 5_000, 100, previous, true)).toEqual({ loss: 2_000, carryOut: 0 });
    expect(carryOver("month", 5_000, 100, previous, false)).toEqual({ loss: 5_000, carryOut: 0 });
  });
});
