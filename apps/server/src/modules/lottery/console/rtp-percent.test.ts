import { fraction } from "@orchid/games/fraction";
import { describe, expect, it } from "vitest";
import { rtpPercent } from "./rtp-percent.ts";

describe("an RTP in per cent", () => {
  it("keeps two decimals, rounded down exactly", () => {
    expect(rtpPercent(fraction(95n, 100n))).toBe("95.00");
    expect(rtpPercent(fraction(2n, 3n))).toBe("66.66");
    expect(rtpPercent(fraction(99_999n, 100_000n))).toBe("99.99");
    expect(rtpPercent(fraction(1n))).toBe("100.00");
    expect(rtpPercent(fraction(100_004n, 100_000n))).toBe("100.00");
    expect(rtpPercent(fraction(0n))).toBe("0.00");
  });
});
