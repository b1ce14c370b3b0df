import { createHmac, randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";

/** A feed message (docs/sports-feed.md: fixture, odds, status, market, result). */
export type TFeedMessage = { type: string; ref: string } & Record<string, unknown>;

/** The secret the suite's server and its specs share for the sports feed (a test value). */
export const SPORTS_FEED_SECRET = "e2e-sports-feed-secret-0001";

/** Pushes messages as a sports feed does: signed body, fresh nonce (docs/sports-feed.md). */
export async function pushSportsFeed(request: APIRequestContext, messages: TFeedMessage[]): Promise<void> {
  const body = JSON.stringify({ feed: "e2e", nonce: randomUUID().replaceAll("-", ""), messages });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await request.post("/sb/feed", {
    data: body,
    headers: {
      "Content-Type": "application/json",
      "X-Feed-Timestamp": timestamp,
      "X-Feed-Signature": createHmac("sha256", SPORTS_FEED_SECRET)
        .update(`${timestamp}.${body}`)
        .digest("hex"),
    },
  });
  if (!response.ok()) throw new Error(`feed push answered ${response.status()}: ${await response.text()}`);
}

/** A football match with a 1X2 and an over/under 2.5 market. */
export function matchFixture(ref: string, home: string, away: string, startsAt: Date): TFeedMessage {
  return {
    type: "fixture",
    ref,
    sport: "football",
    competition: { ref: "e2e-league", name: "Browser League" },
    kind: "match",
    home,
    away,
    startsAt: startsAt.toISOString(),
    markets: [
      {
        type: "1x2",
        selections: [
          { code: "home", odds: 2_100 },
          { code: "draw", odds: 3_200 },
          { code: "away", odds: 3_400 },
        ],
      },
      {
        type: "over_under",
        line: 10,
        selections: [
          { code: "over", odds: 1_900 },
          { code: "under", odds: 1_900 },
        ],
      },
    ],
  };
}

/** An event's id by its home side, from the board's own calls. */
export async function eventIdOf(request: APIRequestContext, home: string): Promise<number> {
  for (const section of ["live", "today", "early"]) {
    const response = await request.get(`/sb/lgw/events?sport=football&section=${section}`, {
      headers: { Merchant: "demo" },
    });
    const body = (await response.json()) as { value: { id: number; home: string }[] };
    const found = body.value.find((event) => event.home === home);
    if (found) return found.id;
  }
  throw new Error(`no event of ${home} on the board`);
}
