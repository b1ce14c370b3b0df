import { describe, expect, it } from "vitest";
import { newRoundKey, ROUND_KEY_PATTERN } from "./round-key.ts";

describe("round key", () => {
  it("fits the server's idempotency key rule and is new every time", () => {
    const keys = new Set(Array.from({ length: 200 }, newRoundKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(ROUND_KEY_PATTERN);
  });
});
