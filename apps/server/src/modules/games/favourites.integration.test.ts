import type { TInputOf } from "@orchid/contract/endpoint-io";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { memberSession } from "../../test/wallet-fixtures.ts";

// Favourites (spec §3 favourite action, §6): members only; adding twice keeps one.

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ ALLOW_PLAINTEXT_AUTH: "1" });
  token = (await memberSession(t, "demo01", "Demo1234")).token;
});
afterAll(async () => t?.close());

type TShown = { nodeId: number; vassalage: string; gameType: string; gameCode: string; name: string };

async function firstGames(query: TInputOf<"gameList">, count: number): Promise<TShown[]> {
  return okValue(await callApi(t, "gameList", { ...query, pageSize: count })).games;
}
const action = (game: TShown) => ({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });

describe("favourites", () => {
  it("adds, lists newest first, answers ids, and removes", async () => {
    const [a, b, c] = await firstGames({ gameType: "RNG" }, 3);
    if (!a || !b || !c) throw new Error("catalogue empty");
    for (const game of [a, b, c, a]) {
      const added = await callApi(t, "favouriteAdd", action(game), { token });
      expect(added.status).toBe(200);
    }
    const ids = await callApi(t, "favouriteGameIds", undefined, { token });
    expect(okValue(ids)).toEqual([c.nodeId, b.nodeId, a.nodeId]);

    const page = await callApi(
      t,
      "favouriteGames",
      { gameType: "RNG", pageNo: 1, pageSize: 2, language: "CN" },
      { token },
    );
    const pageValue = okValue(page);
    expect(pageValue.totalPages).toBe(2);
    expect(pageValue.content.map((g) => g.gameCode)).toEqual([c.gameCode, b.gameCode]);
    expect(pageValue.content[0]?.name).toMatch(/[\u4e00-\u9fff]/);
    const live = await callApi(t, "favouriteGames", { gameType: "LIVE" }, { token });
    expect(okValue(live)).toEqual({ content: [], totalPages: 0 });

    const removed = await callApi(t, "favouriteRemove", action(b), { token });
    expect(removed.status).toBe(200);
    const again = await callApi(t, "favouriteRemove", action(b), { token });
    expect(again.status).toBe(200);
    expect(okValue(await callApi(t, "favouriteGameIds", undefined, { token }))).toEqual([c.nodeId, a.nodeId]);
  });

  it("refuses a game that does not exist or whose vendor or type does not match", async () => {
    const [game] = await firstGames({ gameType: "RNG", vassalage: "QUILL" }, 1);
    if (!game) throw new Error("no QUILL game");
    for (const body of [
      { ...action(game), nodeId: 999_999_999 },
      { ...action(game), vendor: "NOVA" },
      { ...action(game), gameType: "LIVE" },
    ]) {
      const answer = await callApi(t, "favouriteAdd", body, { token });
      expect([answer.status, failureOf(answer).code], JSON.stringify(body)).toEqual([404, "NOT_FOUND"]);
    }
    for (const body of [
      {},
      { ...action(game), nodeId: 0 },
      { ...action(game), nodeId: "x" },
      { ...action(game), gameType: "X" },
    ]) {
      const answer = await call(t, "POST", "/wps/game/favourites", { token, body });
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([400, "INVALID_INPUT"]);
    }
  });

  it("turns visitors away with NOT_LOGGED_IN and trial accounts with in_need_true_account", async () => {
    const [game] = await firstGames({ gameType: "RNG" }, 1);
    if (!game) throw new Error("catalogue empty");
    const calls: [string, string, unknown][] = [
      ["GET", "/wps/game/favourites", undefined],
      ["GET", "/wps/game/favourites/ids", undefined],
      ["POST", "/wps/game/favourites", action(game)],
      ["DELETE", "/wps/game/favourites", action(game)],
    ];
    for (const [method, url, body] of calls) {
      const visitor = await call(t, method, url, { body });
      expect([visitor.status, visitor.body.code], `${method} ${url}`).toEqual([401, "NOT_LOGGED_IN"]);
    }
    const trial = await callApi(t, "freePlayLogin", { platform: "W" }, { ip: "10.41.0.1" });
    const trialToken = okValue(trial).token;
    for (const [method, url, body] of calls) {
      const refused = await call(t, method, url, { body, token: trialToken });
      expect([refused.status, refused.body.message], `${method} ${url}`).toEqual([
        403,
        "in_need_true_account",
      ]);
    }
  });
});
