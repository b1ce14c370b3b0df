import { GAME_TYPES } from "@orchid/contract/games";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemoCatalogue } from "../../db/seed/demo-games/build-demo-catalogue.ts";
import { DEMO_SLOT_VENDORS } from "../../db/seed/demo-games/demo-vendors.ts";
import { call } from "../../test/account-calls.ts";
import { callApi, okValue } from "../../test/api-client.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";

// What the lobby shows around the list: hot games, vendor strips and counts, the game menus.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const catalogue = buildDemoCatalogue();
const listed = catalogue.filter((g) => g.parentCode === null);

describe("hot games", () => {
  it("groups hot games per type, each in its hot order, with every type present", async () => {
    const answer = await callApi(t, "hotGames", { merchantCode: "demo", isPlatform: "2", platform: "W" });
    expect(answer.status).toBe(200);
    const { hotGames } = okValue(answer);
    expect(Object.keys(hotGames).sort()).toEqual([...GAME_TYPES].sort());
    const hotRng = listed
      .filter((g) => g.gameType === "RNG" && g.isHot)
      .sort((a, b) => (a.hotOrder ?? 0) - (b.hotOrder ?? 0));
    expect(hotRng.length).toBeGreaterThan(150);
    expect(hotGames.RNG.map((g: { gameCode: string }) => g.gameCode)).toEqual(
      hotRng.slice(0, 100).map((g) => g.code),
    );
    expect(hotGames.LIVE).toEqual([]);
    expect(hotGames.SPORTS).toEqual([]);
    for (const game of hotGames.RNG) expect(game.isHot).toBe(true);
  });

  it("narrows to one vendor and answers in the asked language", async () => {
    const answer = await callApi(t, "hotGames", { vassalage: "NOVA", language: "CN" });
    const expected = listed.filter((g) => g.vendorCode === "NOVA" && g.isHot);
    expect(okValue(answer).hotGames.RNG.map((g: { name: string }) => g.name)).toEqual(
      expected.sort((a, b) => (a.hotOrder ?? 0) - (b.hotOrder ?? 0)).map((g) => g.names.CN),
    );
  });
});

describe("vendors", () => {
  it("lists a lobby's vendors in display order with their listed game counts", async () => {
    const answer = await callApi(t, "gameVendors", { gameType: "RNG" });
    expect(okValue(answer).map((v: { vassalage: string }) => v.vassalage)).toEqual(
      DEMO_SLOT_VENDORS.map((v) => v.code),
    );
    for (const vendor of okValue(answer)) {
      const count = listed.filter((g) => g.gameType === "RNG" && g.vendorCode === vendor.vassalage).length;
      expect(vendor, vendor.vassalage).toMatchObject({ gameType: "RNG", gameCount: count });
    }
    const total = okValue(answer).reduce((sum: number, v: { gameCount: number }) => sum + v.gameCount, 0);
    expect(total).toBe(listed.filter((g) => g.gameType === "RNG").length);
  });

  it("keeps the wallet's transfer vendors in their lobbies, even without games", async () => {
    const sports = await callApi(t, "gameVendors", { gameType: "sports" });
    expect(okValue(sports)).toEqual([
      { vassalage: "KITE", name: "Kite Sports", gameType: "SPORTS", gameCount: 0 },
    ]);
    const live = await callApi(t, "gameVendors", { gameType: "LIVE" });
    expect(okValue(live).map((v: { vassalage: string }) => v.vassalage)).toEqual(["LUNA"]);
    const wallets = await callApi(t, "gameVendors", { gameType: "ESPORTS" });
    expect(okValue(wallets)).toEqual([]);
  });

  it("refuses an unknown or missing game type with 400", async () => {
    for (const query of ["", "?gameType=", "?gameType=CASINO"]) {
      const answer = await call(t, "GET", `/wps/game/vendors${query}`);
      expect([answer.status, answer.body.code], query).toEqual([400, "INVALID_INPUT"]);
    }
  });

  it("sorts vendors per category in the spec's lobby order", async () => {
    const answer = await callApi(t, "sortingVendor");
    expect(okValue(answer).map((c: { gameCategory: string }) => c.gameCategory)).toEqual([
      "ELOTT",
      "LOTT",
      "LIVE",
      "SPORTS",
      "FISH",
      "RNG",
    ]);
    const fish = okValue(answer).find((c: { gameCategory: string }) => c.gameCategory === "FISH");
    expect(
      fish?.vendors.map((v: { vassalage: string; gameCount: number }) => [v.vassalage, v.gameCount]),
    ).toEqual([["EMBER", 0]]);
  });
});

describe("game menus", () => {
  it("answers one lane per lobby with its vendor cards", async () => {
    const answer = await callApi(t, "gameMenus");
    expect(answer.status).toBe(200);
    const rng = okValue(answer).find((m: { title: string }) => m.title === "RNG");
    expect(rng?.cards).toHaveLength(DEMO_SLOT_VENDORS.length);
    expect(rng?.cards[0]).toEqual({
      vassalage: "NOVA",
      name: DEMO_SLOT_VENDORS[0]?.name,
      gameType: "RNG",
      isHot: listed.some((g) => g.vendorCode === "NOVA" && g.isHot),
    });
    const sports = okValue(answer).find((m: { title: string }) => m.title === "SPORTS");
    expect(sports?.cards).toEqual([
      { vassalage: "KITE", name: "Kite Sports", gameType: "SPORTS", isHot: false },
    ]);
  });
});
