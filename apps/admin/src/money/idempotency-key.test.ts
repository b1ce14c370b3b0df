import { ZIdempotencyKey } from "@orchid/contract/money";
import { describe, expect, it } from "vitest";
import { newIdempotencyKey } from "./idempotency-key.ts";

describe("newIdempotencyKey", () => {
  it("answers a key the contract accepts, different on every submit", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(ZIdempotencyKey.safeParse(key).success).toBe(true);
  });
});
