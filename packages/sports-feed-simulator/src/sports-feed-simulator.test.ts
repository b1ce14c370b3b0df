/** End-to-end: the simulator against a loopback server with a fake clock, through a whole match and an outage. */
import { type TFeedMessage, type TSportsFeedPush, ZSportsFeedPush } from "@orchid/contract/sportsbook";
import { afterEach, describe, expect, it } from "vitest";
import { isValidFeedSignature } from "./feed-signature.ts";
import { startSportsFeedSimulator, type TSportsFeedSimulatorOptions } from "./sports-feed-simulator.ts";
import { startTestFeedServer, type TCannedAnswer, type TReceivedPush } from "./test-feed-server.ts";

const SECRET = "sports-feed-secret-for-tests";
const HOUR = 3_600_000;
/** A football slot of league fb1 starts here (slots every 5 s at speed 60, from the epoch). */
const KICK_OFF = Date.UTC(2030, 0, 1, 12, 0, 0);
const MATCH_REF = `s3.fb1.${KICK_OFF / 5000}`;

const toClose: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(toClose.splice(0).map((closable) => closable.close()));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every body received, checked: signed with the secret and shaped as the contract says. */
function checkedBodies(received: TReceivedPush[], clock: { from: number; to: number }): TSportsFeedPush[] {
  return received.map((push) => {
    expect(push).toMatchObject({ method: "POST", url: "/sb/feed" });
    const timestamp = String(push.headers["x-feed-timestamp"]);
    const signature = String(push.headers["x-feed-signature"]);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(isValidFeedSignature(SECRET, timestamp, push.rawBody, signature)).toBe(true);
    expect(Number(timestamp)).toBeGreaterThanOrEqual(Math.floor(clock.from / 1000));
    expect(Number(timestamp)).toBeLessThanOrEqual(Math.floor(clock.to / 1000));
    return ZSportsFeedPush.parse(JSON.parse(push.rawBody));
  });
}

async function setUp(
  answers?: (push: TReceivedPush) => TCannedAnswer | undefined,
  extra: Partial<TSportsFeedSimulatorOptions> = {},
) {
  const feed = await startTestFeedServer(answers);
  toClose.push(feed);
  const clock = { now: KICK_OFF - 500 };
  const simulator = startSportsFeedSimulator({
    server: feed.url,
    secret: SECRET,
    seed: 3,
    speed: 60,
    leagues: ["fb1"],
    cancelChance: 0,
    timings: { publishAheadMs: 30 * 60_000, earlyAheadMs: 2 * HOUR },
    now: () => clock.now,
    tickMs: 2,
    retryDelaysMs: [1],
    ...extra,
  });
  toClose.push(simulator);
  /** Moves the fake clock on by `stepMs` at a time until `isDone` or `limitMs` of fake time. */
  const drive = async (isDone: () => boolean, stepMs = 250, limitMs = 60_000) => {
    const until = clock.now + limitMs;
    while (!isDone() && clock.now < until) {
      clock.now += stepMs;
      await sleep(3);
    }
  };
  return { feed, clock, simulator, drive };
}

const messagesOf = (bodies: TSportsFeedPush[], ref: string): TFeedMessage[] =>
  bodies.flatMap((body) => body.messages.filter((message) => message.ref === ref));

const hasResult = (received: TReceivedPush[], ref: string) =>
  received.some((push) => push.rawBody.includes(`"type":"result","ref":"${ref}"`));

describe("the sports feed simulator", () => {
  it("plays a whole accelerated match to the server: signed, well-formed pushes, unique nonces, a result", async () => {
    const { feed, clock, simulator, drive } = await setUp();
    const startedAt = clock.now;
    await drive(() => hasResult(feed.received, MATCH_REF));
    await simulator.close();
    // A push already on the wire when it closed may still land; nothing is sent after that.
    await sleep(20);
    const pushesAtClose = feed.received.length;

    const bodies = checkedBodies(feed.received, { from: startedAt, to: clock.now });
    expect(bodies.every((body) => body.feed === "dev-simulator")).toBe(true);
    const nonces = bodies.map((body) => body.nonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    // A push cut short by close() is not reported.
    expect(simulator.reports().length).toBeGreaterThanOrEqual(bodies.length - 1);
    expect(simulator.reports().length).toBeLessThanOrEqual(bodies.length);
    expect(simulator.reports().every((report) => report.ok)).toBe(true);

    const match = messagesOf(bodies, MATCH_REF);
    expect(match[0]).toMatchObject({
      type: "fixture",
      kind: "match",
      startsAt: new Date(KICK_OFF).toISOString(),
    });
    expect(match.slice(1, 3).map((message) => message.type)).toEqual(["odds", "status"]);
    expect(match[2]).toMatchObject({ state: "live", clock: 0, score: { home: 0, away: 0 } });
    const [ended, result] = match.slice(-2);
    if (ended?.type !== "status") throw new Error("the match did not end with a status");
    expect(ended).toMatchObject({ state: "ended", clock: 90 });
    expect(result).toEqual({ type: "result", ref: MATCH_REF, result: { status: "final", ...ended.score } });
    expect(match.filter((message) => message.type === "status").length).toBeGreaterThan(100);
    expect(match.filter((message) => message.type === "odds").length).toBeGreaterThan(20);

    // The board went out at the start: upcoming fixtures and the league's outright, whose window
    // (6 minutes at speed 60) closed at kick-off: settled, and the next one published.
    const first = bodies[0]?.messages ?? [];
    expect(first.filter((message) => message.type === "fixture").length).toBeGreaterThan(5);
    const outright = first.find((message) => message.type === "fixture" && message.kind === "outright");
    expect(outright).toBeDefined();
    expect(messagesOf(bodies, outright?.ref ?? "").map((message) => message.type)).toEqual([
      "fixture",
      "status",
      "result",
    ]);
    const outrights = bodies.flatMap((body) =>
      body.messages.filter((message) => message.type === "fixture" && message.kind === "outright"),
    );
    expect(outrights).toHaveLength(2);

    // Closed means closed: nothing more is pushed.
    await sleep(50);
    expect(feed.received.length).toBe(pushesAtClose);
  });

  it("re-sends the open events' fixtures when the server says it does not know an event", async () => {
    let answered = 0;
    const { feed, drive } = await setUp(
      () => {
        answered += 1;
        return answered === 2
          ? { status: 200, body: { success: true, message: "success", value: { applied: 0, unknown: 1 } } }
          : undefined;
      },
      { resyncGapMs: 0 },
    );
    const fixtureRefs = () =>
      feed.received.flatMap((push) =>
        (JSON.parse(push.rawBody) as TSportsFeedPush).messages
          .filter((m) => m.type === "fixture")
          .map((m) => m.ref),
      );
    await drive(() => fixtureRefs().length > new Set(fixtureRefs()).size, 250, 5_000);
    const refs = fixtureRefs();
    expect(refs.length).toBeGreaterThan(new Set(refs).size);
  });

  it("gets a result through a server outage, and brings the server up to date afterwards", async () => {
    const resultOfMatch = `"type":"result","ref":"${MATCH_REF}"`;
    // Down from just before the final whistle until it has refused the result and 5 s have passed.
    const outage = { from: KICK_OFF + 9_000, to: KICK_OFF + 14_000 };
    let clockNow = () => 0;
    let isResultRefused = false;
    const accepted: string[] = [];
    const { feed, drive, clock } = await setUp((push) => {
      const at = clockNow();
      if (at >= outage.from && !(isResultRefused && at >= outage.to)) {
        if (push.rawBody.includes(resultOfMatch)) isResultRefused = true;
        return {
          status: 503,
          body: { success: false, code: "SYSTEM_MAINTENANCE", message: "down", value: null },
        };
      }
      accepted.push(push.rawBody);
      return undefined;
    });
    clockNow = () => clock.now;
    await drive(() => accepted.some((body) => body.includes(resultOfMatch)));
    expect(isResultRefused).toBe(true);
    expect(accepted.some((body) => body.includes(resultOfMatch))).toBe(true);
    const refusedPushes = feed.received.length - accepted.length;
    expect(refusedPushes).toBeGreaterThan(1);
    // Once the server is back, the open events are announced again (fixtures it had before).
    const announced = accepted.flatMap((body) =>
      (JSON.parse(body) as TSportsFeedPush).messages.filter((m) => m.type === "fixture").map((m) => m.ref),
    );
    expect(announced.length).toBeGreaterThan(new Set(announced).size);
  });
});
