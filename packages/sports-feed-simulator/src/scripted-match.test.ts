/** Tests of the scripted match helper for the server's tests: the exact order of its messages. */
import { type TFeedMessage, ZSportsFeedPush } from "@orchid/contract/sportsbook";
import { describe, expect, it } from "vitest";
import { playScriptedMatch } from "./scripted-match.ts";

const STARTS_AT = "2030-03-01T18:00:00.000Z";

const outline = (messages: TFeedMessage[]) =>
  messages.map((message) =>
    message.type === "status"
      ? `${message.state} ${message.score?.home}-${message.score?.away} @${message.clock}`
      : message.type === "market"
        ? `market ${message.key} ${message.state}`
        : message.type,
  );

describe("a scripted football match", () => {
  it("tells the match in order: fixture, kick-off, each goal with its suspension, ended, result", () => {
    const messages = playScriptedMatch({
      ref: "test.match.7",
      startsAt: STARTS_AT,
      goals: [
        { minute: 63, side: "away" },
        { minute: 12, side: "home" },
      ],
    });
    expect(ZSportsFeedPush.parse({ feed: "test", nonce: "n".repeat(22), messages }).messages).toEqual(
      messages,
    );
    expect(outline(messages)).toEqual([
      "fixture",
      "odds",
      "live 0-0 @0",
      "odds",
      "suspended 0-0 @12",
      "odds",
      "live 1-0 @12",
      // Half an hour from time at 1-0, "home or draw" is too likely to price above 1.001.
      "market double_chance suspended",
      "odds",
      "suspended 1-0 @63",
      "market btts closed",
      "market over_under:6 closed",
      "odds",
      "market double_chance open",
      "live 1-1 @63",
      "ended 1-1 @90",
      "result",
    ]);
    expect(messages[0]).toMatchObject({
      type: "fixture",
      ref: "test.match.7",
      sport: "football",
      kind: "match",
      startsAt: STARTS_AT,
    });
    expect(messages.at(-1)).toEqual({
      type: "result",
      ref: "test.match.7",
      result: { status: "final", home: 1, away: 1 },
    });
  });

  it("reprices after a goal: the scorer's side gets shorter", () => {
    const messages = playScriptedMatch({ startsAt: STARTS_AT, goals: [{ minute: 30, side: "home" }] });
    const homePrices = messages.flatMap((message) =>
      message.type === "odds"
        ? message.markets.flatMap((market) =>
            market.type === "1x2" ? [market.selections[0]?.odds ?? 0] : [],
          )
        : [],
    );
    // Kick-off, the minute before the goal, and after it.
    expect(homePrices.length).toBe(3);
    expect(homePrices[2]).toBeLessThan((homePrices[1] ?? 0) * 0.7);
  });

  it("is the same every time, and a called-off match is its fixture and a cancelled result", () => {
    const options = { startsAt: Date.parse(STARTS_AT), goals: [{ minute: 90, side: "home" as const }] };
    expect(playScriptedMatch(options)).toEqual(playScriptedMatch(options));
    expect(outline(playScriptedMatch({ ...options, cancelled: true }))).toEqual(["fixture", "result"]);
    expect(playScriptedMatch({ ...options, cancelled: true }).at(-1)).toMatchObject({
      result: { status: "cancelled" },
    });
    expect(() => playScriptedMatch({ startsAt: STARTS_AT, goals: [{ minute: 91, side: "home" }] })).toThrow(
      RangeError,
    );
    expect(() => playScriptedMatch({ startsAt: "soon" })).toThrow(RangeError);
  });
});
