import { randomUUID } from "node:crypto";
import type { TInputOf } from "@orchid/contract/endpoint-io";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/database.ts";
import { call } from "../../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
import { buildMember } from "../../../test/console-samples.ts";
import { launchToken, slotGameOf } from "../../../test/game-fixtures.ts";
import { startTestApp, type TTestApp } from "../../../test/test-app.ts";
import { balanceOf, memberSession } from "../../../test/wallet-fixtures.ts";
import { checkLedger } from "../../wallet/ledger-check.ts";
import { JACKPOT_SEED_MINOR } from "./jackpot-pool.ts";

let t: TTestApp;
let demo: { token: string; memberId: number };
let game: Awaited<ReturnType<typeof slotGameOf>>;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  demo = await memberSession(t, "demo01", "Demo1234");
  game = await slotGameOf(t, "NOVA");
  token = await launchToken(t, demo.token, game.id);
});
afterAll(async () => t?.close());

const spin = (body: Omit<TInputOf<"slotSpin">, "token">) => callApi(t, "slotSpin", { token, ...body });
const roundKey = () => `rk-${randomUUID()}`;

/** The smallest bet of the game's offer that reaches its minimum bet. */
function smallestBet(value: { maxLines: number; betPerLineOptions: number[]; minBet: number }) {
  for (const betPerLine of value.betPerLineOptions) {
    for (let lines = 1; lines <= value.maxLines; lines += 1) {
      if (lines * betPerLine >= value.minBet) return { lines, betPerLine };
    }
  }
  throw new Error("no bet reaches the minimum");
}

describe("launching a game", () => {
  it("answers a framed address with a signed launch token for a real member", async () => {
    const launched = await callApi(t, "launchGame", { nodeId: game.id }, { token: demo.token });
    expect(okValue(launched)).toMatchObject({ nodeId: game.id, vassalage: "NOVA" });
    expect(okValue(launched).url).toMatch(/^\/play\/slot\?token=[A-Za-z0-9_-]{32}\.[0-9a-f]{64}&lang=EN$/);
  });

  it("asks a visitor to log in, and refuses a group game, a missing game and a bad id", async () => {
    expect(failureOf(await callApi(t, "launchGame", { nodeId: game.id })).code).toBe("NOT_LOGGED_IN");
    const [group] = rowsOf<{ id: string }>(
      await t.ctx.database.db.execute(sql`select id from games where is_group limit 1`),
    );
    if (group) {
      const answer = await callApi(t, "launchGame", { nodeId: Number(group.id) }, { token: demo.token });
      expect(failureOf(answer).code).toBe("GAME_UNAVAILABLE");
    }
    const missing = await callApi(t, "launchGame", { nodeId: 999_999_999 }, { token: demo.token });
    expect(failureOf(missing).code).toBe("NOT_FOUND");
    // A node id of the wrong type on purpose: sent raw, past the contract's types.
    const bad = await call(t, "POST", "/wps/game/launchGame", { token: demo.token, body: { nodeId: "x" } });
    expect(bad.status).toBe(400);
  });
});

describe("Orchid's slot games", () => {
  it("opens the game with its model, bets from the minimum bet and the member's balance", async () => {
    const opened = await callApi(t, "slotSession", { token });
    const value = okValue(opened);
    expect(value.game).toMatchObject({ nodeId: game.id, modelId: game.model, minBet: game.minBet });
    expect(value.game.symbols.some((s: { kind: string }) => s.kind === "wild")).toBe(true);
    expect(value.game.paylines).toHaveLength(value.game.maxLines);
    expect(value.balance).toBe((await balanceOf(t, demo.token)).mainBalance);
  });

  it("settles ten spins through the wallet: balance, betting record and rollups agree", async () => {
    const opened = okValue(await callApi(t, "slotSession", { token }));
    const bet = smallestBet(opened.game);
    let balance = opened.balance;
    let staked = 0;
    let won = 0;
    for (let n = 0; n < 10; n += 1) {
      const round = okValue(await spin({ ...bet, roundKey: roundKey() }));
      expect(round.totalBet).toBe(bet.lines * bet.betPerLine);
      const lineWins = round.base.lineWins.reduce((sum: number, w: { win: number }) => sum + w.win, 0);
      expect(round.base.win).toBe(lineWins + round.base.scatter.win);
      expect(round.totalWin).toBe(round.base.win + (round.freeSpins?.win ?? 0) + round.jackpotWin);
      expect(round.balance).toBe(balance - round.totalBet + round.totalWin);
      balance = round.balance;
      staked += round.totalBet;
      won += round.totalWin;
    }
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(balance);
    const records = await callApi(t, "betRecords", { preset: "today", pageSize: 10 }, { token: demo.token });
    expect(okValue(records).rows).toHaveLength(10);
    expect(okValue(records).totals).toMatchObject({ stake: staked, win: won, net: won - staked });
    expect(okValue(records).rows[0]).toMatchObject({
      gameType: "RNG",
      vassalage: "NOVA",
      status: "settled",
    });
    const profit = await callApi(t, "gameProfit", { preset: "today" }, { token: demo.token });
    expect(okValue(profit).rows).toEqual([
      { gameType: "RNG", bets: 10, stake: staked, win: won, net: won - staked },
    ]);
    const history = await callApi(t, "slotHistory", { token });
    expect(okValue(history)).toHaveLength(10);
    const recent = await callApi(t, "recentGames", undefined, { token: demo.token });
    expect(okValue(recent).list[0]).toMatchObject({ nodeId: game.id });
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("answers a repeated round key with the same round and settles it once", async () => {
    const opened = okValue(await callApi(t, "slotSession", { token }));
    const bet = smallestBet(opened.game);
    const key = roundKey();
    const [first, second] = await Promise.all([
      spin({ ...bet, roundKey: key }),
      spin({ ...bet, roundKey: key }),
    ]);
    expect(okValue(second).base).toEqual(okValue(first).base);
    expect(okValue(second).totalWin).toBe(okValue(first).totalWin);
    const third = await spin({ ...bet, roundKey: key });
    expect(okValue(third).balance).toBe(okValue(first).balance);
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(okValue(first).balance);
  });

  it("refuses a bet the game does not offer or below its minimum, and a spin beyond the balance", async () => {
    const opened = okValue(await callApi(t, "slotSession", { token }));
    const before = (await balanceOf(t, demo.token)).mainBalance;
    const odd = await spin({ lines: 1, betPerLine: 3, roundKey: roundKey() });
    expect(failureOf(odd).code).toBe("BET_NOT_ALLOWED");
    const tooMany = await spin({ lines: opened.game.maxLines + 1, betPerLine: 1, roundKey: roundKey() });
    expect(failureOf(tooMany).code).toBe("BET_NOT_ALLOWED");
    const lowest = opened.game.betPerLineOptions[0];
    if (game.minBet > 1 && lowest !== undefined) {
      const low = await spin({
        lines: 1,
        betPerLine: lowest,
        roundKey: roundKey(),
      });
      expect(failureOf(low).code).toBe("BET_NOT_ALLOWED");
    }
    // A new member holds nothing: the first spin is refused and takes nothing.
    await buildMember(t, "slotpoor");
    const poor = await memberSession(t, "slotpoor", "Sample2468");
    const poorToken = await launchToken(t, poor.token, game.id);
    const refused = await callApi(t, "slotSpin", {
      token: poorToken,
      ...smallestBet(opened.game),
      roundKey: roundKey(),
    });
    expect(failureOf(refused).code).toBe("INSUFFICIENT_FUNDS");
    expect((await balanceOf(t, poor.token)).mainBalance).toBe(0);
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(before);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("refuses an unknown token", async () => {
    const answer = await callApi(t, "slotSession", { token: `${"a".repeat(32)}.${"0".repeat(64)}` });
    expect(failureOf(answer).code).toBe("GAME_SESSION_EXPIRED");
  });
});

describe("what the home page reads from real rounds", () => {
  it("lists the most played games first as popular, and the biggest wins with hidden names", async () => {
    const popular = await callApi(t, "popularGames", { count: 5 });
    expect(okValue(popular)).toHaveLength(5);
    expect(okValue(popular)[0]?.nodeId).toBe(game.id);
    const winners = await callApi(t, "winnerBoard");
    const [best] = rowsOf<{ win: string }>(
      await t.ctx.database.db.execute(sql`select max(win) as win from game_rounds where status = 'settled'`),
    );
    if (Number(best?.win ?? 0) > 0) {
      expect(okValue(winners)[0]).toMatchObject({ player: "de***1", prize: Number(best?.win) });
    } else {
      expect(okValue(winners)).toEqual([]);
    }
  });

  it("shows the real jackpot pool on the home counter once a jackpot game is played", async () => {
    const jackpotGame = await slotGameOf(t, "QUILL", "balanced");
    const jackpotToken = await launchToken(t, demo.token, jackpotGame.id);
    const opened = okValue(await callApi(t, "slotSession", { token: jackpotToken }));
    expect(opened.game.jackpot).toBeGreaterThan(0);
    const bet = smallestBet(opened.game);
    await callApi(t, "slotSpin", { token: jackpotToken, ...bet, roundKey: roundKey() });
    const [pool] = rowsOf<{ units: string }>(
      await t.ctx.database.db.execute(sql`select sum(pool_units)::text as units from jackpot_pools`),
    );
    const counter = await callApi(t, "jackpot");
    const poolMinor = JACKPOT_SEED_MINOR + Number(BigInt(pool?.units ?? "0") / 10_000n);
    expect(okValue(counter).value).toBe(poolMinor / 100);
    expect(okValue(counter).increment).toBeGreaterThan(0);
  });
});
