import type { TInputOf } from "@orchid/contract/endpoint-io";
import { findSlotModel } from "@orchid/games/models/slot-models";
import { computeParSheet, type TParSheet } from "@orchid/games/par-sheet";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/database.ts";
import { callApi, okValue } from "../../../test/api-client.ts";
import { addRound } from "../../../test/game-round-fixtures.ts";
import { demoMerchant, memberRow } from "../../../test/merchant-fixtures.ts";
import {
  addMember,
  addMerchant,
  loginNewOperator,
  startConsoleTest,
} from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";

// The RTP report: per game and per maths model, Σwin / Σstake of the merchant's settled rounds
// placed in the period, next to the model's theoretical RTP from its PAR sheet and the tolerance
// its round count allows. Every figure below is worked out by hand from the rounds written here.

const NOW = new Date("2030-03-10T06:00:00Z"); // 12:30 on 10 March in Yangon (UTC+6:30)
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

let t: TTestApp;
let ownerToken = "";
let steady: TParSheet;
let balanced: TParSheet;
const games = { a: 0, b: 0, c: 0, d: 0 };

/** A top-level, non-group game of the maths model (or, with `skip`, the next one). */
async function gameWithModel(model: string, skip = 0): Promise<number> {
  const [row] = rowsOf<{ id: string }>(
    await t.ctx.database.db.execute(sql`
      select id from games where maths_model = ${model} and parent_id is null and not is_group
      order by id limit 1 offset ${skip}`),
  );
  if (!row) throw new Error(`no ${model} game`);
  return Number(row.id);
}

beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest({ now: () => NOW }));
  const demoId = (await demoMerchant(t)).id;
  const otherId = await addMerchant(t, "other");
  const demo01 = (await memberRow(t, "demo01"))?.id ?? 0;
  const agent01 = (await memberRow(t, "agent01"))?.id ?? 0;
  const stranger = (await addMember(t, { username: "stranger02", merchantId: otherId })).id;
  games.a = await gameWithModel("steady");
  games.b = await gameWithModel("steady", 1);
  games.c = await gameWithModel("balanced");
  // A game without a maths model of ours, as a third-party vendor's would be.
  games.d = await gameWithModel("wild-ride");
  await t.ctx.database.db.execute(sql`update games set maths_model = null where id = ${games.d}`);

  const round = (
    memberId: number,
    gameId: number,
    stake: number,
    win: number,
    createdAt: Date,
    status?: "open",
  ) => addRound(t, { merchantId: demoId, memberId, gameId, stake, win, createdAt, status });
  // Today (Yangon): A 3 rounds, B 1, C 1, D 1 settled; one open round and one round of
  // yesterday, and another merchant's round, that never count.
  await round(demo01, games.a, 1_000, 0, ago(60));
  await round(demo01, games.a, 2_000, 5_000, ago(120));
  await round(agent01, games.a, 1_000, 1_000, new Date("2030-03-09T17:45:00Z"));
  await round(agent01, games.b, 500, 100, ago(180));
  await round(demo01, games.c, 1_000, 900, ago(240));
  await round(agent01, games.d, 3_000, 2_000, ago(300));
  await round(demo01, games.a, 700, 0, ago(30), "open");
  await round(demo01, games.a, 400, 400, new Date("2030-03-09T17:15:00Z"));
  await addRound(t, {
    merchantId: otherId,
    memberId: stranger,
    gameId: games.a,
    stake: 9_999,
    win: 0,
    createdAt: ago(60),
  });
  // 1 March: 400 rounds of 100 on A that all lost, far outside what the model allows.
  await t.ctx.database.db.execute(sql`
    insert into game_rounds (merchant_id, member_id, vendor_code, round_id, game_id, game_type, stake, win,
      status, created_at, settled_at)
    select ${demoId}, ${demo01}, g.vendor_code, 'bulk-' || n, g.id, g.game_type, 100, 0, 'settled',
      '2030-03-01T06:00:00Z', '2030-03-01T06:00:00Z'
    from games g, generate_series(1, 400) n where g.id = ${games.a}`);

  const steadyModel = findSlotModel("steady");
  const balancedModel = findSlotModel("balanced");
  if (!steadyModel || !balancedModel) throw new Error("models missing");
  steady = computeParSheet(steadyModel);
  balanced = computeParSheet(balancedModel);
});
afterAll(async () => t?.close());

type TRow = {
  gameId: number;
  rounds: number;
  stake: number;
  win: number;
  observedRtp: number | null;
  theoreticalRtp: number | null;
  tolerance: number | null;
  isOutside: boolean | null;
};
// A query string's fields as the server's schema reads them (it coerces numbers and dates).
const report = (query: string, token = ownerToken) =>
  callApi(t, "boGameRtp", Object.fromEntries(new URLSearchParams(query)) as TInputOf<"boGameRtp">, { token });

describe("the RTP report", () => {
  it("sums each game's settled rounds of the period, the most staked first, next to its model's PAR sheet", async () => {
    const answer = await report("preset=today");
    expect(answer.status).toBe(200);
    const rows: TRow[] = okValue(answer).rows;
    expect(rows.map((row) => row.gameId)).toEqual([games.a, games.d, games.c, games.b]);
    const [a, d, c, b] = rows;

    // A: stakes 1,000 + 2,000 + 1,000; wins 0 + 5,000 + 1,000; stake² 1e6 + 4e6 + 1e6.
    expect(a).toMatchObject({ rounds: 3, stake: 4_000, win: 6_000, observedRtp: 1.5, mathsModel: "steady" });
    expect(a?.theoreticalRtp).toBe(steady.rtp);
    expect(a?.tolerance).toBeCloseTo((3 * steady.volatility * Math.sqrt(6_000_000)) / 4_000, 12);
    expect(a?.isOutside).toBe(false);

    expect(d).toMatchObject({ rounds: 1, stake: 3_000, win: 2_000, theoreticalRtp: null, tolerance: null });
    expect(d?.observedRtp).toBeCloseTo(2 / 3, 12);
    expect(d?.isOutside).toBeNull();

    expect(c).toMatchObject({ rounds: 1, stake: 1_000, win: 900, observedRtp: 0.9, mathsModel: "balanced" });
    expect(c?.theoreticalRtp).toBe(balanced.rtp);
    expect(c?.tolerance).toBeCloseTo(3 * balanced.volatility, 12);

    expect(b).toMatchObject({ rounds: 1, stake: 500, win: 100, observedRtp: 0.2 });
  });

  it("totals each maths model (games without one left out) and the whole period", async () => {
    const value = okValue(await report("preset=today"));
    expect(value.models).toEqual([
      expect.objectContaining({
        model: "balanced",
        modelName: findSlotModel("balanced")?.spec.name,
        volatility: "medium",
        jackpotContribution: balanced.jackpotContribution,
        rounds: 1,
        stake: 1_000,
        win: 900,
        observedRtp: 0.9,
        theoreticalRtp: balanced.rtp,
      }),
      expect.objectContaining({
        model: "steady",
        volatility: "low",
        rounds: 4,
        stake: 4_500,
        win: 6_100,
        theoreticalRtp: steady.rtp,
        isOutside: false,
      }),
    ]);
    const steadyRow = value.models[1];
    expect(steadyRow?.observedRtp).toBeCloseTo(6_100 / 4_500, 12);
    // stake² over A and B: 6,000,000 + 250,000.
    expect(steadyRow?.tolerance).toBeCloseTo((3 * steady.volatility * Math.sqrt(6_250_000)) / 4_500, 12);
    expect(value.totals.rounds).toBe(6);
    expect(value.totals.stake).toBe(8_500);
    expect(value.totals.win).toBe(9_000);
    expect(value.totals.observedRtp).toBeCloseTo(9_000 / 8_500, 12);
    expect(value).toMatchObject({ total: 4, totalPages: 1, fromDay: "2030-03-10", toDay: "2030-03-10" });
  });

  it("flags a game whose observed RTP is further from the theoretical than its round count allows", async () => {
    const answer = await report("preset=custom&from=2030-03-01&to=2030-03-01");
    const [row] = okValue(answer).rows as TRow[];
    // 400 equal stakes: tolerance 3σ/√400; observed 0 against ≈ 96 %.
    expect(row).toMatchObject({
      gameId: games.a,
      rounds: 400,
      stake: 40_000,
      win: 0,
      observedRtp: 0,
      isOutside: true,
    });
    expect(row?.tolerance).toBeCloseTo((3 * steady.volatility) / 20, 12);
  });

  it("narrows by model, vendor and type, and pages", async () => {
    const byModel = await report("preset=today&model=balanced");
    expect((okValue(byModel).rows as TRow[]).map((row) => row.gameId)).toEqual([games.c]);
    expect(okValue(byModel).models).toHaveLength(1);
    const [vendor] = rowsOf<{ vendor_code: string }>(
      await t.ctx.database.db.execute(sql`select vendor_code from games where id = ${games.b}`),
    );
    const byVendor = await report(`preset=today&vendorCode=${vendor?.vendor_code}`);
    expect((okValue(byVendor).rows as TRow[]).map((row) => row.gameId)).toContain(games.b);
    expect(okValue(await report("preset=today&gameType=LIVE")).rows).toEqual([]);
    const second = await report("preset=today&pageSize=2&page=2");
    expect((okValue(second).rows as TRow[]).map((row) => row.gameId)).toEqual([games.c, games.b]);
    expect(okValue(second)).toMatchObject({ total: 4, totalPages: 2 });
  });

  it("is finance's and support's to read, not content's", async () => {
    const demoId = (await demoMerchant(t)).id;
    const finance = await loginNewOperator(t, { username: "fin-rtp", role: "finance", merchantId: demoId });
    const content = await loginNewOperator(t, { username: "con-rtp", role: "content", merchantId: demoId });
    expect((await report("preset=today", finance)).status).toBe(200);
    expect((await report("preset=today", content)).status).toBe(403);
  });
});
