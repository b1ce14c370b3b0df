import { describe, expect, it } from "vitest";
import { isRegionRestricted, parseRange } from "./region.ts";

describe("region restriction", () => {
  it("blocks an address inside a denied range and lets others through", () => {
    expect(isRegionRestricted("203.0.113.7", [], ["203.0.113.0/24"])).toBe(true);
    expect(isRegionRestricted("203.0.114.7", [], ["203.0.113.0/24"])).toBe(false);
  });

  it("admits only allowed ranges when an allow list exists", () => {
    expect(isRegionRestricted("10.1.2.3", ["10.0.0.0/8"], [])).toBe(false);
    expect(isRegionRestricted("192.168.1.1", ["10.0.0.0/8"], [])).toBe(true);
  });

  it("lets deny win over allow", () => {
    expect(isRegionRestricted("10.9.9.9", ["10.0.0.0/8"], ["10.9.0.0/16"])).toBe(true);
  });

  it("reads IPv6 and IPv4-mapped IPv6 addresses", () => {
    expect(isRegionRestricted("2001:db8::1", [], ["2001:db8::/32"])).toBe(true);
    expect(isRegionRestricted("::ffff:203.0.113.9", [], ["203.0.113.0/24"])).toBe(true);
    expect(isRegionRestricted("2001:db9::1", [], ["2001:db8::/32"])).toBe(false);
  });

  it("treats a bare address in a list as a single host and ignores junk entries", () => {
    expect(isRegionRestricted("198.51.100.4", [], ["198.51.100.4", "not-a-range"])).toBe(true);
    expect(parseRange("300.1.1.1/8")).toBeNull();
  });

  it("restricts an unreadable address only when an allow list exists", () => {
    expect(isRegionRestricted("garbage", [], ["203.0.113.0/24"])).toBe(false);
    expect(isRegionRestricted("garbage", ["10.0.0.0/8"], [])).toBe(true);
  });
});
