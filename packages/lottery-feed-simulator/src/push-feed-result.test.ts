import { afterEach, describe, expect, it } from "vitest";
import { signFeedBody } from "./feed-signature.ts";
import { pushFeedResult } from "./push-feed-result.ts";
import { startTestFeedServer, type TCannedAnswer, type TReceivedPush } from "./test-feed-server.ts";

const SECRET = "feed-secret-for-tests";
const PUSH = { gameCode: "four_d_my", issue: "20250115", result: { first: "1234" } };
const toClose: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(toClose.splice(0).map((server) => server.close()));
});

async function server(answers: TCannedAnswer[] = []) {
  const started = await startTestFeedServer(answers);
  toClose.push(started);
  return started;
}

const refusal = (status: number, code: string, value: unknown = null): TCannedAnswer => ({
  status,
  body: { success: false, code, message: code, value },
});

function checked(push: TReceivedPush) {
  const timestamp = String(push.headers["x-feed-timestamp"]);
  expect(push.headers["x-feed-signature"]).toBe(signFeedBody(SECRET, timestamp, push.rawBody));
  expect(push.headers["content-type"]).toBe("application/json; charset=utf-8");
  return JSON.parse(push.rawBody) as Record<string, unknown>;
}

describe("pushing a result", () => {
  it("posts the signed message to /lotto/feed/results and reports the outcome", async () => {
    const feed = await server();
    const now = () => Date.UTC(2025, 0, 15, 12, 0, 0);
    const report = await pushFeedResult({ server: `${feed.url}/`, secret: SECRET, feed: "sim", now }, PUSH);
    expect(report).toMatchObject({
      gameCode: "four_d_my",
      issue: "20250115",
      outcome: "accepted",
      code: null,
    });
    expect(feed.received).toHaveLength(1);
    expect(feed.received[0]?.url).toBe("/lotto/feed/results");
    expect(feed.received[0]?.headers["x-feed-timestamp"]).toBe("1736942400");
    expect(checked(feed.received[0] as TReceivedPush)).toEqual({
      feed: "sim",
      ...PUSH,
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      correction: false,
    });
  });

  it("retries a server fault and a draw still open, each attempt a new message, until accepted", async () => {
    const feed = await server([
      refusal(503, "SYSTEM_MAINTENANCE"),
      refusal(409, "ORDER_STATE_CHANGED", { reason: "open" }),
    ]);
    const target = { server: feed.url, secret: SECRET, feed: "sim", retryDelaysMs: [5, 5, 5] };
    const report = await pushFeedResult(target, { ...PUSH, correction: true });
    expect(report.outcome).toBe("accepted");
    expect(report.attempts.map((attempt) => attempt.status)).toEqual([503, 409, 200]);
    const bodies = feed.received.map((push) => checked(push));
    expect(new Set(bodies.map((body) => body.nonce)).size).toBe(3);
    expect(bodies.every((body) => body.correction === true)).toBe(true);
  });

  it("stops at a refusal that would only be refused again", async () => {
    const feed = await server([refusal(409, "CONFLICT", { reason: "result_differs" })]);
    const target = { server: feed.url, secret: SECRET, feed: "sim", retryDelaysMs: [5, 5] };
    const report = await pushFeedResult(target, PUSH);
    expect(report).toMatchObject({ outcome: null, code: "CONFLICT" });
    expect(feed.received).toHaveLength(1);
  });

  it("gives up when the schedule runs out, and reports a server it cannot reach", async () => {
    const feed = await server([refusal(500, "INTERNAL"), refusal(500, "INTERNAL"), refusal(500, "INTERNAL")]);
    const report = await pushFeedResult(
      { server: feed.url, secret: SECRET, feed: "sim", retryDelaysMs: [5] },
      PUSH,
    );
    expect(report).toMatchObject({ outcome: null, code: "INTERNAL" });
    expect(report.attempts).toHaveLength(2);
    await feed.close();
    const unreachable = await pushFeedResult(
      { server: feed.url, secret: SECRET, feed: "sim", retryDelaysMs: [] },
      PUSH,
    );
    expect(unreachable).toMatchObject({ outcome: null, code: null, attempts: [{ status: null }] });
  });

  it("stops waiting for the next attempt when aborted", async () => {
    const feed = await server([refusal(503, "SYSTEM_MAINTENANCE")]);
    const stop = new AbortController();
    const started = Date.now();
    const pushing = pushFeedResult(
      { server: feed.url, secret: SECRET, feed: "sim", retryDelaysMs: [60_000] },
      PUSH,
      stop.signal,
    );
    setTimeout(() => stop.abort(), 50);
    const report = await pushing;
    expect(report.attempts).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
