import { describe, expect, it } from "vitest";
import { createSlipKeys, newRequestKey, REQUEST_KEY_PATTERN } from "./slip-request-key.ts";

describe("slip request keys", () => {
  it("fits the server's request key rule and is new every time", () => {
    const keys = new Set(Array.from({ length: 200 }, newRequestKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(REQUEST_KEY_PATTERN);
  });

  it("sends every try of the same slip with one key, so it is placed once", () => {
    const keys = createSlipKeys();
    const first = keys.keyFor("k3_1m|20250101-0001|sum:10");
    expect(keys.keyFor("k3_1m|20250101-0001|sum:10")).toBe(first);
  });

  it("gives a changed slip, or the next slip once one is placed, a new key", () => {
    const keys = createSlipKeys();
    const first = keys.keyFor("slip a");
    const changed = keys.keyFor("slip b");
    expect(changed).not.toBe(first);
    keys.placed();
    expect(keys.keyFor("slip b")).not.toBe(changed);
  });
});
