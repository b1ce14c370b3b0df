/** Tests of one push against a stand-in server: signing, retries on faults, no retry on refusals. */
import { type TFeedMessage, ZSportsFeedPush } from "@orchid/contract/sportsbook";
import { afterEach, describe, expect, it } from "vitest";
import { isValidFeedSignature } from "./feed-signature.ts";
import { pushFeedBatch } from "./push-feed.ts";
import { startTestFeedServer, type TCannedAnswer, type TReceivedPush } from "./test-feed-server.ts";

const SECRET = "sports-feed-secret-for-tests";
const MESSAGES: TFeedMessage[] = [
  { type: "status", ref: "ev.1", state: "live", score: { home: 1, away: 0 }, clock: 12 },
];
const toClose: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(toClose.splice(0).map((closable) => closable.close()));
});

async function server(answers: TCannedAnswer[] = []) {
  const started = await startTestFeedServer(answers);
  toClose.push(started);
  return started;
}

function bodyOf(push: TReceivedPush) {
  const timestamp = String(push.headers["x-feed-timestamp"]);
  expect(
    isValidFeedSignature(SECRET, timestamp, push.rawBody, String(push.headers["x-feed-signature"])),
  ).toBe(true);
  expect(push.headers["content-type"]).toBe("application/json; charset=utf-8");
  return ZSportsFeedPush.parse(JSON.parse(push.rawBody));
}

const refusal = (status: number, code: string): TCannedAnswer => ({
  status,
  body: { success: false, code, message: code, value: null },
});

describe("pushing to the sportsbook feed", () => {
  it("posts the signed batch to /sb/feed and reads what the server applied", async () => {
    const feed = await server();
    const now = () => Date.UTC(2030, 0, 15, 12, 0, 0);
    const report = await pushFeedBatch(
      { server: `${feed.url}/`, secret: SECRET, feed: "dev-simulator", now },
      MESSAGES,
    );
    expect(report).toMatchObject({
      ok: true,
      status: 200,
      applied: 1,
      unknown: 0,
      code: null,
      messageCount: 1,
    });
    expect(feed.received).toHaveLength(1);
    expect(feed.received[0]).toMatchObject({ method: "POST", url: "/sb/feed" });
    expect(feed.received[0]?.headers["x-feed-timestamp"]).toBe(String(now() / 1000));
    expect(bodyOf(feed.received[0] as TReceivedPush)).toEqual({
      feed: "dev-simulator",
      nonce: report.attempts[0]?.nonce,
      messages: MESSAGES,
    });
  });

  it("retries server faults and rate limits with a new nonce each time", async () => {
    const feed = await server([refusal(503, "SYSTEM_MAINTENANCE"), refusal(429, "TOO_MANY_REQUESTS")]);
    const target = { server: feed.url, secret: SECRET, feed: "sim", retryDelaysMs: [5, 5, 5] };
    const report = await pushFeedBatch(target, MESSAGES);
    expect(report.ok).toBe(true);
    expect(report.attempts.map((attempt) => attempt.status)).toEqual([503, 429, 200]);
    const nonces = feed.received.map((push) => bodyOf(push).nonce);
    expect(new Set(nonces).size).toBe(3);
  });

  it("reports a refusal (4xx) without retrying it", async () => {
    const feed = await server([refusal(401, "SIGNATURE_INVALID")]);
    const report = await pushFeedBatch(
      { server: feed.url, secret: SECRET, feed: "sim", retryDelaysMs: [5, 5] },
      MESSAGES,
    );
    expect(report).toMatchObject({ ok: false, status: 401, code: "SIGNATURE_INVALID", applied: null });
    expect(feed.received).toHaveLength(1);
  });

  it("gives up after the schedule when nobody answers", async () => {
    const feed = await server();
    const url = feed.url;
    await feed.close();
    toClose.pop();
    const report = await pushFeedBatch(
      { server: url, secret: SECRET, feed: "sim", retryDelaysMs: [1, 1] },
      MESSAGES,
    );
    expect(report).toMatchObject({ ok: false, status: null, code: null });
    expect(report.attempts).toHaveLength(3);
  });

  it("uses the fetch it is given", async () => {
    const calls: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ success: true, value: { applied: 0, unknown: 1 } }), {
        status: 200,
      });
    };
    const report = await pushFeedBatch(
      { server: "http://feed.test", secret: SECRET, feed: "sim", fetch: fakeFetch },
      MESSAGES,
    );
    expect(calls).toEqual(["http://feed.test/sb/feed"]);
    expect(report).toMatchObject({ ok: true, applied: 0, unknown: 1 });
  });
});
