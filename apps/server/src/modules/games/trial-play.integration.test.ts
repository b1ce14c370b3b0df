import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/database.ts";
import { call } from "../../test/account-calls.ts";
import { callApi, okValue } from "../../test/api-client.ts";
import { slotGameOf } from "../../test/game-fixtures.ts";
import { demoMerchant } from "../../test/merchant-fixtures.ts";
import { startConsoleTest } from "../../test/operator-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";
import { balanceOf } from "../../test/wallet-fixtures.ts";
import { checkLedger } from "../wallet/ledger-check.ts";
import { listMostPlayed } from "./popular-games-repo.ts";

// Free play (FREEPLAY3): a trial account plays Orchid's own games with its play credit; its rounds
// are marked as trial and stay out of every real-money report. Favourites, recent games and the
// member's records stay refused (spec §6).

let t: TTestApp;
let ownerToken = "";
let game: Awaited<ReturnType<typeof slotGameOf>>;
let trial: { token: string; username: string };

beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
  game = await slotGameOf(t, "NOVA");
  const started = okValue(await callApi(t, "freePlayLogin", { platform: "W" }, { ip: "10.17.1.1" }));
  trial = { token: started.token, username: started.username };
});
afterAll(async () => t?.close());

async function launch(token: string, nodeId: number) {
  return callApi(t, "launchGame", { nodeId }, { token });
}

async function spinOnce(gameToken: string) {
  const opened = okValue(await callApi(t, "slotSession", { token: gameToken }));
  const betPerLine = opened.game.betPerLineOptions.find(
    (option: number) => option * opened.game.maxLines >= opened.game.minBet,
  );
  if (betPerLine === undefined) throw new Error("no bet per line reaches the minimum bet");
  return callApi(t, "slotSpin", {
    token: gameToken,
    lines: opened.game.maxLines,
    betPerLine,
    roundKey: `rk-${randomUUID()}`,
  });
}

describe("free play on Orchid's own games", () => {
  it("launches a first-party slot and spins with the play credit, the round marked as trial", async () => {
    const launched = await launch(trial.token, game.id);
    expect(launched.body.success).toBe(true);
    expect(okValue(launched).url).toMatch(/^\/play\/slot\?token=/);
    const gameToken = new URL(okValue(launched).url, "http://x").searchParams.get("token") ?? "";
    const before = (await balanceOf(t, trial.token)).mainBalance;
    expect(before).toBe(200_000);
    const spun = await spinOnce(gameToken);
    expect(spun.body.success).toBe(true);
    const { totalBet, totalWin, balance } = okValue(spun);
    expect(balance).toBe(before - totalBet + totalWin);
    expect((await balanceOf(t, trial.token)).mainBalance).toBe(balance);
    const rounds = rowsOf<{ is_trial: boolean; stake: string }>(
      await t.ctx.database.db.execute(sql`
        select r.is_trial, r.stake from game_rounds r join members m on m.id = r.member_id
        where m.username = ${trial.username}`),
    );
    expect(rounds).toEqual([{ is_trial: true, stake: expect.anything() }]);
    const rollups = rowsOf<{ is_trial: boolean }>(
      await t.ctx.database.db.execute(sql`
        select d.is_trial from member_game_days d join members m on m.id = d.member_id
        where m.username = ${trial.username}`),
    );
    expect(rollups).toEqual([{ is_trial: true }]);
  });

  it("settles trial play against the trial account, never the house's real money", async () => {
    const [house] = rowsOf<{ n: string }>(
      await t.ctx.database.db.execute(sql`
        select count(*) as n from ledger_transfers tr join ledger_accounts a
          on a.id in (tr.debit_account_id, tr.credit_account_id)
        join ledger_accounts p on p.id in (tr.debit_account_id, tr.credit_account_id)
        join members m on m.id = p.member_id
        where a.kind = 'house' and m.username = ${trial.username}`),
    );
    expect(Number(house?.n)).toBe(0);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("keeps trial rounds out of the console's rounds, the RTP report and the popular board", async () => {
    const rounds = await callApi(
      t,
      "boGameRounds",
      { preset: "today", username: trial.username },
      { token: ownerToken },
    );
    expect(okValue(rounds)).toMatchObject({ total: 0, totals: { rounds: 0, stake: 0 } });
    const rtp = await callApi(t, "boGameRtp", { preset: "today" }, { token: ownerToken });
    expect(okValue(rtp).totals).toMatchObject({ rounds: 0, stake: 0, win: 0 });
    // The popular board's played half: nothing real was played, so nothing is listed from play.
    const merchantId = (await demoMerchant(t)).id;
    const since = new Date(t.ctx.now().getTime() - 86_400_000);
    expect(await listMostPlayed(t.ctx.database.db, merchantId, { language: "EN", since, count: 12 })).toEqual(
      [],
    );
  });

  it("still refuses favourites, recent games and the betting record to a trial account", async () => {
    for (const url of ["/wps/game/favourites/ids", "/wps/game/recent", "/wps/game/records?preset=today"]) {
      const answer = await call(t, "GET", url, { token: trial.token });
      expect([url, answer.body.code]).toEqual([url, "NEED_TRUE_ACCOUNT"]);
    }
  });
});
