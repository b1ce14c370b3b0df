import { describe, expect, it } from "vitest";
import { formatSeconds, parseSeconds } from "./delay-seconds.ts";

describe("the in-play delay in seconds", () => {
  it("shows milliseconds as seconds without trailing zeros, and reads them back exactly", () => {
    expect(formatSeconds(3000)).toBe("3");
    expect(formatSeconds(2500)).toBe("2.5");
    expect(formatSeconds(1250)).toBe("1.25");
    expect(formatSeconds(0)).toBe("0");
    expect(parseSeconds("2.5")).toBe(2500);
    expect(parseSeconds("0.001")).toBe(1);
    expect(parseSeconds("30")).toBe(30_000);
    for (let ms = 0; ms <= 30_000; ms += 777) expect(parseSeconds(formatSeconds(ms))).toBe(ms);
  });

  it("refuses more than 30 s, more than three decimals and words", () => {
    expect(parseSeconds("30.001")).toBeNull();
    expect(parseSeconds("1.0005")).toBeNull();
    expect(parseSeconds("-1")).toBeNull();
    expect(parseSeconds("")).toBeNull();
  });
});
