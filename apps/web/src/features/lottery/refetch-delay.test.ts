import { describe, expect, it } from "vitest";
import { refetchDelay } from "./refetch-delay.ts";

const draw = (opensAt: string, closesAt: string) => ({ opensAt, closesAt });
const now = Date.parse("2025-01-01T00:00:30.000Z");

describe("refetch delay", () => {
  it("asks again just after the first countdown among the draws ends", () => {
    const draws = [
      draw("2025-01-01T00:00:00.000Z", "2025-01-01T00:00:55.000Z"),
      draw("2025-01-01T00:00:00.000Z", "2025-01-01T00:00:40.000Z"),
      null,
    ];
    expect(refetchDelay(draws, now)).toBe(11_000);
  });

  it("counts to the opening of a draw not open yet", () => {
    expect(refetchDelay([draw("2025-01-01T00:00:32.000Z", "2025-01-01T00:01:00.000Z")], now)).toBe(3_000);
  });

  it("retries every few seconds while a shown draw is past its close, and waits for nothing without draws", () => {
    expect(refetchDelay([draw("2025-01-01T00:00:00.000Z", "2025-01-01T00:00:20.000Z")], now)).toBe(5_000);
    expect(refetchDelay([null, undefined], now)).toBeNull();
  });

  it("never waits longer than a browser timer can", () => {
    expect(refetchDelay([draw("2025-01-01T00:00:00.000Z", "2099-01-01T00:00:00.000Z")], now)).toBe(
      2_147_483_647,
    );
  });
});
