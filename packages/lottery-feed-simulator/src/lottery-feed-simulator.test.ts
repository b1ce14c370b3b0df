import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import { FOUR_D_GAMES } from "@orchid/games/lottery/schedule/four-d-operators";
import { afterEach, describe, expect, it } from "vitest";
import { startLotteryFeedSimulator, type TLotteryFeedSimulator } from "./lottery-feed-simulator.ts";
import { nextDraw } from "./next-draw.ts";
import { startTestFeedServer } from "./test-feed-server.ts";

const toClose: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(toClose.splice(0).map((closable) => closable.close()));
});

const waitFor = async (isReady: () => boolean) => {
  for (let tries = 0; !isReady() && tries < 200; tries += 1) await new Promise((r) => setTimeout(r, 10));
};

describe("the feed simulator", () => {
  it("pushes a freshly drawn, well-formed result for each draw at its time, and only then", async () => {
    const feed = await startTestFeedServer();
    toClose.push(feed);
    const schedule = FOUR_D_GAMES.find((game) => game.code === "four_d_my")?.schedule;
    if (!schedule) throw new Error("four_d_my is not shipped");
    const draw = nextDraw(schedule, Date.now());
    // The clock runs 30 ms behind the 4D draw; Miền Bắc's next draw is hours away from it.
    const offset = draw.drawAt - 30 - Date.now();
    const simulator: TLotteryFeedSimulator = startLotteryFeedSimulator({
      server: feed.url,
      secret: "feed-secret-for-tests",
      feed: "sim",
      games: ["four_d_my", "vn_north"],
      now: () => Date.now() + offset,
    });
    toClose.push(simulator);
    await waitFor(() => simulator.reports().length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(simulator.reports()).toEqual([
      expect.objectContaining({ gameCode: "four_d_my", issue: draw.issue, outcome: "accepted" }),
    ]);
    expect(feed.received).toHaveLength(1);
    const body = JSON.parse(feed.received[0]?.rawBody ?? "{}") as { issue: string; result: unknown };
    expect(body.issue).toBe(draw.issue);
    expect(findLotteryFamily("four_d")?.checkResult(body.result)).toBeNull();
  });

  it("refuses a game that is drawn in-house", () => {
    expect(() =>
      startLotteryFeedSimulator({
        server: "http://127.0.0.1:9",
        secret: "s",
        feed: "sim",
        games: ["vn_north_1m"],
      }),
    ).toThrow(/not a real-world lottery game/);
  });
});
