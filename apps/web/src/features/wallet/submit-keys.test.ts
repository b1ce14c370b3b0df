import { ApiError } from "@orchid/contract/api-error";
import { ZIdempotencyKey } from "@orchid/contract/money";
import { describe, expect, it } from "vitest";
import { createSubmitKeys, newIdempotencyKey } from "./submit-keys.ts";

describe("createSubmitKeys", () => {
  it("re-sends the same request with the same key after a network failure", () => {
    const keys = createSubmitKeys();
    const first = keys.keyFor('{"amount":100}');
    keys.settle(new ApiError("NETWORK_FAILED"));
    expect(keys.keyFor('{"amount":100}')).toBe(first);
  });

  it("gives a changed request a new key even after a network failure", () => {
    const keys = createSubmitKeys();
    const first = keys.keyFor('{"amount":100}');
    keys.settle(new ApiError("NETWORK_FAILED"));
    expect(keys.keyFor('{"amount":200}')).not.toBe(first);
  });

  it("gives every new submit a new key once the server answered", () => {
    const keys = createSubmitKeys();
    const first = keys.keyFor('{"amount":100}');
    keys.settle();
    const second = keys.keyFor('{"amount":100}');
    expect(second).not.toBe(first);
    keys.settle(new ApiError("INSUFFICIENT_FUNDS"));
    expect(keys.keyFor('{"amount":100}')).not.toBe(second);
  });

  it("makes keys the contract accepts", () => {
    expect(ZIdempotencyKey.safeParse(newIdempotencyKey()).success).toBe(true);
  });
});
