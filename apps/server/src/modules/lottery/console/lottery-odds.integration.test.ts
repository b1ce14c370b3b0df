import type { TInputOf } from "@orchid/contract/endpoint-io";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/database.ts";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
import { demoMerchant } from "../../../test/merchant-fixtures.ts";
import {
  auditSince,
  lastAuditId,
  loginNewOperator,
  operatorIdOf,
  startConsoleTest,
} from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";

// A merchant's odds tables in the console: every bet type of a family at the merchant's price
// with its exact RTP; a price saved (audited, shown to members once their 5 s cache has passed),
// refused when the rules refuse it (above all an RTP over 100 %), and reset to the defaults.

let t: TTestApp;
let clock = Date.now();
let ownerToken = "";
let financeToken = "";
let merchantId = 0;
beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest({ now: () => new Date(clock) }));
  merchantId = (await demoMerchant(t)).id;
  financeToken = await loginNewOperator(t, { username: "odds-finance", role: "finance", merchantId });
});
afterAll(async () => t?.close());

const table = (family: string, token = ownerToken) => callApi(t, "boLotteryOdds", { family }, { token });
const save = (body: TInputOf<"boSaveLotteryOdds">, token = ownerToken, headers?: Record<string, string>) =>
  callApi(t, "boSaveLotteryOdds", body, { token, headers });
const BIG = {
  family: "four_d",
  betType: "big",
  cost: 1,
  pays: { first: 2_400, second: 1_000, third: 500, starter: 180, consolation: 60 },
  minStake: 200,
  maxStake: 2_000_000,
  numberCap: 40_000_000,
  enabled: true,
};

async function priceRow(betType: string) {
  const [row] = rowsOf<{ cost: number; pays: unknown; min_stake: string; updated_by: number | null }>(
    await t.ctx.database.db.execute(sql`select cost, pays, min_stake, updated_by from lottery_prices
      where merchant_id = ${merchantId} and family = 'four_d' and bet_type = ${betType}`),
  );
  return row;
}

describe("an odds table", () => {
  it("lists every bet type of the family at the defaults, with exact RTP rows under 100 %", async () => {
    const four = okValue(await table("four_d", financeToken));
    const big = four.betTypes.find((odds) => odds.betType === "big");
    expect(big).toMatchObject({
      isDefault: true,
      cost: 1,
      pays: { first: 2_500, second: 1_000, third: 500, starter: 180, consolation: 60 },
      payoutKeys: ["first", "second", "third", "starter", "consolation"],
      minStake: 100,
      enabled: true,
    });
    for (const odds of four.betTypes) {
      expect(odds.rtp.length).toBeGreaterThan(0);
      for (const row of odds.rtp) {
        expect(row.rtp).toBeLessThanOrEqual(1);
        expect(row.percent).toMatch(/^\d{1,3}\.\d{2}$/);
        // Rounded down from the exact fraction: at most 0.01 points under the decimal.
        const under = row.rtp * 100 - Number(row.percent);
        expect(under).toBeGreaterThan(-1e-9);
        expect(under).toBeLessThan(0.01);
      }
    }
    expect(failureOf(await table("nope")).code).toBe("NOT_FOUND");
  });
});

describe("saving a price", () => {
  it("saves it for the merchant, audited, and members see it once their cache has passed", async () => {
    const before = okValue(await callApi(t, "lotteryGame", { gameCode: "four_d_my" }));
    expect(before.betTypes.find((b) => b.code === "big")?.pays.first).toBe(2_500);
    const mark = await lastAuditId(t);
    const saved = okValue(await save(BIG));
    expect(saved).toMatchObject({
      isDefault: false,
      pays: { first: 2_400 },
      minStake: 200,
      numberCap: 40_000_000,
    });
    expect(saved.rtp[0]?.rtp).toBeLessThan(before.betTypes.find((b) => b.code === "big")?.rtp[0]?.rtp ?? 0);
    expect(await priceRow("big")).toMatchObject({
      cost: 1,
      updated_by: await operatorIdOf(t, "owner"),
    });
    const audit = await auditSince(t, mark);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "lottery.odds.save",
      outcome: "ok",
      targetType: "lottery_price",
      targetId: "four_d:big",
      before: { pays: { first: 2_500 }, minStake: 100, numberCap: 50_000_000 },
      after: { pays: { first: 2_400 }, minStake: 200, numberCap: 40_000_000 },
    });
    clock += 6_000;
    const after = okValue(await callApi(t, "lotteryGame", { gameCode: "four_d_my" }));
    expect(after.betTypes.find((b) => b.code === "big")).toMatchObject({
      pays: { first: 2_400 },
      minStake: 200,
    });
    const shown = okValue(await table("four_d")).betTypes.find((odds) => odds.betType === "big");
    expect(shown).toMatchObject({ isDefault: false, pays: { first: 2_400 } });
  });

  it("refuses odds returning over 100 %, naming the class of picks and its RTP, and changes nothing", async () => {
    const mark = await lastAuditId(t);
    const refused = await save({ ...BIG, pays: { ...BIG.pays, first: 90_000 } }, ownerToken, {
      "message-format": "words",
    });
    expect(refused.status).toBe(400);
    const failure = failureOf(refused);
    expect(failure.code).toBe("INVALID_INPUT");
    const field = (failure.value as { fields: Record<string, unknown>[] }).fields[0];
    expect(field).toMatchObject({ field: "pays", key: "lott_err_odds_rtp_above_100" });
    expect(Number(field?.rtp)).toBeGreaterThan(100);
    expect(String(field?.message)).toContain(`${field?.rtp} %`);
    expect((await priceRow("big"))?.pays).toMatchObject({ first: 2_400 });
    expect((await auditSince(t, mark)).filter((row) => row.outcome === "ok")).toEqual([]);
  });

  it("refuses a payout the bet type does not have, a missing one, and limits the wrong way round", async () => {
    const unknown = failureOf(await save({ ...BIG, pays: { ...BIG.pays, fifth: 10 } }));
    expect(unknown.value).toMatchObject({
      fields: [{ field: "pays.fifth", key: "lott_err_odds_unknown_key" }],
    });
    const { consolation: _dropped, ...missing } = BIG.pays;
    const lacking = failureOf(await save({ ...BIG, pays: missing }));
    expect(lacking.value).toMatchObject({
      fields: [{ field: "pays.consolation", key: "lott_err_odds_price" }],
    });
    const limits = failureOf(await save({ ...BIG, minStake: 5_000, maxStake: 4_000 }));
    expect(limits.value).toMatchObject({ fields: [{ field: "maxStake", key: "err_min_above_max" }] });
    const family = failureOf(await save({ ...BIG, betType: "nope" }));
    expect(family.code).toBe("NOT_FOUND");
  });

  it("is the owner's: finance reads the table but is refused a change, audited", async () => {
    const mark = await lastAuditId(t);
    const refused = await save(BIG, financeToken);
    expect([refused.status, failureOf(refused).code]).toEqual([403, "FORBIDDEN"]);
    expect(await auditSince(t, mark)).toMatchObject([{ outcome: "refused", after: { reason: "role" } }]);
  });
});

describe("resetting a price", () => {
  it("deletes the merchant's row, audited, and sells at the defaults again", async () => {
    const mark = await lastAuditId(t);
    const reset = okValue(
      await callApi(t, "boResetLotteryOdds", { family: "four_d", betType: "big" }, { token: ownerToken }),
    );
    expect(reset).toMatchObject({ isDefault: true, pays: { first: 2_500 }, minStake: 100 });
    expect(await priceRow("big")).toBeUndefined();
    expect(await auditSince(t, mark)).toMatchObject([
      {
        action: "lottery.odds.reset",
        outcome: "ok",
        targetId: "four_d:big",
        before: { pays: { first: 2_400 } },
        after: { pays: { first: 2_500 } },
      },
    ]);
  });
});
