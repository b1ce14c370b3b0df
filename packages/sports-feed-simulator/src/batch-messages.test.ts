/** Tests of packing messages into pushes, nonces, and the signature. */
import type { TFeedMessage } from "@orchid/contract/sportsbook";
import { describe, expect, it } from "vitest";
import { batchMessages, newNonce, pushBody } from "./batch-messages.ts";
import { feedSignatureHeaders, isValidFeedSignature, signFeedBody } from "./feed-signature.ts";

const status = (index: number): TFeedMessage => ({
  type: "status",
  ref: `ev.${index}`,
  state: "live",
  clock: 1,
});

describe("packing messages into pushes", () => {
  it("keeps the order and at most 200 a push", () => {
    const messages = Array.from({ length: 450 }, (_, index) => status(index));
    const batches = batchMessages(messages, 10_000_000);
    expect(batches.map((batch) => batch.length)).toEqual([200, 200, 50]);
    expect(batches.flat()).toEqual(messages);
    expect(batchMessages([])).toEqual([]);
  });

  it("keeps each body under the size limit (a single message too big goes alone)", () => {
    const messages = Array.from({ length: 100 }, (_, index) => status(index));
    const batches = batchMessages(messages, 2_000);
    expect(batches.length).toBeGreaterThan(3);
    for (const batch of batches)
      expect(Buffer.byteLength(pushBody("dev-simulator", newNonce(), batch))).toBeLessThan(2_000);
    expect(batchMessages([status(1), status(2)], 10)).toEqual([[status(1)], [status(2)]]);
  });

  it("gives every push a fresh nonce the contract takes", () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});

describe("signing a push", () => {
  it("is the hex HMAC-SHA256 of timestamp, dot, body", () => {
    // The worked example of docs/lottery-feed.md, which signs the same way.
    expect(signFeedBody("feed-secret", "1736942400", '{"feed":"sim"}')).toBe(
      "81d3d13e010f6e425d8e8f53ca0e9c7a953d0bc5ceaadf0b31f146b175b8659f",
    );
    const headers = feedSignatureHeaders("s3cret", "{}", 1_736_942_400_999);
    expect(headers["X-Feed-Timestamp"]).toBe("1736942400");
    expect(isValidFeedSignature("s3cret", "1736942400", "{}", headers["X-Feed-Signature"])).toBe(true);
    expect(isValidFeedSignature("other", "1736942400", "{}", headers["X-Feed-Signature"])).toBe(false);
    expect(isValidFeedSignature("s3cret", "1736942401", "{}", headers["X-Feed-Signature"])).toBe(false);
    expect(isValidFeedSignature("s3cret", "1736942400", "{}", "abc")).toBe(false);
  });
});
