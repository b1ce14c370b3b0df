import type { TInputOf } from "@orchid/contract/endpoint-io";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, okValue } from "../../../test/api-client.ts";
import { demoMerchant } from "../../../test/merchant-fixtures.ts";
import { addMember, loginNewOperator, startConsoleTest } from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";
import { creditMember, memberSession, newKey } from "../../../test/wallet-fixtures.ts";
import { lotteryDrawJob } from "../lottery-job.ts";

// The merchant's lottery slips in the console: searched by member, game, draw, state and period,
// each with its lines, with the totals of every match; the CSV export reads every page of it.

let t: TTestApp;
let clock = Math.floor(Date.now() / 60_000) * 60_000 + 7_000;
let financeToken = "";
const members: Record<"demo" | "other", { token: string; memberId: number }> = {
  demo: { token: "", memberId: 0 },
  other: { token: "", memberId: 0 },
};
const placed: number[] = [];
let settledDrawId = 0;

beforeAll(async () => {
  ({ t } = await startConsoleTest({ now: () => new Date(clock) }));
  const merchantId = (await demoMerchant(t)).id;
  financeToken = await loginNewOperator(t, { username: "slips-finance", role: "finance", merchantId });
  await addMember(t, { username: "slipsother" });
  members.demo = await memberSession(t, "demo01", "Demo1234");
  members.other = await memberSession(t, "slipsother", "Tree1234");
  for (const { memberId } of Object.values(members)) await creditMember(t, memberId, 1_000_000);
  const job = lotteryDrawJob(t.ctx);
  await job.run();
  const place = async (who: keyof typeof members, picks: string[]) => {
    const game = okValue(await callApi(t, "lotteryGame", { gameCode: "k3_1m" }));
    const issue = game.current?.issue ?? "";
    const entries = [{ betType: "sum", picks, stake: 1_000 }];
    const slip = okValue(
      await callApi(
        t,
        "placeSlip",
        { gameCode: "k3_1m", issue, requestKey: newKey(), entries },
        members[who],
      ),
    );
    placed.push(slip.id);
    return slip;
  };
  settledDrawId = (await place("demo", ["sum:10", "sum:11"])).drawId;
  await place("other", ["sum:9"]);
  await place("demo", ["sum:12"]);
  clock += 60_000;
  await job.run();
  await place("demo", ["sum:3", "sum:4", "sum:5"]);
});
afterAll(async () => t?.close());

const search = (input: Partial<TInputOf<"boLotterySlips">>) =>
  callApi(t, "boLotterySlips", { preset: "today", gameCode: "k3_1m", ...input }, { token: financeToken });

describe("searching slips", () => {
  it("lists the merchant's slips newest first, each with its lines, and the totals of every match", async () => {
    const found = okValue(await search({}));
    expect(found.total).toBe(4);
    expect(found.rows.map((slip) => slip.id)).toEqual([...placed].reverse());
    const first = found.rows.at(-1);
    expect(first).toMatchObject({ username: "demo01", gameCode: "k3_1m", stake: 2_000, state: "settled" });
    expect(first?.lines.map((line) => [line.betType, line.label, line.stake])).toEqual([
      ["sum", expect.stringContaining("10"), 1_000],
      ["sum", expect.stringContaining("11"), 1_000],
    ]);
    expect(first?.win).toBe(first?.lines.reduce((sum, line) => sum + (line.win ?? 0), 0));
    const wins = found.rows.reduce((sum, slip) => sum + (slip.win ?? 0), 0);
    expect(found.totals).toEqual({ slips: 4, stake: 7_000, win: wins });
  });

  it("narrows by member, draw and state", async () => {
    const other = okValue(await search({ username: "slipsother" }));
    expect(other.rows.map((slip) => slip.username)).toEqual(["slipsother"]);
    const draw = okValue(await search({ drawId: settledDrawId }));
    expect(draw.total).toBe(3);
    expect(draw.rows.every((slip) => slip.drawId === settledDrawId && slip.state === "settled")).toBe(true);
    const open = okValue(await search({ state: "open" }));
    expect(open.rows.map((slip) => slip.id)).toEqual([placed.at(-1)]);
    expect(okValue(await search({ username: "nobody-here" }))).toMatchObject({ total: 0, rows: [] });
    expect(okValue(await search({ preset: "custom", from: "2020-01-01", to: "2020-01-31" })).total).toBe(0);
  });
});

describe("the CSV export", () => {
  it("reads every page of the search: each matching slip once, with every line", async () => {
    const rows = [];
    for (let page = 1; ; page += 1) {
      const answer = okValue(await search({ page, pageSize: 3 }));
      rows.push(...answer.rows);
      if (page >= answer.totalPages) break;
    }
    expect(rows.map((slip) => slip.id).sort((a, b) => a - b)).toEqual([...placed].sort((a, b) => a - b));
    expect(rows.flatMap((slip) => slip.lines)).toHaveLength(7);
  });
});
