import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMemberSweepApp, sweep, type TSweepTarget } from "../../test/bad-input-sweep.ts";
import type { TTestApp } from "../../test/test-app.ts";

// The bad-input sweep of the game calls: every query field and body field gets wrong types,
// overlong text, control characters, emoji, SQL and LIKE fragments and the naughty strings;
// the answer is a 2xx or a 4xx envelope with a translation key, never a 5xx.

let t: TTestApp;
let token = "";
beforeAll(async () => {
  ({ t, token } = await startMemberSweepApp("10.42.0.1"));
});
afterAll(async () => t?.close());

const gameCalls = (): TSweepTarget[] => [
  {
    name: "games/list",
    method: "GET",
    url: "/lgw/games/list",
    query: {
      gameType: "RNG",
      vassalage: "NOVA",
      gameClassify: "JP",
      gameName: "lotus",
      minBet: "0.05",
      minLineNum: "20",
      parent: "1",
      pageNo: "1",
      pageSize: "24",
      language: "EN",
    },
  },
  {
    name: "games/hot",
    method: "GET",
    url: "/lgw/games/hot",
    query: { merchantCode: "demo", isPlatform: "2", vassalage: "NOVA", platform: "W", language: "EN" },
  },
  { name: "game/vendors", method: "GET", url: "/wps/game/vendors", query: { gameType: "RNG" } },
  {
    name: "game/favourites",
    method: "GET",
    url: "/wps/game/favourites",
    token,
    query: { gameType: "RNG", pageNo: "1", pageSize: "24", language: "EN" },
  },
  {
    name: "game/favourites add",
    method: "POST",
    url: "/wps/game/favourites",
    token,
    wholeBody: true,
    body: { nodeId: 1, vendor: "NOVA", gameType: "RNG" },
  },
  {
    name: "game/favourites remove",
    method: "DELETE",
    url: "/wps/game/favourites",
    token,
    wholeBody: true,
    body: { nodeId: 1, vendor: "NOVA", gameType: "RNG" },
  },
  { name: "game/favourites/ids", method: "GET", url: "/wps/game/favourites/ids", varyToken: true },
  {
    name: "game/recent",
    method: "GET",
    url: "/wps/game/recent",
    token,
    query: { vassalage: "NOVA", gameType: "RNG", pageNo: "1", pageSize: "24", language: "EN" },
  },
  {
    name: "games/popular",
    method: "GET",
    url: "/lgw/games/popular",
    query: { count: "20", prizeMode: "LOTT", device: "WEB", language: "EN" },
  },
  {
    name: "game/launchGame",
    method: "POST",
    url: "/wps/game/launchGame",
    token,
    wholeBody: true,
    body: { nodeId: 1, language: "EN", device: "WEB" },
  },
  {
    name: "game/records",
    method: "GET",
    url: "/wps/game/records",
    token,
    query: {
      preset: "custom",
      from: "2026-01-01",
      to: "2026-01-31",
      page: "1",
      pageSize: "20",
      gameType: "RNG",
      vassalage: "NOVA",
      status: "settled",
    },
  },
  { name: "game/profit", method: "GET", url: "/wps/game/profit", token, query: { preset: "last7" } },
  {
    name: "slots/session",
    method: "POST",
    url: "/orchid/slots/session",
    wholeBody: true,
    body: { token: "a".repeat(40) },
  },
  {
    name: "slots/spin",
    method: "POST",
    url: "/orchid/slots/spin",
    wholeBody: true,
    body: { token: "a".repeat(40), lines: 25, betPerLine: 1, roundKey: "round-key-1" },
  },
  { name: "slots/history", method: "GET", url: "/orchid/slots/history", query: { token: "a".repeat(40) } },
];

describe("bad input on the game calls", () => {
  it("answers every hostile value with a 4xx envelope (or a 2xx), never a 5xx", async () => {
    const problems: string[] = [];
    for (const [index, target] of gameCalls().entries()) {
      problems.push(...(await sweep(t, target, 70 + index)).problems);
    }
    expect(problems).toEqual([]);
  });
});
