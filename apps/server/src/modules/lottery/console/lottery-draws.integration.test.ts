import type { TInputOf } from "@orchid/contract/endpoint-io";
import { HAND_MADE_RESULT as HAND_MADE } from "@orchid/games/lottery/four-d/hand-made-result";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/database.ts";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
import { demoMerchant } from "../../../test/merchant-fixtures.ts";
import {
  addOperator,
  auditSince,
  lastAuditId,
  operatorLogin,
  startConsoleTest,
} from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";
import { balanceOf, creditMember, memberSession, newKey } from "../../../test/wallet-fixtures.ts";
import { checkLedger } from "../../wallet/ledger-check.ts";
import { lotteryDrawJob } from "../lottery-job.ts";

// The platform-wide draws in the console: a real-world result entered by one platform operator
// and recorded only when a second one approves it (then settled by the draw job), corrected the
// same way, a draw cancelled the same way (the job refunds every open slip), the merchant's live
// liability on a draw, the draw audit, and the games' switch.

/** The tests' 4D result as the console sends it (plain arrays). */
const HAND_MADE_RESULT = {
  ...HAND_MADE,
  starter: [...HAND_MADE.starter],
  consolation: [...HAND_MADE.consolation],
};
/** 1234 first becomes a consolation, 5678 consolation becomes first. */
const CORRECTED = {
  ...HAND_MADE_RESULT,
  first: "5678",
  consolation: HAND_MADE_RESULT.consolation.map((n) => (n === "5678" ? "1234" : n)),
};

type TLogin = Awaited<ReturnType<typeof addOperator>>;
let t: TTestApp;
let clock = Math.floor(Date.now() / 60_000) * 60_000 + 7_000;
let job: ReturnType<typeof lotteryDrawJob>;
const logins: Record<"a" | "b" | "owner", TLogin | null> = { a: null, b: null, owner: null };
const tokens = { a: "", b: "", owner: "", member: "" };
let memberId = 0;
/** The 4D draw whose result the four-eyes tests enter. */
let resultDrawId = 0;

/** Signs everyone in again (after the clock moved past the console's idle limit). */
async function signIn() {
  for (const [index, [who, login]] of Object.entries(logins).entries()) {
    if (login) tokens[who as keyof typeof logins] = await operatorLogin(t, login, `10.94.0.${index + 1}`);
  }
  tokens.member = (await memberSession(t, "demo01", "Demo1234")).token;
}

beforeAll(async () => {
  ({ t } = await startConsoleTest({ now: () => new Date(clock) }));
  const demoId = (await demoMerchant(t)).id;
  logins.a = await addOperator(t, { username: "lott-plat-a", role: "owner", merchantId: null });
  logins.b = await addOperator(t, { username: "lott-plat-b", role: "owner", merchantId: null });
  logins.owner = await addOperator(t, { username: "lott-owner", role: "owner", merchantId: demoId });
  memberId = (await memberSession(t, "demo01", "Demo1234")).memberId;
  await creditMember(t, memberId, 5_000_000);
  await signIn();
  job = lotteryDrawJob(t.ctx);
  await job.run();
});
afterAll(async () => t?.close());

const place = (
  gameCode: string,
  issue: string,
  entries: { betType: string; picks: string[]; stake: number }[],
) => callApi(t, "placeSlip", { gameCode, issue, requestKey: newKey(), entries }, { token: tokens.member });
const currentDraw = async (gameCode: string) => {
  const current = okValue(await callApi(t, "lotteryGame", { gameCode })).current;
  if (!current) throw new Error(`${gameCode} has no current draw`);
  return current;
};
const detail = (id: number) => callApi(t, "boLotteryDraw", { id }, { token: tokens.owner });
const enter = (body: TInputOf<"boEnterLotteryResult">, token = tokens.a) =>
  callApi(t, "boEnterLotteryResult", body, { token });
const decide = (id: number, token: string) =>
  callApi(t, "boDecideApproval", { id, decision: "approve", note: "Checked the sheet." }, { token });
const slipState = async (id: number) => {
  const [row] = rowsOf<{ win: string | null; state: string }>(
    await t.ctx.database.db.execute(sql`select win, state from lottery_slips where id = ${id}`),
  );
  return { win: row?.win === null ? null : Number(row?.win), state: row?.state };
};

describe("the games", () => {
  it("are listed with schedule and result source; only a platform operator switches one", async () => {
    const games = okValue(await callApi(t, "boLotteryGames", undefined, { token: tokens.owner }));
    expect(games.find((game) => game.code === "four_d_my")).toMatchObject({
      family: "four_d",
      source: "entered",
      enabled: true,
      schedule: { kind: "weekly", days: [0, 3, 6], time: "19:00" },
    });
    expect(games.find((game) => game.code === "k3_5m")?.schedule).toMatchObject({
      kind: "every",
      seconds: 300,
    });
    const mark = await lastAuditId(t);
    const refused = await callApi(
      t,
      "boSetLotteryGame",
      { code: "k3_5m", enabled: false },
      { token: tokens.owner },
    );
    expect([refused.status, failureOf(refused).code]).toEqual([403, "FORBIDDEN"]);
    expect(await auditSince(t, mark)).toMatchObject([{ outcome: "refused", after: { reason: "platform" } }]);
  });

  it("switched off, takes no bets, yet its open draw still draws and settles", async () => {
    const draw = await currentDraw("k3_5m");
    const slip = okValue(
      await place("k3_5m", draw.issue, [{ betType: "sides", picks: ["big"], stake: 1_000 }]),
    );
    const mark = await lastAuditId(t);
    const off = okValue(
      await callApi(t, "boSetLotteryGame", { code: "k3_5m", enabled: false }, { token: tokens.a }),
    );
    expect(off.enabled).toBe(false);
    expect(await auditSince(t, mark)).toMatchObject([
      { action: "lottery.games.switch", outcome: "ok", before: { enabled: true }, after: { enabled: false } },
    ]);
    clock += 6_000;
    const lobby = okValue(await callApi(t, "lotteryLobby", {}));
    expect(lobby.some((game) => game.code === "k3_5m")).toBe(false);
    expect(
      failureOf(await place("k3_5m", draw.issue, [{ betType: "sides", picks: ["small"], stake: 1_000 }]))
        .code,
    ).toBe("NOT_FOUND");
    clock = Date.parse(draw.drawAt) + 1_000;
    await job.run();
    expect((await slipState(slip.id)).state).toBe("settled");
    okValue(await callApi(t, "boSetLotteryGame", { code: "k3_5m", enabled: true }, { token: tokens.a }));
  });
});

describe("a 4D draw's result, four eyes", () => {
  let drawId = 0;
  let slipId = 0;
  let balance0 = 0;

  it("lists the merchant's live liability, largest payout first", async () => {
    const draw = await currentDraw("four_d_my");
    drawId = draw.id;
    resultDrawId = draw.id;
    balance0 = (await balanceOf(t, tokens.member)).mainBalance;
    const slip = okValue(
      await place("four_d_my", draw.issue, [
        { betType: "big", picks: ["1234", "5678"], stake: 100 },
        { betType: "small", picks: ["5678"], stake: 100 },
      ]),
    );
    slipId = slip.id;
    const liability = okValue(await callApi(t, "boLotteryLiability", { drawId }, { token: tokens.owner }));
    expect(liability.draw).toMatchObject({ id: drawId, state: "open" });
    expect(liability.totals).toEqual({ numbers: 3, stake: 300, largestPayout: 350_000 });
    // Small 5678 pays 3,500 × 100 on a first prize; Big pays 2,500 × 100.
    expect(liability.rows.map((row) => [row.betType, row.coverKey, row.payout])).toEqual([
      ["small", "5678", 350_000],
      ["big", "1234", 250_000],
      ["big", "5678", 250_000],
    ]);
    expect(
      failureOf(await callApi(t, "boLotteryLiability", { drawId: 999_999 }, { token: tokens.owner })).code,
    ).toBe("NOT_FOUND");
  });

  it("is refused while betting is open, and when the rules refuse it", async () => {
    const early = await enter({ drawId, result: HAND_MADE_RESULT });
    expect(failureOf(early)).toMatchObject({ code: "ORDER_STATE_CHANGED", value: { reason: "open" } });
    const draw = okValue(await detail(drawId));
    clock = Date.parse(draw.closesAt) + 1_000;
    await signIn();
    const short = failureOf(await enter({ drawId, result: { ...HAND_MADE_RESULT, starter: ["0000"] } }));
    expect(short).toMatchObject({
      code: "INVALID_INPUT",
      value: {
        fields: [{ field: "result", key: "lott_err_result_prize_count", prize: "starter", count: 10 }],
      },
    });
    // A station's sheet is no 4D result.
    const station = failureOf(await enter({ drawId, result: { prizes: { db: ["12345"] } } }));
    expect(station.value).toMatchObject({ fields: [{ field: "result", key: "lott_err_result_malformed" }] });
    const owner = await enter({ drawId, result: HAND_MADE_RESULT }, tokens.owner);
    expect([owner.status, failureOf(owner).code]).toEqual([403, "FORBIDDEN"]);
  });

  it("is recorded only when a second platform operator approves it, then settled by the job", async () => {
    const mark = await lastAuditId(t);
    // Filed five times at once: one request waits for a decision, the others are refused.
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => enter({ drawId, result: HAND_MADE_RESULT })),
    );
    const filed = burst.filter((answer) => answer.body.success);
    expect(filed).toHaveLength(1);
    for (const answer of burst.filter((each) => !each.body.success))
      expect(failureOf(answer).code).toBe("APPROVAL_PENDING");
    const { approvalId } = okValue(filed[0] as (typeof burst)[number]);
    expect((await auditSince(t, mark)).filter((entry) => entry.outcome === "ok")).toMatchObject([
      { action: "approvals.request", outcome: "ok", after: { kind: "lottery.result", payload: { drawId } } },
    ]);
    // Nor may a cancel of the draw be filed beside it.
    const cancel = await callApi(
      t,
      "boCancelLotteryDraw",
      { drawId, reason: "Sheet unreadable" },
      { token: tokens.a },
    );
    expect(failureOf(cancel).code).toBe("APPROVAL_PENDING");
    expect(okValue(await detail(drawId))).toMatchObject({ state: "closed", result: null });
    expect(failureOf(await decide(approvalId, tokens.a)).code).toBe("FOUR_EYES_REQUIRED");
    // A merchant's owner holds the permissions, but the draws are every merchant's.
    expect(failureOf(await decide(approvalId, tokens.owner)).code).toBe("FORBIDDEN");
    expect(okValue(await decide(approvalId, tokens.b)).status).toBe("approved");
    expect(okValue(await detail(drawId))).toMatchObject({ state: "drawn", result: HAND_MADE_RESULT });
    await job.run();
    // Big 1234 first 2,500×, Big 5678 consolation 60×, Small 5678 nothing.
    expect(await slipState(slipId)).toEqual({ win: 256_000, state: "settled" });
    expect(okValue(await detail(drawId))).toMatchObject({
      state: "settled",
      seed: null,
      settleRound: 1,
      isCorrectable: true,
      totals: { openSlips: 0, settledSlips: 1, cancelledSlips: 0, lines: 3, stake: 300, win: 256_000 },
    });
  });

  it("is corrected the same way, each member paid exactly once", async () => {
    const same = failureOf(
      await callApi(t, "boCorrectLotteryResult", { drawId, result: HAND_MADE_RESULT }, { token: tokens.a }),
    );
    expect(same.value).toMatchObject({ fields: [{ field: "result", key: "err_nothing_to_change" }] });
    const filed = okValue(
      await callApi(t, "boCorrectLotteryResult", { drawId, result: CORRECTED }, { token: tokens.a }),
    );
    const twice = await callApi(
      t,
      "boCorrectLotteryResult",
      { drawId, result: CORRECTED },
      { token: tokens.b },
    );
    expect(failureOf(twice).code).toBe("APPROVAL_PENDING");
    expect(await slipState(slipId)).toEqual({ win: 256_000, state: "settled" });
    expect(failureOf(await decide(filed.approvalId, tokens.a)).code).toBe("FOUR_EYES_REQUIRED");
    expect(okValue(await decide(filed.approvalId, tokens.b)).status).toBe("approved");
    // 5678 first: Big 2,500× and Small 3,500×; 1234 consolation 60×.
    expect(await slipState(slipId)).toEqual({ win: 606_000, state: "settled" });
    expect((await balanceOf(t, tokens.member)).mainBalance).toBe(balance0 - 300 + 606_000);
    expect(okValue(await detail(drawId))).toMatchObject({ result: CORRECTED, settleRound: 2 });
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});

describe("cancelling a draw, four eyes", () => {
  it("stops the bets once approved, and the job refunds every open slip", async () => {
    await job.run();
    const draw = await currentDraw("four_d_sg");
    const balance0 = (await balanceOf(t, tokens.member)).mainBalance;
    const entries = [{ betType: "big", picks: ["4321"], stake: 500 }];
    const slips = [
      okValue(await place("four_d_sg", draw.issue, entries)),
      okValue(await place("four_d_sg", draw.issue, entries)),
    ];
    const short = failureOf(
      await callApi(t, "boCancelLotteryDraw", { drawId: draw.id, reason: " " }, { token: tokens.a }),
    );
    expect(short.code).toBe("INVALID_INPUT");
    const filed = okValue(
      await callApi(
        t,
        "boCancelLotteryDraw",
        { drawId: draw.id, reason: "The operator did not draw." },
        { token: tokens.a },
      ),
    );
    // Filed, not done: bets still go in.
    const third = okValue(await place("four_d_sg", draw.issue, entries));
    expect(failureOf(await decide(filed.approvalId, tokens.a)).code).toBe("FOUR_EYES_REQUIRED");
    expect(okValue(await decide(filed.approvalId, tokens.b)).status).toBe("approved");
    expect(failureOf(await place("four_d_sg", draw.issue, entries)).code).toBe("LOTTERY_DRAW_CLOSED");
    await job.run();
    for (const slip of [...slips, third]) expect((await slipState(slip.id)).state).toBe("cancelled");
    expect((await balanceOf(t, tokens.member)).mainBalance).toBe(balance0);
    expect(okValue(await detail(draw.id))).toMatchObject({
      state: "cancelled",
      cancelReason: "The operator did not draw.",
      totals: { cancelledSlips: 3, openSlips: 0, stake: 0 },
    });
    const again = await callApi(
      t,
      "boCancelLotteryDraw",
      { drawId: draw.id, reason: "Twice." },
      { token: tokens.a },
    );
    expect(failureOf(again)).toMatchObject({ code: "ORDER_STATE_CHANGED", value: { reason: "cancelled" } });
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});

describe("the draw audit", () => {
  it("finds draws by game, state and period, newest first", async () => {
    const search = (input: TInputOf<"boLotteryDraws">) =>
      callApi(t, "boLotteryDraws", input, { token: tokens.owner });
    const settled = okValue(await search({ gameCode: "four_d_my", preset: "last7", state: "settled" }));
    expect(settled.rows.length).toBeGreaterThan(0);
    expect(settled.rows.every((row) => row.state === "settled" && row.gameCode === "four_d_my")).toBe(true);
    expect(settled.rows.find((row) => row.id === resultDrawId)).toMatchObject({ source: "entered" });
    // Betting on the next draw opens when this one is drawn: until then it is scheduled.
    const scheduled = okValue(await search({ gameCode: "four_d_my", preset: "next7", state: "scheduled" }));
    expect(scheduled.rows.every((row) => row.state === "scheduled")).toBe(true);
    expect(scheduled.rows.map((row) => row.id)).toContain((await currentDraw("four_d_my")).id);
    const coming = okValue(await search({ gameCode: "four_d_my", preset: "next7", pageSize: 100 }));
    expect(coming.rows.map((row) => row.state)).toEqual(expect.arrayContaining(["scheduled", "settled"]));
    const times = coming.rows.map((row) => Date.parse(row.drawAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const fair = okValue(
      await search({ gameCode: "k3_5m", preset: "last30", state: "settled", pageSize: 1 }),
    );
    expect(fair.total).toBeGreaterThan(0);
    const shown = okValue(await detail(fair.rows[0]?.id ?? 0));
    // An in-house draw shows its seed once drawn, which hashes to the commitment published before.
    expect(shown.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(shown).toMatchObject({ source: "fair", isCorrectable: false, correctableUntil: null });
    expect(failureOf(await detail(999_999)).code).toBe("NOT_FOUND");
  });
});
