import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/database.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { demoMerchant } from "../../test/merchant-fixtures.ts";
import {
  addMember,
  addOperator,
  auditSince,
  lastAuditId,
  operatorLogin,
  startConsoleTest,
} from "../../test/operator-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";
import { balanceOf, creditMember, memberSession, newKey } from "../../test/wallet-fixtures.ts";
import { checkLedger } from "../wallet/ledger-check.ts";

// The derby end to end: fights made and run by one operator, bets into the pools (once per key,
// a burst adding up exactly), last call still taking bets, close refusing them, a result declared
// only when a second operator approves, then a draw, a cancel for a low payout and one for an
// empty side; the ledger balances after each.

let t: TTestApp;
const tokens = { a: "", b: "", one: "", two: "" };
const members = { one: 0, two: 0 };

beforeAll(async () => {
  ({ t } = await startConsoleTest());
  const demoId = (await demoMerchant(t)).id;
  tokens.a = await operatorLogin(
    t,
    await addOperator(t, { username: "derby-a", role: "owner", merchantId: demoId }),
    "10.95.0.1",
  );
  tokens.b = await operatorLogin(
    t,
    await addOperator(t, { username: "derby-b", role: "owner", merchantId: demoId }),
    "10.95.0.2",
  );
  const one = await memberSession(t, "demo01", "Demo1234");
  await addMember(t, { username: "cock02" });
  const two = await memberSession(t, "cock02", "Tree1234");
  Object.assign(tokens, { one: one.token, two: two.token });
  Object.assign(members, { one: one.memberId, two: two.memberId });
  await creditMember(t, members.one, 1_000_000);
  await creditMember(t, members.two, 1_000_000);
});
afterAll(async () => t?.close());

const newFight = async () =>
  okValue(
    await callApi(
      t,
      "boNewFight",
      { derby: "Test Derby", meron: "Red Rooster", wala: "White Hackle" },
      { token: tokens.a },
    ),
  );
const act = (fightId: number, action: "announce_last_call" | "close" | "cancel", reason?: string) =>
  callApi(t, "boFightAction", { fightId, action, reason }, { token: tokens.a });
const bet = (
  token: string,
  fightId: number,
  side: "meron" | "wala" | "draw",
  stake: number,
  requestKey = newKey(),
) => callApi(t, "placeFightBet", { fightId, side, stake, requestKey }, { token });
const balance = async (token: string) => (await balanceOf(t, token)).mainBalance;
const fightRow = async (fightId: number) =>
  okValue(await callApi(t, "boFights", {}, { token: tokens.a })).rows.find((row) => row.id === fightId);

async function declare(fightId: number, result: "meron" | "wala" | "draw") {
  const { approvalId } = okValue(
    await callApi(t, "boDeclareFight", { fightId, result }, { token: tokens.a }),
  );
  return approvalId;
}
const approve = (id: number, token: string) =>
  callApi(t, "boDecideApproval", { id, decision: "approve", note: "Watched it." }, { token });

async function expectLedgerBalanced() {
  expect(await checkLedger(t.ctx.database.db)).toEqual([]);
}

describe("a fight won by Meron", () => {
  it("pays the pari-mutuel share less the plasada once a second operator approves", async () => {
    const fight = await newFight();
    expect(fight).toMatchObject({ state: "open", plasadaBp: 500, minPer100: 10_700 });
    expect(
      failureOf(
        await callApi(t, "boNewFight", { derby: "Test Derby", meron: "A", wala: "B" }, { token: tokens.a }),
      ).code,
    ).toBe("ORDER_STATE_CHANGED");
    const [before1, before2] = [await balance(tokens.one), await balance(tokens.two)];
    const key = newKey();
    const first = okValue(await bet(tokens.one, fight.id, "meron", 10_000, key));
    expect(okValue(await bet(tokens.one, fight.id, "meron", 10_000, key)).id).toBe(first.id);
    expect(failureOf(await bet(tokens.one, fight.id, "wala", 10_000, key)).code).toBe("IDEMPOTENCY_MISMATCH");
    okValue(await bet(tokens.two, fight.id, "wala", 5_000));
    okValue(await bet(tokens.one, fight.id, "draw", 1_000));
    const arena = okValue(await callApi(t, "sabongArena"));
    // 150.00 in the pools, 5 % plasada: 100.00 on Meron returns 142.50, on Wala 285.00.
    expect(arena.current).toMatchObject({
      id: fight.id,
      pools: { meron: 10_000, wala: 5_000, draw: 1_000 },
      payoutPer100: { meron: 14_250, wala: 28_500 },
      drawOdds: { profit: 8, per: 1 },
    });
    okValue(await act(fight.id, "announce_last_call"));
    okValue(await bet(tokens.two, fight.id, "wala", 0 + 5_000));
    okValue(await act(fight.id, "close"));
    expect(failureOf(await bet(tokens.two, fight.id, "wala", 1_000)).code).toBe("FIGHT_CLOSED");

    const mark = await lastAuditId(t);
    const approvalId = await declare(fight.id, "meron");
    expect((await auditSince(t, mark)).map((row) => row.action)).toContain("approvals.request");
    expect(
      failureOf(
        await callApi(t, "boDeclareFight", { fightId: fight.id, result: "wala" }, { token: tokens.a }),
      ).code,
    ).toBe("APPROVAL_PENDING");
    expect((await approve(approvalId, tokens.a)).body.success).toBe(false);
    expect((await fightRow(fight.id))?.state).toBe("closed");
    okValue(await approve(approvalId, tokens.b));
    // Meron 100.00 against Wala 100.00: the Meron bet returns 200.00 × 0.95 = 190.00.
    const ended = await fightRow(fight.id);
    expect(ended).toMatchObject({
      state: "meron",
      paid: 19_000,
      refunded: 0,
      houseTake: 2_000,
      pendingApprovalId: null,
    });
    expect(await balance(tokens.one)).toBe(before1 - 10_000 - 1_000 + 19_000);
    expect(await balance(tokens.two)).toBe(before2 - 10_000);
    const mine = okValue(await callApi(t, "myFightBets", {}, { token: tokens.one })).rows;
    expect(
      mine.filter((row) => row.fightId === fight.id).map((row) => [row.side, row.state, row.returned]),
    ).toEqual([
      ["draw", "lost", 0],
      ["meron", "won", 19_000],
    ]);
    await expectLedgerBalanced();
  });
});

describe("a drawn fight", () => {
  it("refunds Meron and Wala in full and pays the draw bets 8:1", async () => {
    const fight = await newFight();
    okValue(await bet(tokens.one, fight.id, "meron", 2_000));
    okValue(await bet(tokens.two, fight.id, "wala", 2_000));
    okValue(await bet(tokens.two, fight.id, "draw", 500));
    const before2 = await balance(tokens.two);
    okValue(await act(fight.id, "close"));
    okValue(await approve(await declare(fight.id, "draw"), tokens.b));
    expect(await fightRow(fight.id)).toMatchObject({
      state: "draw",
      paid: 4_500,
      refunded: 4_000,
      houseTake: -4_000,
    });
    expect(await balance(tokens.two)).toBe(before2 + 2_000 + 4_500);
    await expectLedgerBalanced();
  });
});

describe("a fight that cannot go ahead", () => {
  it("is cancelled at close when a side would pay 107.00 per 100 or less, refunding everyone", async () => {
    const fight = await newFight();
    okValue(await bet(tokens.one, fight.id, "meron", 10_000));
    okValue(await bet(tokens.two, fight.id, "wala", 100));
    const [before1, before2] = [await balance(tokens.one), await balance(tokens.two)];
    expect(okValue(await act(fight.id, "close"))).toMatchObject({
      state: "cancelled",
      cancelReason: "low_payout",
      refunded: 10_100,
    });
    expect([await balance(tokens.one), await balance(tokens.two)]).toEqual([before1 + 10_000, before2 + 100]);
    await expectLedgerBalanced();
  });

  it("is cancelled at close with an empty side, and an operator may cancel with a reason", async () => {
    const empty = await newFight();
    okValue(await bet(tokens.one, empty.id, "meron", 1_000));
    expect(okValue(await act(empty.id, "close"))).toMatchObject({
      state: "cancelled",
      cancelReason: "empty_side",
    });
    const called = await newFight();
    okValue(await bet(tokens.one, called.id, "wala", 1_000));
    expect(failureOf(await act(called.id, "cancel")).code).toBe("INVALID_INPUT");
    expect(okValue(await act(called.id, "cancel", "A bird was hurt."))).toMatchObject({
      state: "cancelled",
      refunded: 1_000,
    });
    expect(failureOf(await act(called.id, "close")).code).toBe("ORDER_STATE_CHANGED");
    await expectLedgerBalanced();
  });
});

describe("bets arriving together", () => {
  it("all land in the pools exactly, each paid once", async () => {
    const fight = await newFight();
    const before = await balance(tokens.one);
    const sides = ["meron", "wala"] as const;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        bet(tokens.one, fight.id, sides[index % 2] ?? "meron", 100 + index),
      ),
    );
    expect(answers.every((answer) => answer.body.success)).toBe(true);
    const total = Array.from({ length: 20 }, (_, index) => 100 + index).reduce(
      (sum, stake) => sum + stake,
      0,
    );
    const [pools] = rowsOf<{ m: string | number; w: string | number; n: number }>(
      await t.ctx.database.db.execute(
        sql`select pool_meron as m, pool_wala as w, bets as n from sabong_fights where id = ${fight.id}`,
      ),
    );
    expect(Number(pools?.m) + Number(pools?.w)).toBe(total);
    expect(pools?.n).toBe(20);
    expect(await balance(tokens.one)).toBe(before - total);
    okValue(await act(fight.id, "cancel", "Test over."));
    await expectLedgerBalanced();
  });
});
