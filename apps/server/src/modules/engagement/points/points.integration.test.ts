import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/database.ts";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
import { launchToken, slotGameOf } from "../../../test/game-fixtures.ts";
import { startConsoleTest } from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";
import { balanceOf, codeOf, newKey } from "../../../test/wallet-fixtures.ts";
import {
  PAYMENT_PASSWORD,
  type TWithdrawingMember,
  withdrawingMember,
} from "../../../test/withdrawal-fixtures.ts";
import { checkLedger } from "../../wallet/ledger-check.ts";
import { runBonusEngine } from "../bonus/activity-consumer.ts";

// Points end to end (decisions/0022): the operator's rules, points earned on settled slot play
// through the engine (whole points paid, fractions carried), the balance and details, conversion
// to cash behind the payment password, and the mall: a redeem holds points and stock, a rejection
// gives both back, an approval takes them, and two buyers racing for the last unit get one.

let t: TTestApp;
let ownerToken: string;

beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
  okValue(
    await callApi(
      t,
      "boSavePointsSettings",
      {
        enabled: true,
        earn: { RNG: 100, LOTT: 50 },
        depositRate: 10,
        exchange: { points: 10, minor: 100 },
        minConvert: 50,
        rules: { EN: "1 point per 1.00 on slots." },
      },
      { token: ownerToken },
    ),
  );
});
afterAll(async () => t?.close());

const engine = () => runBonusEngine(t.ctx, async () => []);
const pointsOf = async (member: TWithdrawingMember) =>
  okValue(await callApi(t, "pointBalance", undefined, { token: member.token }));

async function givePoints(member: TWithdrawingMember, points: number) {
  const merchantId = (await t.ctx.merchants.byMerchantCode("demo"))?.id ?? 0;
  const { postLedgerSteps } = await import("../../wallet/index.ts");
  const debit = await t.ctx.ledger.system(t.ctx.database.db, merchantId, "points", member.id);
  const credit = await t.ctx.ledger.member(t.ctx.database.db, merchantId, member.id, "points");
  await t.ctx.database.db.transaction((tx) =>
    postLedgerSteps(tx, merchantId, [
      {
        phase: "posted",
        debit,
        credit,
        amount: points,
        code: "points_earn",
        key: `t:${randomUUID()}`,
        memo: "RNG",
      },
    ]),
  );
}

async function product(stock: number, points: number, amount = 0) {
  return okValue(
    await callApi(
      t,
      "boSaveMallProduct",
      {
        name: { EN: `Mug ${randomUUID().slice(0, 4)}` },
        description: { EN: "A mug." },
        mediaId: null,
        points,
        amount,
        stock,
        needsAddress: true,
        enabled: true,
        sort: 0,
      },
      { token: ownerToken },
    ),
  );
}

const redeem = (member: TWithdrawingMember, productId: number, quantity = 1, key = newKey()) =>
  callApi(
    t,
    "pointRedeem",
    {
      productId,
      quantity,
      address: "No. 1, Main Road, Yangon",
      paymentPassword: PAYMENT_PASSWORD,
      idempotencyKey: key,
    },
    { token: member.token },
  );

describe("earning", () => {
  it("pays 1 point per 1.00 of slot bets once the engine runs, carrying the fractions", async () => {
    const member = await withdrawingMember(t, 1_000_000);
    const game = await slotGameOf(t, "NOVA");
    const token = await launchToken(t, member.token, game.id);
    const model = okValue(await callApi(t, "slotSession", { token })).game;
    const betPerLine = model.betPerLineOptions.find((value) => value * model.maxLines >= model.minBet) ?? 1;
    let staked = 0;
    for (let spin = 0; spin < 6; spin += 1) {
      okValue(
        await callApi(t, "slotSpin", {
          token,
          lines: model.maxLines,
          betPerLine,
          roundKey: `rk-${randomUUID()}`,
        }),
      );
      staked += model.maxLines * betPerLine;
    }
    await engine();
    // 100 points per 100.00 = 1 point per 100 minor units; fractions wait in the carry.
    expect(await pointsOf(member)).toEqual({ balance: Math.floor(staked / 100), held: 0 });
    const details = okValue(await callApi(t, "pointDetails", {}, { token: member.token }));
    expect(details.rows.every((row) => row.type === "bet" && row.gameType === "RNG")).toBe(true);
    expect(details.rows.reduce((sum, row) => sum + row.points, 0)).toBe(Math.floor(staked / 100));
    const [carry] = rowsOf<{ carry: string }>(
      await t.ctx.database.db.execute(
        sql`select carry from points_carry where member_id = ${member.id} and source = 'RNG'`,
      ),
    );
    expect(Number(carry?.carry)).toBe((staked % 100) * 100);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("shows the rules to a visitor", async () => {
    const config = okValue(await callApi(t, "pointConfig", undefined, {}));
    expect(config).toMatchObject({
      enabled: true,
      earn: { RNG: 100, LOTT: 50 },
      depositRate: 10,
      exchange: { points: 10, minor: 100 },
      rules: "1 point per 1.00 on slots.",
    });
  });
});

describe("converting", () => {
  it("turns points into cash at the rate, behind the payment password, never below zero", async () => {
    const member = await withdrawingMember(t, 0);
    await givePoints(member, 120);
    const convert = (points: number, password = PAYMENT_PASSWORD) =>
      callApi(
        t,
        "pointConvert",
        { points, paymentPassword: password, idempotencyKey: newKey() },
        { token: member.token },
      );
    const wrong = failureOf(await convert(100, "000000"));
    expect(wrong).toMatchObject({
      code: "INVALID_INPUT",
      value: { fields: [{ key: "err_payment_password_wrong" }] },
    });
    expect(codeOf(await convert(40))).toBe("AMOUNT_OUT_OF_RANGE");
    expect(codeOf(await convert(130))).toBe("POINTS_SHORT");
    expect(okValue(await convert(100))).toEqual({ points: 100, credited: 1_000, balance: 20 });
    expect((await balanceOf(t, member.token)).mainBalance).toBe(1_000);
    // Three at once for 20 points each: at most one gets through.
    const burst = await Promise.all([convert(50), convert(50), convert(50)]);
    expect(burst.map(codeOf)).toEqual(["POINTS_SHORT", "POINTS_SHORT", "POINTS_SHORT"]);
    expect(await pointsOf(member)).toEqual({ balance: 20, held: 0 });
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});

describe("the mall", () => {
  it("holds points and stock; a rejection gives both back, an approval takes them", async () => {
    const member = await withdrawingMember(t, 50_000);
    await givePoints(member, 500);
    const mug = await product(3, 100, 2_000);
    const first = okValue(await redeem(member, mug.id, 2));
    expect(first).toMatchObject({ state: "applying", points: 200, amount: 4_000, quantity: 2 });
    expect(await pointsOf(member)).toEqual({ balance: 300, held: 200 });
    expect((await balanceOf(t, member.token)).mainBalance).toBe(46_000);
    expect(codeOf(await redeem(member, mug.id, 2))).toBe("OUT_OF_STOCK");
    const rejected = okValue(
      await callApi(
        t,
        "boDecideRedeem",
        { id: first.id, decision: "reject", note: "Wrong address" },
        { token: ownerToken },
      ),
    );
    expect(rejected).toMatchObject({ state: "rejected", note: "Wrong address" });
    expect(await pointsOf(member)).toEqual({ balance: 500, held: 0 });
    expect((await balanceOf(t, member.token)).mainBalance).toBe(50_000);
    const again = okValue(await redeem(member, mug.id, 3));
    const approved = okValue(
      await callApi(t, "boDecideRedeem", { id: again.id, decision: "approve" }, { token: ownerToken }),
    );
    expect(approved.state).toBe("approved");
    expect(await pointsOf(member)).toEqual({ balance: 200, held: 0 });
    expect((await balanceOf(t, member.token)).mainBalance).toBe(44_000);
    const twice = await callApi(
      t,
      "boDecideRedeem",
      { id: again.id, decision: "reject" },
      { token: ownerToken },
    );
    expect(failureOf(twice).code).toBe("ORDER_STATE_CHANGED");
    const history = okValue(await callApi(t, "pointRedeems", {}, { token: member.token }));
    expect(history.rows.map((row) => row.state)).toEqual(["approved", "rejected"]);
    const lines = okValue(await callApi(t, "pointDetails", {}, { token: member.token })).rows.map(
      (row) => row.type,
    );
    expect(lines).toEqual(["redeem", "redeem_refund", "redeem", "bet"]);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("sells the last unit once when two members buy it at the same moment", async () => {
    const [a, b] = [await withdrawingMember(t, 0), await withdrawingMember(t, 0)];
    if (!a || !b) throw new Error("members missing");
    await givePoints(a, 100);
    await givePoints(b, 100);
    const last = await product(1, 100);
    const answers = await Promise.all([redeem(a, last.id), redeem(b, last.id)]);
    expect(answers.map(codeOf).sort()).toEqual(["OUT_OF_STOCK", undefined]);
    const products = okValue(await callApi(t, "boMallProducts", undefined, { token: ownerToken }));
    expect(products.find((p) => p.id === last.id)).toMatchObject({ stock: 0, redeemed: 1 });
    const held = [await pointsOf(a), await pointsOf(b)].map((p) => p.held).sort();
    expect(held).toEqual([0, 100]);
  });

  it("refuses a redeem it cannot pay: points short, no address, wrong password", async () => {
    const member = await withdrawingMember(t, 0);
    await givePoints(member, 50);
    const mug = await product(5, 100);
    expect(codeOf(await redeem(member, mug.id))).toBe("POINTS_SHORT");
    const noAddress = await callApi(
      t,
      "pointRedeem",
      { productId: mug.id, quantity: 1, paymentPassword: PAYMENT_PASSWORD, idempotencyKey: newKey() },
      { token: member.token },
    );
    expect(codeOf(noAddress)).toBe("INVALID_INPUT");
    const wrong = await callApi(
      t,
      "pointRedeem",
      { productId: mug.id, quantity: 1, address: "x", paymentPassword: "999999", idempotencyKey: newKey() },
      { token: member.token },
    );
    expect(failureOf(wrong)).toMatchObject({ value: { fields: [{ key: "err_payment_password_wrong" }] } });
    expect(await pointsOf(member)).toEqual({ balance: 50, held: 0 });
    const products = okValue(await callApi(t, "boMallProducts", undefined, { token: ownerToken }));
    expect(products.find((p) => p.id === mug.id)).toMatchObject({ stock: 5, redeemed: 0 });
  });
});
