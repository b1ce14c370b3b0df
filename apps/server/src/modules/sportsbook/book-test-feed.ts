import { randomUUID } from "node:crypto";
import type { TFeedMessage } from "@orchid/contract/sportsbook";
import { bodySignature } from "../../http/body-signature.ts";
import type { TTestApp } from "../../test/test-app.ts";

/**
 * Tests' side of the sports feed: pushes messages to the app signed as a feed signs them, over
 * Fastify's inject (the real route, signature check and nonce included). Answers the HTTP status
 * and the envelope.
 */
export async function pushBookFeed(
  t: TTestApp,
  secret: string,
  messages: TFeedMessage[],
  options: { nowMs?: number; nonce?: string } = {},
): Promise<{
  status: number;
  body: { success: boolean; value?: { applied: number; unknown: number }; code?: string };
}> {
  const body = JSON.stringify({
    feed: "test-feed",
    nonce: options.nonce ?? randomUUID().replaceAll("-", ""),
    messages,
  });
  const timestamp = String(Math.floor((options.nowMs ?? t.ctx.now().getTime()) / 1000));
  const reply = await t.app.inject({
    method: "POST",
    url: "/sb/feed",
    payload: body,
    headers: {
      "content-type": "application/json",
      "x-feed-timestamp": timestamp,
      "x-feed-signature": bodySignature(secret, timestamp, body),
    },
  });
  return { status: reply.statusCode, body: reply.json() };
}

/** A football fixture with the markets the tests bet on (prices in thousandths). */
export function footballFixture(ref: string, startsAt: Date, home: string, away: string): TFeedMessage {
  return {
    type: "fixture",
    ref,
    sport: "football",
    competition: { ref: "test-league", name: "Test League" },
    kind: "match",
    home,
    away,
    startsAt: startsAt.toISOString(),
    markets: [
      {
        type: "1x2",
        selections: [
          { code: "home", odds: 2100 },
          { code: "draw", odds: 3300 },
          { code: "away", odds: 3500 },
        ],
      },
      {
        type: "asian_handicap",
        line: -1,
        selections: [
          { code: "home", odds: 1950 },
          { code: "away", odds: 1900 },
        ],
      },
      {
        type: "over_under",
        line: 10,
        selections: [
          { code: "over", odds: 1900 },
          { code: "under", odds: 1950 },
        ],
      },
      {
        type: "correct_score",
        selections: [
          { code: "1-0", odds: 7000 },
          { code: "2-1", odds: 9000 },
          { code: "1-1", odds: 6500 },
          { code: "any_other", odds: 2500 },
        ],
      },
    ],
  };
}
