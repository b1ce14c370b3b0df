import { createHmac, randomUUID } from "node:crypto";
import type { TFeedMessage } from "../../packages/contract/src/sportsbook.ts";

/**
 * The bench's side of the sports feed: one signed push (HMAC-SHA256 of `<timestamp>.<body>` in
 * X-Feed-Timestamp / X-Feed-Signature, as docs/sports-feed.md says), answered or thrown.
 */
export async function pushFeed(baseUrl: string, secret: string, messages: TFeedMessage[]): Promise<void> {
  const body = JSON.stringify({ feed: "bench", nonce: randomUUID().replaceAll("-", ""), messages });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(`${baseUrl}/sb/feed`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Feed-Timestamp": timestamp,
      "X-Feed-Signature": createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex"),
    },
    body,
  });
  if (!response.ok) throw new Error(`feed push answered ${response.status}: ${await response.text()}`);
}

/** A football fixture with a 1X2 and an over/under market (prices in thousandths). */
export function benchFixture(ref: string, startsAt: Date): TFeedMessage {
  return {
    type: "fixture",
    ref,
    sport: "football",
    competition: { ref: "bench-league", name: "Bench League" },
    kind: "match",
    home: `Home ${ref}`,
    away: `Away ${ref}`,
    startsAt: startsAt.toISOString(),
    markets: [
      {
        type: "1x2",
        selections: [
          { code: "home", odds: 2_100 },
          { code: "draw", odds: 3_300 },
          { code: "away", odds: 3_500 },
        ],
      },
      {
        type: "over_under",
        line: 10,
        selections: [
          { code: "over", odds: 1_900 },
          { code: "under", odds: 1_950 },
        ],
      },
    ],
  };
}
