import { describe, expect, it } from "vitest";
import { feedSignatureHeaders, signFeedBody } from "./feed-signature.ts";

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

describe("feed signature", () => {
  it('signs timestamp + "." + body as lowercase hex HMAC-SHA256 (the vector docs/lottery-feed.md gives)', () => {
    expect(signFeedBody("feed-secret", "1736942400", `{"feed":"sim"}`)).toBe(
      "81d3d13e010f6e425d8e8f53ca0e9c7a953d0bc5ceaadf0b31f146b175b8659f",
    );
  });

  it("puts the unix-seconds timestamp it signed with in the headers", () => {
    const headers = feedSignatureHeaders("feed-secret", `{"feed":"sim"}`, NOW + 999);
    expect(headers).toEqual({
      "X-Feed-Timestamp": "1736942400",
      "X-Feed-Signature": "81d3d13e010f6e425d8e8f53ca0e9c7a953d0bc5ceaadf0b31f146b175b8659f",
    });
  });
});
