import { HAND_MADE_RESULT } from "@orchid/games/lottery/four-d/hand-made-result";
import { startLotteryFeedSimulator } from "@orchid/lottery-feed-simulator/lottery-feed-simulator";
import { FEED_PATH, pushFeedResult, type TFeedPush } from "@orchid/lottery-feed-simulator/push-feed-result";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/database.ts";
import { callApi, okValue } from "../../../test/api-client.ts";
import { startTestApp, type TTestApp } from "../../../test/test-app.ts";
import { balanceOf, creditMember, memberSession, newKey } from "../../../test/wallet-fixtures.ts";
import { checkLedger } from "../../wallet/ledger-check.ts";
import { lotteryDrawJob } from "../lottery-job.ts";

// The results feed end to end: the simulator signs and pushes over loopback to a real server,
// the draw job settles what it recorded, and every message the feed did not send (another
// secret, too old, replayed) is refused without touching a draw.

const SECRET = "feed-secret-for-the-tests";
/** 1234 first becomes a consolation, 5678 consolation becomes first. */
const CORRECTED = {
  ...HAND_MADE_RESULT,
  first: "5678",
  consolation: HAND_MADE_RESULT.consolation.map((n) => (n === "5678" ? "1234" : n)),
};

let t: TTestApp;
let server = "";
/** Server and feed share a clock running `offset` ms from the real one, so draw times come at once. */
let offset = 0;
const clockMs = () => Date.now() + offset;
let token = "";
let memberId = 0;
let job: ReturnType<typeof lotteryDrawJob>;

beforeAll(async () => {
  t = await startTestApp({ LOTTERY_FEED_SECRET: SECRET }, () => new Date(clockMs()));
  const demo = await memberSession(t, "demo01", "Demo1234");
  memberId = demo.memberId;
  token = demo.token;
  await creditMember(t, memberId, 1_000_000);
  job = lotteryDrawJob(t.ctx);
  await job.run();
  server = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => t?.close());

function push(message: TFeedPush, options: { secret?: string; now?: () => number } = {}) {
  const target = { server, secret: options.secret ?? SECRET, feed: "test-feed", retryDelaysMs: [] };
  return pushFeedResult({ ...target, now: options.now ?? clockMs }, message);
}

/** Moves the shared clock to `atMs` and signs in again (the old session has gone idle by then). */
async function setClock(atMs: number) {
  offset = atMs - Date.now();
  token = (await memberSession(t, "demo01", "Demo1234")).token;
}

async function openDraw(gameCode: string) {
  const game = okValue(await callApi(t, "lotteryGame", { gameCode }));
  if (!game.current) throw new Error(`${gameCode} has no current draw`);
  return game.current;
}

const shownDraw = async (gameCode: string, issue: string) =>
  okValue(await callApi(t, "lotteryDraw", { gameCode, issue }));

const slipOf = async (slipId: number) => {
  const [row] = rowsOf<{ win: string | null; state: string }>(
    await t.ctx.database.db.execute(sql`select win, state from lottery_slips where id = ${slipId}`),
  );
  return { win: row?.win === null ? null : Number(row?.win), state: row?.state };
};

const mainBalance = async () => (await balanceOf(t, token)).mainBalance;

const lastStatus = (report: Awaited<ReturnType<typeof push>>) => [
  report.attempts.at(-1)?.status,
  report.code,
];

describe("a result pushed by the feed", () => {
  it("is recorded once, settled by the job, and replaced only by a marked correction", async () => {
    const draw = await openDraw("four_d_my");
    const entries = [
      { betType: "big", picks: ["1234", "5678"], stake: 100 },
      { betType: "small", picks: ["5678"], stake: 100 },
    ];
    const placed = await callApi(
      t,
      "placeSlip",
      { gameCode: "four_d_my", issue: draw.issue, requestKey: newKey(), entries },
      { token },
    );
    const slip = okValue(placed);
    const at = { gameCode: "four_d_my", issue: draw.issue };
    // Betting is still open: no result yet.
    expect(lastStatus(await push({ ...at, result: HAND_MADE_RESULT }))).toEqual([409, "ORDER_STATE_CHANGED"]);

    await setClock(Date.parse(draw.closesAt) + 1_000);
    const balance0 = await mainBalance();
    expect(
      lastStatus(await push({ ...at, result: HAND_MADE_RESULT }, { secret: "another-secret-entirely" })),
    ).toEqual([401, "SIGNATURE_INVALID"]);
    const stale = () => clockMs() - 301_000;
    expect(lastStatus(await push({ ...at, result: HAND_MADE_RESULT }, { now: stale }))).toEqual([
      401,
      "SIGNATURE_INVALID",
    ]);
    expect(
      lastStatus(await push({ gameCode: "four_d_my", issue: "20000101", result: HAND_MADE_RESULT })),
    ).toEqual([404, "NOT_FOUND"]);
    expect(await shownDraw("four_d_my", draw.issue)).toMatchObject({ state: "closed", result: null });

    expect((await push({ ...at, result: HAND_MADE_RESULT })).outcome).toBe("accepted");
    await job.run();
    // Big 1234 first 2,500×, Big 5678 consolation 60×, Small 5678 nothing.
    expect(await slipOf(slip.id)).toEqual({ win: 256_000, state: "settled" });
    expect(await mainBalance()).toBe(balance0 + 256_000);
    expect((await push({ ...at, result: HAND_MADE_RESULT })).outcome).toBe("duplicate");

    // A different result that is not marked as a correction moves nothing.
    expect(lastStatus(await push({ ...at, result: CORRECTED }))).toEqual([409, "CONFLICT"]);
    const badResult = await push({ ...at, result: { first: "12" }, correction: true });
    expect(lastStatus(badResult)).toEqual([400, "LOTTERY_PICKS_INVALID"]);
    expect(await mainBalance()).toBe(balance0 + 256_000);

    const correction = await push({ ...at, result: CORRECTED, correction: true });
    expect(correction.outcome).toBe("corrected");
    expect(await mainBalance()).toBe(balance0 + 606_000);
    expect((await push({ ...at, result: HAND_MADE_RESULT, correction: true })).outcome).toBe("corrected");
    expect(await mainBalance()).toBe(balance0 + 256_000);

    // The first correction, captured and sent again within its 300 s, is refused: its nonce is spent.
    const captured = correction.attempts[0];
    if (!captured) throw new Error("the correction was not sent");
    const replay = await fetch(`${server}${FEED_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...captured.headers },
      body: captured.rawBody,
    });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: "SIGNATURE_INVALID", value: { reason: "nonce_used" } });
    expect(await mainBalance()).toBe(balance0 + 256_000);
    expect(await slipOf(slip.id)).toEqual({ win: 256_000, state: "settled" });
    expect((await shownDraw("four_d_my", draw.issue)).result).toEqual(HAND_MADE_RESULT);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("comes from the simulator at the draw's time, following the schedule, and settles", async () => {
    await job.run();
    const draw = await openDraw("four_d_sg");
    const stake = 500;
    const entries = [{ betType: "big", picks: ["4321"], stake }];
    const placed = await callApi(
      t,
      "placeSlip",
      { gameCode: "four_d_sg", issue: draw.issue, requestKey: newKey(), entries },
      { token },
    );
    const slip = okValue(placed);
    await setClock(Date.parse(draw.drawAt) - 60_000);
    const balance0 = await mainBalance();
    // The simulator starts 200 ms before the draw (it leaves alone draws already drawn when it starts).
    offset = Date.parse(draw.drawAt) - 200 - Date.now();
    const simulator = startLotteryFeedSimulator({
      server,
      secret: SECRET,
      feed: "test-feed",
      games: ["four_d_sg"],
      now: clockMs,
      retryDelaysMs: [50, 100],
    });
    for (let tries = 0; simulator.reports().length === 0 && tries < 300; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await simulator.close();
    const [report] = simulator.reports();
    expect(report).toMatchObject({ gameCode: "four_d_sg", issue: draw.issue, outcome: "accepted" });
    const sent = JSON.parse(report?.attempts.at(-1)?.rawBody ?? "{}") as { result: unknown };

    await job.run();
    expect(await shownDraw("four_d_sg", draw.issue)).toMatchObject({ state: "settled", result: sent.result });
    const settled = await slipOf(slip.id);
    expect(settled.state).toBe("settled");
    expect(await mainBalance()).toBe(balance0 + (settled.win ?? 0));
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});

describe("a server with no feed secret", () => {
  let bare: TTestApp;
  beforeAll(async () => {
    bare = await startTestApp();
  });
  afterAll(async () => bare?.close());

  it("refuses every push, however it is signed", async () => {
    const address = await bare.app.listen({ port: 0, host: "127.0.0.1" });
    const message = { gameCode: "four_d_my", issue: "20250115", result: HAND_MADE_RESULT };
    const report = await pushFeedResult(
      { server: address, secret: SECRET, feed: "test-feed", retryDelaysMs: [] },
      message,
    );
    expect(lastStatus(report)).toEqual([403, "FORBIDDEN"]);
    expect(report.attempts[0]?.answer).toMatchObject({ value: { reason: "feed_not_configured" } });
  });
});
