import { HAND_MADE_RESULT } from "@orchid/games/lottery/four-d/hand-made-result";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/database.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { balanceOf, creditMember, memberSession, newKey } from "../../test/wallet-fixtures.ts";
import { checkLedger } from "../wallet/ledger-check.ts";
import { drawNowForDev } from "./dev-draw-now.ts";
import { cancelDraw, correctResult, recordResult } from "./draw-admin.ts";
import { LOTTERY_GAMES } from "./lottery-catalogue.ts";
import { lotteryDrawJob } from "./lottery-job.ts";

// Real-world draws (4D here): results recorded after close, settled by the job, corrected
// exactly, or the draw cancelled with every slip refunded.

let t: TTestApp;
let clock = Date.now();
let token = "";
let memberId = 0;
let job: ReturnType<typeof lotteryDrawJob>;
const gameOf = (code: string) => LOTTERY_GAMES.find((game) => game.code === code);

/** 1234 first becomes a consolation, 5678 consolation becomes first. */
const CORRECTED = {
  ...HAND_MADE_RESULT,
  first: "5678",
  consolation: HAND_MADE_RESULT.consolation.map((n) => (n === "5678" ? "1234" : n)),
};

beforeAll(async () => {
  t = await startTestApp({}, () => new Date(clock));
  const demo = await memberSession(t, "demo01", "Demo1234");
  memberId = demo.memberId;
  token = demo.token;
  await creditMember(t, memberId, 1_000_000);
  job = lotteryDrawJob(t.ctx);
  await job.run();
});
afterAll(async () => t?.close());

async function openDraw(gameCode: string) {
  const game = okValue(await callApi(t, "lotteryGame", { gameCode }));
  if (!game.current) throw new Error(`${gameCode} has no current draw`);
  return game.current;
}

async function relogin() {
  token = (await memberSession(t, "demo01", "Demo1234")).token;
}

const winOf = async (slipId: number) => {
  const [row] = rowsOf<{ win: string | null; state: string }>(
    await t.ctx.database.db.execute(sql`select win, state from lottery_slips where id = ${slipId}`),
  );
  return { win: row?.win === null ? null : Number(row?.win), state: row?.state };
};

describe("a 4D draw with an entered result", () => {
  it("settles the recorded result, and corrections settle again exactly", async () => {
    const draw = await openDraw("four_d_my");
    const balance0 = (await balanceOf(t, token)).mainBalance;
    const entries = [
      { betType: "big", picks: ["1234", "5678"], stake: 100 },
      { betType: "small", picks: ["5678"], stake: 100 },
    ];
    const slip = okValue(
      await callApi(
        t,
        "placeSlip",
        { gameCode: "four_d_my", issue: draw.issue, requestKey: newKey(), entries },
        { token },
      ),
    );
    expect(slip.stake).toBe(300);
    // Too early: betting is still open.
    await expect(
      t.ctx.database.db.transaction((tx) => recordResult(tx, draw.id, HAND_MADE_RESULT, new Date(clock))),
    ).rejects.toMatchObject({ code: "ORDER_STATE_CHANGED" });
    clock = Date.parse(draw.closesAt) + 1_000;
    await relogin();
    await expect(
      t.ctx.database.db.transaction((tx) => recordResult(tx, draw.id, { first: "12" }, new Date(clock))),
    ).rejects.toMatchObject({ code: "LOTTERY_PICKS_INVALID" });
    await t.ctx.database.db.transaction((tx) => recordResult(tx, draw.id, HAND_MADE_RESULT, new Date(clock)));
    await job.run();
    // Big 1234 first 2,500×, Big 5678 consolation 60×, Small 5678 nothing.
    expect(await winOf(slip.id)).toEqual({ win: 256_000, state: "settled" });
    expect((await balanceOf(t, token)).mainBalance).toBe(balance0 - 300 + 256_000);

    const corrected = await correctResult(t.ctx, draw.id, CORRECTED, gameOf);
    expect(corrected).toEqual({ members: 1, paid: 606_000, takenBack: 256_000 });
    expect(await winOf(slip.id)).toEqual({ win: 606_000, state: "settled" });
    expect((await balanceOf(t, token)).mainBalance).toBe(balance0 - 300 + 606_000);
    await correctResult(t.ctx, draw.id, HAND_MADE_RESULT, gameOf);
    expect((await balanceOf(t, token)).mainBalance).toBe(balance0 - 300 + 256_000);
    const shown = okValue(await callApi(t, "lotteryDraw", { gameCode: "four_d_my", issue: draw.issue }));
    expect(shown.result).toEqual(HAND_MADE_RESULT);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("refuses to correct an in-house draw's result", async () => {
    const [fair] = rowsOf<{ id: string }>(
      await t.ctx.database.db.execute(sql`select id from lottery_draws where source = 'fair' limit 1`),
    );
    await expect(correctResult(t.ctx, Number(fair?.id), {}, gameOf)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(
      t.ctx.database.db.execute(
        sql`update lottery_draws set seed = ${"0".repeat(64)} where id = ${Number(fair?.id)}`,
      ),
    ).rejects.toThrow();
  });
});

describe("a cancelled draw", () => {
  it("takes no more bets and refunds every open slip once", async () => {
    await job.run();
    const draw = await openDraw("four_d_sg");
    const balance0 = (await balanceOf(t, token)).mainBalance;
    const place = () =>
      callApi(
        t,
        "placeSlip",
        {
          gameCode: "four_d_sg",
          issue: draw.issue,
          requestKey: newKey(),
          entries: [{ betType: "big", picks: ["4321"], stake: 500 }],
        },
        { token },
      );
    const slips = [okValue(await place()), okValue(await place())];
    await t.ctx.database.db.transaction((tx) => cancelDraw(tx, draw.id, "operator stopped the draw"));
    expect(failureOf(await place()).code).toBe("LOTTERY_DRAW_CLOSED");
    await Promise.all([job.run(), lotteryDrawJob(t.ctx).run()]);
    for (const slip of slips) expect((await winOf(slip.id)).state).toBe("cancelled");
    expect((await balanceOf(t, token)).mainBalance).toBe(balance0);
    const shown = okValue(await callApi(t, "lotteryDraw", { gameCode: "four_d_sg", issue: draw.issue }));
    expect(shown).toMatchObject({ state: "cancelled", cancelReason: "operator stopped the draw" });
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});

describe("the development switch that draws a draw now", () => {
  it("closes a 4D draw, records the given result and settles it at once", async () => {
    let draw = await openDraw("four_d_my");
    // The next draw opens when the one before it draws.
    if (draw.state === "scheduled") {
      clock = Date.parse(draw.opensAt) + 1_000;
      await relogin();
      draw = await openDraw("four_d_my");
    }
    const slip = okValue(
      await callApi(
        t,
        "placeSlip",
        {
          gameCode: "four_d_my",
          issue: draw.issue,
          requestKey: newKey(),
          entries: [{ betType: "big", picks: ["1234"], stake: 100 }],
        },
        { token },
      ),
    );
    expect(await drawNowForDev(t.ctx, "four_d_my", draw.issue, HAND_MADE_RESULT)).toEqual({
      drawId: draw.id,
      state: "settled",
    });
    expect(await winOf(slip.id)).toEqual({ win: 250_000, state: "settled" });
    await expect(drawNowForDev(t.ctx, "four_d_my", draw.issue, undefined)).rejects.toMatchObject({
      code: "ORDER_STATE_CHANGED",
    });
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});
