import { describe, expect, it } from "vitest";
import { reconnectDelay } from "./reconnect-delay.ts";
import { readSocketMessage } from "./socket-message.ts";

describe("readSocketMessage", () => {
  it("reads balance, unread and bonus pushes", () => {
    expect(readSocketMessage('{"type":"bonus"}')).toEqual({ type: "bonus" });
    expect(readSocketMessage('{"type":"balance","sumBalance":12345,"mainBalance":10000}')).toEqual({
      type: "balance",
      sumBalance: 12345,
      mainBalance: 10000,
    });
    expect(readSocketMessage('{"type":"unread","count":3}')).toEqual({ type: "unread", count: 3 });
  });

  it("ignores malformed, fractional and unknown frames", () => {
    expect(readSocketMessage("not json")).toBeNull();
    expect(readSocketMessage("null")).toBeNull();
    expect(readSocketMessage('{"type":"balance","sumBalance":1.5,"mainBalance":1}')).toBeNull();
    expect(readSocketMessage('{"type":"unread","count":-1}')).toBeNull();
    expect(readSocketMessage('{"type":"hello"}')).toBeNull();
  });
});

describe("reconnectDelay", () => {
  it("backs off from 1 s to at most 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
