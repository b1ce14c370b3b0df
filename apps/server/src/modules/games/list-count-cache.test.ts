import { describe, expect, it } from "vitest";
import { ListCountCache } from "./list-count-cache.ts";

describe("the list count cache", () => {
  it("answers a filter's total from memory until it is too old, then counts again", async () => {
    let at = 0;
    let counted = 0;
    const cache = new ListCountCache(() => new Date(at), 1_000);
    const count = async () => {
      counted += 1;
      return 100 + counted;
    };
    expect(await cache.get("RNG", count)).toBe(101);
    at = 999;
    expect(await cache.get("RNG", count)).toBe(101);
    expect(await cache.get("LIVE", count)).toBe(102);
    at = 1_000;
    expect(await cache.get("RNG", count)).toBe(103);
  });

  it("keeps at most its limit, dropping the oldest", async () => {
    let counted = 0;
    const cache = new ListCountCache(() => new Date(0), 60_000, 2);
    const count = async () => ++counted;
    await cache.get("a", count);
    await cache.get("b", count);
    await cache.get("c", count);
    expect(await cache.get("b", count)).toBe(2);
    expect(await cache.get("a", count)).toBe(4);
  });
});
