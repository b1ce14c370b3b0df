import { describe, expect, it } from "vitest";
import { depositOrderNo, withdrawalOrderNo } from "./order-number.ts";

describe("withdrawalOrderNo", () => {
  it("starts with W and the merchant's local day", () => {
    // 20:00 UTC on 14 March is already 15 March in Yangon (UTC+6:30).
    const at = new Date("2025-03-14T20:00:00Z");
    expect(withdrawalOrderNo(at, "UTC")).toMatch(/^W250314[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(withdrawalOrderNo(at, "Asia/Yangon")).toMatch(/^W250315/);
  });

  it("spells the 40 random bits in Crockford base 32", () => {
    const at = new Date("2025-01-02T00:00:00Z");
    expect(withdrawalOrderNo(at, "UTC", () => Buffer.alloc(5, 0))).toBe("W25010200000000");
    expect(withdrawalOrderNo(at, "UTC", () => Buffer.alloc(5, 0xff))).toBe("W250102ZZZZZZZZ");
  });

  it("starts deposits with D", () => {
    expect(depositOrderNo(new Date("2025-12-31T12:00:00Z"), "UTC")).toMatch(/^D251231[0-9A-HJKMNP-TV-Z]{8}$/);
  });

  it("differs between calls", () => {
    const at = new Date();
    const numbers = new Set(Array.from({ length: 200 }, () => withdrawalOrderNo(at, "UTC")));
    expect(numbers.size).toBe(200);
  });
});
