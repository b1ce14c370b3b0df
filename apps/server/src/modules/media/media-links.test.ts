import { describe, expect, it } from "vitest";
import { MediaLinks } from "./media-links.ts";

const secret = Buffer.alloc(32, 7);

describe("signed addresses of private images", () => {
  it("stay the same within an hour and stop working once expired", () => {
    let now = Date.parse("2026-11-24T10:05:00Z");
    const links = new MediaLinks(secret, () => new Date(now));
    const url = links.privateUrl(42);
    now += 20 * 60_000;
    expect(links.privateUrl(42)).toBe(url);
    const query = new URL(url, "http://x").searchParams;
    const [exp, sig] = [query.get("exp") ?? undefined, query.get("sig") ?? undefined];
    expect(links.isValid(42, exp, sig)).toBe(true);
    expect(links.isValid(43, exp, sig)).toBe(false);
    now = Number(exp) * 1000;
    expect(links.isValid(42, exp, sig)).toBe(false);
  });

  it("refuse another server's signature and malformed parameters", () => {
    const now = () => new Date("2026-11-24T10:05:00Z");
    const ours = new MediaLinks(secret, now);
    const theirs = new MediaLinks(Buffer.alloc(32, 9), now);
    const query = new URL(theirs.privateUrl(1), "http://x").searchParams;
    expect(ours.isValid(1, query.get("exp") ?? undefined, query.get("sig") ?? undefined)).toBe(false);
    for (const [exp, sig] of [
      [undefined, undefined],
      ["x", "0".repeat(32)],
      ["9999999999", "zz"],
    ]) {
      expect(ours.isValid(1, exp, sig)).toBe(false);
    }
  });
});
