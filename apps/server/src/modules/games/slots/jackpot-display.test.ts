import { describe, expect, it } from "vitest";
import { jackpotValueMinor, presentJackpot } from "./jackpot-display.ts";

const config = { baseMinor: 100_000, epochMs: 1_000_000, incrementMinor: 16_511, tickMs: 3_000 };

describe("jackpot", () => {
  it("grows by 165.11 every 3 seconds from its epoch", () => {
    expect(jackpotValueMinor(config, 1_000_000)).toBe(100_000);
    expect(jackpotValueMinor(config, 1_002_999)).toBe(100_000);
    expect(jackpotValueMinor(config, 1_003_000)).toBe(116_511);
    expect(jackpotValueMinor(config, 1_030_000)).toBe(100_000 + 10 * 16_511);
  });

  it("never goes below its base, even for a clock before the epoch", () => {
    expect(jackpotValueMinor(config, 0)).toBe(100_000);
  });

  it("is monotonic over time", () => {
    let last = 0;
    for (let t = 900_000; t < 2_000_000; t += 777) {
      const value = jackpotValueMinor(config, t);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
  });

  it("presents major units with two decimals", () => {
    const shown = presentJackpot(config, true, "K", new Date(1_003_000));
    expect(shown).toMatchObject({
      enabled: true,
      value: 1165.11,
      increment: 165.11,
      tickMs: 3000,
      currencySymbol: "K",
    });
  });

  it("shows the real pools once they exist, growing at the rate stakes fed them", () => {
    const shown = presentJackpot(config, true, "K", new Date(1_003_000), {
      valueMinor: 1_234_567,
      minorPerMs: 0.01,
    });
    expect(shown).toMatchObject({ value: 12345.67, increment: 0.3, tickMs: 3000 });
    const quiet = presentJackpot(config, true, "K", new Date(1_003_000), {
      valueMinor: 500,
      minorPerMs: 0.00001,
    });
    expect(quiet).toMatchObject({ value: 5, increment: 0.01 });
    const still = presentJackpot(config, true, "K", new Date(1_003_000), { valueMinor: 500, minorPerMs: 0 });
    expect(still.increment).toBe(0);
  });
});
