import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/database.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { balanceOf, creditMember, memberSession, newKey } from "../../test/wallet-fixtures.ts";
import { checkLedger } from "../wallet/ledger-check.ts";
import { fairResultOf } from "./draw-service.ts";
import { lotteryDrawJob } from "./lottery-job.ts";

let t: TTestApp;
let demo: { token: string; memberId: number };
let clock = Math.floor(Date.now() / 60_000) * 60_000 + 7_000;
const advance = (ms: number) => {
  clock += ms;
};
let job: ReturnType<typeof lotteryDrawJob>;

beforeAll(async () => {
  t = await startTestApp({}, () => new Date(clock));
  demo = await memberSession(t, "demo01", "Demo1234");
  await creditMember(t, demo.memberId, 5_000_000);
  job = lotteryDrawJob(t.ctx);
  await job.run();
});
afterAll(async () => t?.close());

const game = async (gameCode: string) => okValue(await callApi(t, "lotteryGame", { gameCode }));
const place = (
  gameCode: string,
  issue: string,
  entries: { betType: string; picks: string[]; stake: number }[],
  requestKey = newKey(),
) => callApi(t, "placeSlip", { gameCode, issue, requestKey, entries }, { token: demo.token });

async function drawRow(gameCode: string, issue: string) {
  const [row] = rowsOf<{ id: string; seed: string; state: string; result: unknown }>(
    await t.ctx.database.db.execute(
      sql`select id, seed, state, result from lottery_draws where game_code = ${gameCode} and issue = ${issue}`,
    ),
  );
  if (!row) throw new Error(`no draw ${gameCode} ${issue}`);
  return row;
}

describe("the lobby and a game", () => {
  it("lists every group with an open draw whose commitment is public and seed secret", async () => {
    const lobby = okValue(await callApi(t, "lotteryLobby", {}));
    const groups = new Set(lobby.map((g) => g.group));
    expect([...groups].sort()).toEqual([
      "elottery",
      "four_d",
      "vn_central",
      "vn_fast",
      "vn_north",
      "vn_south",
    ]);
    const k3 = lobby.find((g) => g.code === "k3_1m");
    expect(k3?.current).toMatchObject({ state: "open", source: "fair", seed: null, result: null });
    expect(k3?.current?.commitment).toMatch(/^[0-9a-f]{64}$/);
    const elott = okValue(await callApi(t, "lotteryLobby", { prizeMode: "Elott" }));
    expect(new Set(elott.map((g) => g.group))).toEqual(new Set(["elottery"]));
    const numbers = okValue(await callApi(t, "numbersList", { prizeMode: "SEA", count: 100 }));
    expect(numbers.map((g) => g.code).sort()).toEqual(["four_d_my", "four_d_sg"]);
    expect(okValue(await callApi(t, "numbersList", { count: 3 }))).toHaveLength(3);
    const vn = okValue(await callApi(t, "vnGameMenu", {}));
    expect(vn.every((g) => g.group.startsWith("vn_"))).toBe(true);
  });

  it("answers a game's bet types with prices, limits and exact RTP at most 100 %", async () => {
    const detail = await game("vn_north_1m");
    const lo2 = detail.betTypes.find((b) => b.code === "lo2");
    expect(lo2).toMatchObject({ cost: 27_000, pays: { hit: 98_500 } });
    for (const betType of detail.betTypes)
      for (const row of betType.rtp) expect(row.rtp).toBeLessThanOrEqual(1);
    expect(failureOf(await callApi(t, "lotteryGame", { gameCode: "nope" })).code).toBe("NOT_FOUND");
  });
});

describe("a slip on a fast draw, from sale to settlement", () => {
  it("fixes the result before sales open, takes the stake once, settles it through the ledger", async () => {
    const k3 = await game("k3_1m");
    const issue = k3.current?.issue as string;
    const before = await drawRow("k3_1m", issue);
    const promised = fairResultOf({ family: "k3", gameCode: "k3_1m", issue, seed: before.seed });
    const balance0 = (await balanceOf(t, demo.token)).mainBalance;
    const key = newKey();
    const entries = [
      { betType: "sum", picks: ["sum:10", "sum:11"], stake: 1_000 },
      { betType: "sides", picks: ["big"], stake: 500 },
    ];
    const slip = okValue(await place("k3_1m", issue, entries, key));
    expect(slip).toMatchObject({ state: "open", stake: 2_500, win: null });
    expect(slip.lines).toHaveLength(3);
    expect(slip.balance).toBe(balance0 - 2_500);
    // The same key again answers the same slip and takes nothing more; another body is refused.
    const again = okValue(await place("k3_1m", issue, entries, key));
    expect(again.id).toBe(slip.id);
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(balance0 - 2_500);
    const other = await place("k3_1m", issue, [{ betType: "sum", picks: ["sum:9"], stake: 1_000 }], key);
    expect(failureOf(other).code).toBe("IDEMPOTENCY_MISMATCH");

    advance(60_000);
    await job.run();
    const drawn = okValue(await callApi(t, "lotteryDraw", { gameCode: "k3_1m", issue }));
    expect(drawn.state).toBe("settled");
    expect(drawn.result).toEqual(promised);
    expect(drawn.seed).toBe(before.seed);
    const mine = okValue(await callApi(t, "mySlips", { gameCode: "k3_1m" }, { token: demo.token }));
    const settled = mine.content.find((s) => s.id === slip.id);
    expect(settled?.state).toBe("settled");
    const win = settled?.win ?? -1;
    expect(win).toBe(settled?.lines.reduce((sum, line) => sum + (line.win ?? 0), 0));
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(balance0 - 2_500 + win);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
    // Running the job again pays nothing twice.
    await job.run();
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(balance0 - 2_500 + win);
  });

  it("refuses bad picks, stakes out of limits and closed draws, moving nothing", async () => {
    const k3 = await game("k3_1m");
    const issue = k3.current?.issue as string;
    const balance0 = (await balanceOf(t, demo.token)).mainBalance;
    const bad = failureOf(await place("k3_1m", issue, [{ betType: "sum", picks: ["sum:2"], stake: 1_000 }]));
    expect(bad.code).toBe("LOTTERY_PICKS_INVALID");
    expect(bad.value).toMatchObject({ entry: 0, problem: { code: "number_out_of_range" } });
    const low = failureOf(await place("k3_1m", issue, [{ betType: "sum", picks: ["sum:10"], stake: 1 }]));
    expect(low).toMatchObject({ code: "LOTTERY_LIMIT", value: { limit: "line_min" } });
    const unknown = failureOf(await place("k3_1m", issue, [{ betType: "lo2", picks: ["12"], stake: 1_000 }]));
    expect(unknown.code).toBe("BET_NOT_ALLOWED");
    advance(56_000);
    const late = failureOf(
      await place("k3_1m", issue, [{ betType: "sum", picks: ["sum:10"], stake: 1_000 }]),
    );
    expect(late).toMatchObject({ code: "LOTTERY_DRAW_CLOSED", value: { state: "closed" } });
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(balance0);
    advance(4_000);
    await job.run();
  });

  it("cancels an open slip once, refunding its stake", async () => {
    const vn = await game("vn_north_3m");
    const issue = vn.current?.issue as string;
    const balance0 = (await balanceOf(t, demo.token)).mainBalance;
    const slip = okValue(
      await place("vn_north_3m", issue, [{ betType: "lo2", picks: ["12", "34"], stake: 27_000 }]),
    );
    expect(slip.stake).toBe(54_000);
    const cancelled = okValue(await callApi(t, "cancelSlip", { id: slip.id }, { token: demo.token }));
    expect(cancelled).toMatchObject({ state: "cancelled", balance: balance0 });
    const twice = await callApi(t, "cancelSlip", { id: slip.id }, { token: demo.token });
    expect(failureOf(twice).code).toBe("ORDER_STATE_CHANGED");
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("caps the stake on one number of a draw across slips", async () => {
    const vn = await game("vn_north_5m");
    const issue = vn.current?.issue as string;
    await t.ctx.database.db.execute(sql`
      insert into lottery_prices (merchant_id, family, bet_type, cost, pays, min_stake, max_stake, number_cap)
      select id, 'vn_north', 'de_special', 1000, '{"hit": 99000}', 100, 100000, 150000 from merchants`);
    advance(6_000);
    const first = await place("vn_north_5m", issue, [
      { betType: "de_special", picks: ["77"], stake: 100_000 },
    ]);
    expect(okValue(first).stake).toBe(100_000);
    const second = failureOf(
      await place("vn_north_5m", issue, [{ betType: "de_special", picks: ["77", "78"], stake: 60_000 }]),
    );
    expect(second).toMatchObject({
      code: "LOTTERY_LIMIT",
      value: { limit: "number", number: "77", left: 50_000 },
    });
  });
});

describe("slips placed at the same moment", () => {
  it("share transactions yet answer each caller its own slip, twin or refusal", async () => {
    const k3 = await game("k3_1m");
    if (k3.current?.state !== "open") advance(Date.parse(k3.current?.opensAt ?? "") - clock + 1_000);
    const issue = (await game("k3_1m")).current?.issue as string;
    const balance0 = (await balanceOf(t, demo.token)).mainBalance;
    const twinKey = newKey();
    const slip = (pick: string, requestKey = newKey()) =>
      place("k3_1m", issue, [{ betType: "sum", picks: [pick], stake: 100 }], requestKey);
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, (_, n) => slip(`sum:${4 + n}`)),
      slip("sum:10", twinKey),
      slip("sum:10", twinKey),
      place("k3_1m", issue, [{ betType: "sum", picks: ["sum:2"], stake: 100 }]),
    ]);
    const placed = answers.slice(0, 14).map((answer) => okValue(answer));
    expect(new Set(placed.map((value) => value.id)).size).toBe(13);
    expect(placed[12]?.id).toBe(placed[13]?.id);
    expect(failureOf(answers[14] as (typeof answers)[number]).code).toBe("LOTTERY_PICKS_INVALID");
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(balance0 - 13 * 100);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});

describe("a crash between draw and settlement", () => {
  it("settles the drawn draw on the next run without paying twice", async () => {
    const k3 = await game("k3_1m");
    const issue = k3.current?.issue as string;
    await place("k3_1m", issue, [{ betType: "triple_any", picks: ["any"], stake: 1_000 }]);
    await place("k3_1m", issue, [{ betType: "sides", picks: ["small", "big"], stake: 1_000 }]);
    advance(60_000);
    // Drawn by one run that then died before settling: the state a crash leaves.
    const { id } = await drawRow("k3_1m", issue);
    await t.ctx.database.db.execute(sql`update lottery_draws set state = 'drawn',
      result = ${JSON.stringify(fairResultOf({ family: "k3", gameCode: "k3_1m", issue, seed: (await drawRow("k3_1m", issue)).seed }))}::jsonb,
      drawn_at = now() where id = ${id}`);
    await Promise.all([job.run(), lotteryDrawJob(t.ctx).run()]);
    const paid = rowsOf<{ n: string }>(
      await t.ctx.database.db.execute(
        sql`select count(*) as n from ledger_transfers where transfer_key like ${`lottery-win:${id}:%`}`,
      ),
    );
    expect(Number(paid[0]?.n)).toBeLessThanOrEqual(1);
    expect((await drawRow("k3_1m", issue)).state).toBe("settled");
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});

describe("limits under a burst of slips placed at once", () => {
  /** The current draw of a game, moving the clock to its opening when betting has not opened yet. */
  async function openIssue(gameCode: string): Promise<string> {
    let current = (await game(gameCode)).current;
    if (current?.state !== "open") {
      advance(Date.parse(current?.opensAt ?? "") - clock + 1_000);
      current = (await game(gameCode)).current;
    }
    if (current?.state !== "open") throw new Error(`no open draw of ${gameCode}`);
    return current.issue;
  }

  it("lets a number take stakes only up to its cap, however many slips race for it", async () => {
    // The merchant's đề đặc biệt cap is 150,000 a number (set above): 7 slips of 20,000 fit, an 8th does not.
    const issue = await openIssue("vn_north_1m");
    const balance0 = (await balanceOf(t, demo.token)).mainBalance;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        place("vn_north_1m", issue, [{ betType: "de_special", picks: ["42"], stake: 20_000 }]),
      ),
    );
    const placed = answers.filter((answer) => answer.body.success);
    const refused = answers.filter((answer) => !answer.body.success).map((answer) => failureOf(answer));
    expect(placed).toHaveLength(7);
    expect(refused).toHaveLength(5);
    for (const refusal of refused)
      expect(refusal).toMatchObject({ code: "LOTTERY_LIMIT", value: { limit: "number", number: "42" } });
    const { id } = await drawRow("vn_north_1m", issue);
    const [exposure] = rowsOf<{ stake: string }>(
      await t.ctx.database.db.execute(
        sql`select stake from lottery_exposure where draw_id = ${id} and bet_type = 'de_special' and cover_key = '42'`,
      ),
    );
    expect(Number(exposure?.stake)).toBe(140_000);
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(balance0 - 140_000);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("lets a member stake on one draw only up to the member's limit, however many slips race", async () => {
    // 100,000,000 a member and draw: 5 slips of 4 × 5,000,000 fit exactly, the other 2 do not.
    await creditMember(t, demo.memberId, 150_000_000);
    const issue = await openIssue("vn_north_3m");
    const balance0 = (await balanceOf(t, demo.token)).mainBalance;
    const answers = await Promise.all(
      Array.from({ length: 7 }, () =>
        place("vn_north_3m", issue, [{ betType: "lo2", picks: ["10", "11", "12", "13"], stake: 5_000_000 }]),
      ),
    );
    const placed = answers.filter((answer) => answer.body.success);
    const refused = answers.filter((answer) => !answer.body.success).map((answer) => failureOf(answer));
    expect(placed).toHaveLength(5);
    for (const refusal of refused)
      expect(refusal).toMatchObject({ code: "LOTTERY_LIMIT", value: { limit: "member_draw", left: 0 } });
    const { id } = await drawRow("vn_north_3m", issue);
    const [total] = rowsOf<{ stake: string }>(
      await t.ctx.database.db.execute(
        sql`select stake from lottery_member_draws where draw_id = ${id} and member_id = ${demo.memberId}`,
      ),
    );
    expect(Number(total?.stake)).toBe(100_000_000);
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(balance0 - 100_000_000);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});
