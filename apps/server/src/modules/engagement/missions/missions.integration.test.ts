import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
import { launchToken, slotGameOf } from "../../../test/game-fixtures.ts";
import { startConsoleTest } from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";
import { balanceOf, codeOf, newKey } from "../../../test/wallet-fixtures.ts";
import { type TWithdrawingMember, withdrawingMember } from "../../../test/withdrawal-fixtures.ts";
import { checkLedger } from "../../wallet/ledger-check.ts";
import { runBonusEngine } from "../bonus/activity-consumer.ts";

// Missions, the reward centre and the leaderboard (issue 20): missions count settled slot play and
// logins through the engine; a done mission's reward waits in the reward centre and is claimed
// once, whatever arrives together; an expired reward pays nothing; the leaderboard masks names.

let t: TTestApp;
let ownerToken: string;
let betMission = 0;
let loginMission = 0;

const mission = async (input: Record<string, unknown>) =>
  okValue(
    await callApi(
      t,
      "boSaveMission",
      {
        name: { EN: `Mission ${randomUUID().slice(0, 4)}` },
        description: { EN: "A mission" },
        gameType: null,
        claimDays: 7,
        enabled: true,
        sort: 0,
        ...input,
      } as never,
      { token: ownerToken },
    ),
  ).id;

beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
  betMission = await mission({
    period: "daily",
    goal: "bet",
    gameType: "RNG",
    target: 2_000,
    reward: 1_500,
    rewardUnit: "minor",
  });
  loginMission = await mission({
    period: "once",
    goal: "login_days",
    target: 1,
    reward: 50,
    rewardUnit: "points",
  });
});
afterAll(async () => t?.close());

const engine = () => runBonusEngine(t.ctx, async () => []);

async function playSlots(member: TWithdrawingMember, atLeast: number): Promise<number> {
  const game = await slotGameOf(t, "NOVA");
  const token = await launchToken(t, member.token, game.id);
  const model = okValue(await callApi(t, "slotSession", { token })).game;
  const betPerLine =
    [...model.betPerLineOptions].reverse().find((value) => value * model.maxLines <= 1_000) ?? 1;
  let staked = 0;
  while (staked < atLeast) {
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
  return staked;
}

describe("missions and the reward centre", () => {
  it("counts slot play, puts the reward in the reward centre and pays one of 50 claims", async () => {
    const member = await withdrawingMember(t, 100_000);
    await engine();
    const before = okValue(await callApi(t, "missions", undefined, { token: member.token }));
    expect(before.find((m) => m.id === betMission)).toMatchObject({
      state: "in_progress",
      progress: 0,
      target: 2_000,
    });
    await playSlots(member, 2_000);
    await engine();
    const after = okValue(await callApi(t, "missions", undefined, { token: member.token }));
    expect(after.find((m) => m.id === betMission)).toMatchObject({ state: "done", progress: 2_000 });
    expect(after.find((m) => m.id === loginMission)).toMatchObject({ state: "done", progress: 1 });
    expect(okValue(await callApi(t, "missionSummary", undefined, { token: member.token }))).toMatchObject({
      rewardsToClaim: 2,
    });
    const rewards = okValue(await callApi(t, "rewards", {}, { token: member.token }));
    const cash = rewards.rows.find((row) => row.unit === "minor");
    const points = rewards.rows.find((row) => row.unit === "points");
    expect(cash).toMatchObject({ source: "mission", amount: 1_500, state: "available" });

    const mainBefore = (await balanceOf(t, member.token)).mainBalance;
    const claims = await Promise.all(
      Array.from({ length: 50 }, () =>
        callApi(t, "rewardClaim", { id: cash?.id ?? 0, idempotencyKey: newKey() }, { token: member.token }),
      ),
    );
    const codes = claims.map(codeOf);
    expect(codes.filter((code) => code === undefined)).toHaveLength(1);
    expect(codes.filter((code) => code === "REWARD_CLAIMED")).toHaveLength(49);
    expect((await balanceOf(t, member.token)).mainBalance).toBe(mainBefore + 1_500);

    okValue(
      await callApi(
        t,
        "rewardClaim",
        { id: points?.id ?? 0, idempotencyKey: newKey() },
        { token: member.token },
      ),
    );
    expect(
      okValue(await callApi(t, "pointBalance", undefined, { token: member.token })).balance,
    ).toBeGreaterThanOrEqual(50);
    const lines = okValue(await callApi(t, "pointDetails", {}, { token: member.token })).rows;
    expect(lines.some((line) => line.type === "reward" && line.points === 50)).toBe(true);
    // Done once a day: more play the same day gives nothing more.
    await playSlots(member, 2_000);
    await engine();
    expect(okValue(await callApi(t, "rewards", {}, { token: member.token })).total).toBe(2);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("pays nothing for an expired reward, and ranks players by valid bet with masked names", async () => {
    const member = await withdrawingMember(t, 100_000);
    await playSlots(member, 2_000);
    await engine();
    const reward = okValue(
      await callApi(t, "rewards", { state: "available" }, { token: member.token }),
    ).rows.find((row) => row.unit === "minor");
    await t.ctx.database.db.execute(
      sql`update reward_claims set expires_at = now() - interval '1 second' where id = ${reward?.id ?? 0}`,
    );
    const late = await callApi(
      t,
      "rewardClaim",
      { id: reward?.id ?? 0, idempotencyKey: newKey() },
      { token: member.token },
    );
    expect(failureOf(late).code).toBe("REWARD_EXPIRED");
    await engine();
    const expired = okValue(await callApi(t, "rewards", { state: "expired" }, { token: member.token }));
    expect(expired.rows.map((row) => row.id)).toContain(reward?.id);

    const board = okValue(await callApi(t, "missionLeaderboard", { period: "week" }, {}));
    expect(board.rows.length).toBeGreaterThanOrEqual(2);
    const masked = `${member.username.slice(0, 2)}***${member.username.slice(-2)}`;
    expect(board.rows.some((row) => row.player === masked && row.value >= 2_000)).toBe(true);
    expect(board.rows.every((row) => !row.player.includes(member.username))).toBe(true);
    expect(board.rows.map((row) => row.rank)).toEqual(board.rows.map((_, index) => index + 1));
  });
});
