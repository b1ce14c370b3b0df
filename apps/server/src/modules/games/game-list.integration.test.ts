import type { TInputOf } from "@orchid/contract/endpoint-io";
import { GAME_PAGE_SIZE } from "@orchid/contract/games";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemoCatalogue, type TDemoGame } from "../../db/seed/demo-games/build-demo-catalogue.ts";
import { call } from "../../test/account-calls.ts";
import { callApi, okValue } from "../../test/api-client.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";

// The lobby list (spec §3 game list query, §4 lobby list mode, §5 search) over the seeded catalogue.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const catalogue = buildDemoCatalogue();
const topRng = catalogue.filter((g) => g.gameType === "RNG" && g.parentCode === null);
const pages = (games: TDemoGame[], size = GAME_PAGE_SIZE) => Math.ceil(games.length / size);

/** The list as the site asks for it: the query reads as its address would, the entry types the answer. */
async function list(query: string, headers: Record<string, string> = {}) {
  // A query string's fields as the server's schema reads them (it coerces numbers and cases).
  const input = Object.fromEntries(new URLSearchParams(query)) as TInputOf<"gameList">;
  return callApi(t, "gameList", input, { headers });
}

/** The list asked with a query the contract cannot type (bad input on purpose). */
async function rawList(query: string) {
  return call(t, "GET", `/lgw/games/list?${query}`);
}

describe("the game list", () => {
  it("lists the ten thousand seeded slots, 24 a page, in catalogue order, to visitors", async () => {
    const first = await list("gameType=RNG&clientType=3&platform=flash,html5-desktop&pageNo=1");
    expect(first.status).toBe(200);
    expect(okValue(first).totalPages).toBe(pages(topRng));
    expect(okValue(first).games.map((g: { gameCode: string }) => g.gameCode)).toEqual(
      topRng.slice(0, 24).map((g) => g.code),
    );
    expect(okValue(first).games[0]).toMatchObject({
      name: "Golden Lotus Fortune",
      gameType: "RNG",
      isGame: "GAME",
      imageUrl: `/lgw/games/image/${okValue(first).games[0]?.nodeId}`,
    });
    expect(okValue(first).games[0]?.vendorName).toMatch(/\w/);
  });

  it("pages on without overlap, and a page past the end is empty", async () => {
    const second = await list("gameType=rng&pageNo=2&pageSize=24");
    expect(okValue(second).games.map((g: { gameCode: string }) => g.gameCode)).toEqual(
      topRng.slice(24, 48).map((g) => g.code),
    );
    const last = pages(topRng);
    const lastPage = await list(`gameType=RNG&pageNo=${last}`);
    expect(okValue(lastPage).games).toHaveLength(topRng.length - (last - 1) * 24);
    const past = await list(`gameType=RNG&pageNo=${last + 1}`);
    expect(okValue(past)).toEqual({ games: [], totalPages: last });
    const hundred = await list("gameType=RNG&pageSize=100");
    expect([okValue(hundred).games.length, okValue(hundred).totalPages]).toEqual([100, pages(topRng, 100)]);
  });

  it("filters by vendor, classify, minimum bet (major units) and minimum lines", async () => {
    const cases: [string, (g: TDemoGame) => boolean][] = [
      ["vassalage=NOVA", (g) => g.vendorCode === "NOVA"],
      ["gameClassify=JP", (g) => g.classify.includes("JP")],
      ["gameClassify=BG", (g) => g.classify.includes("BG")],
      ["minBet=0.5", (g) => g.minBet >= 50],
      ["minBet=1", (g) => g.minBet >= 100],
      ["minLineNum=25", (g) => g.lineCount >= 25],
      [
        "vassalage=OPAL&gameClassify=AC&minBet=0.1&minLineNum=20",
        (g) => g.vendorCode === "OPAL" && g.classify.includes("AC") && g.minBet >= 10 && g.lineCount >= 20,
      ],
    ];
    for (const [query, keep] of cases) {
      const expected = topRng.filter(keep);
      const answer = await list(`gameType=RNG&pageSize=100&${query}`);
      expect(okValue(answer).totalPages, query).toBe(pages(expected, 100));
      expect(
        okValue(answer).games.map((g: { gameCode: string }) => g.gameCode),
        query,
      ).toEqual(expected.slice(0, 100).map((g) => g.code));
    }
  });

  it("keeps each lobby to its own games: only slots are playable today, the other lobbies are empty", async () => {
    const rng = await list("gameType=RNG&pageSize=100");
    expect(new Set(okValue(rng).games.map((g: { gameType: string }) => g.gameType))).toEqual(
      new Set(["RNG"]),
    );
    expect(catalogue.every((g) => g.gameType === "RNG" && g.mathsModel !== null)).toBe(true);
    const live = await list("gameType=LIVE");
    expect(okValue(live)).toEqual({ games: [], totalPages: 0 });
    const sports = await list("gameType=SPORTS");
    expect(okValue(sports)).toEqual({ games: [], totalPages: 0 });
  });
});

describe("searching by name", () => {
  const matching = (text: string) => topRng.filter((g) => g.searchText.includes(text.toLowerCase()));

  it("finds a substring in any case, trimmed, and answers names in the asked language", async () => {
    const answer = await list(`gameType=RNG&pageSize=100&gameName=${encodeURIComponent("  LoTuS ")}`);
    const expected = matching("lotus");
    expect(expected.length).toBeGreaterThan(100);
    expect(okValue(answer).totalPages).toBe(pages(expected, 100));
    for (const game of okValue(answer).games) expect(game.name).toMatch(/lotus/i);
  });

  it("finds Chinese and Vietnamese names, and across languages", async () => {
    const chinese = await list(
      `gameType=RNG&pageSize=100&gameName=${encodeURIComponent("莲花")}&language=CN`,
    );
    expect(okValue(chinese).totalPages).toBe(pages(matching("莲花"), 100));
    for (const game of okValue(chinese).games) expect(game.name).toContain("莲花");
    // A Chinese search from an English page still finds the games, named in English.
    const across = await list(`gameType=RNG&pageSize=100&gameName=${encodeURIComponent("莲花")}`);
    for (const game of okValue(across).games) expect(game.name).toContain("Lotus");
    const vietnamese = await list(`gameType=RNG&gameName=${encodeURIComponent("Hoa Sen Vàng")}`, {
      language: "VI",
    });
    expect(okValue(vietnamese).totalPages).toBe(pages(matching("hoa sen vàng")));
    expect(okValue(vietnamese).games[0]?.name).toContain("Hoa Sen Vàng");
  });

  it("falls back to English for a language without names, and reads wildcards literally", async () => {
    const burmese = await list("gameType=RNG&pageSize=1", { language: "MY" });
    expect(okValue(burmese).games[0]?.name).toBe("Golden Lotus Fortune");
    const japanese = await list("gameType=RNG&pageSize=1&language=JA");
    expect(okValue(japanese).games[0]?.name).toBe(topRng[0]?.names.JA);
    for (const wildcard of ["%", "_", "\\", "%lotus"]) {
      const answer = await list(`gameType=RNG&gameName=${encodeURIComponent(wildcard)}`);
      expect(okValue(answer), wildcard).toEqual({ games: [], totalPages: 0 });
    }
  });
});

describe("group games", () => {
  const groups = topRng.filter((g) => g.isGroup);

  it("lists a group once, marked VASSALAGE, and its sub-games only under it", async () => {
    expect(groups.length).toBeGreaterThanOrEqual(5);
    const group = groups[0];
    if (!group) throw new Error("no demo group");
    const found = await list(
      `gameType=RNG&vassalage=${group.vendorCode}&gameName=${encodeURIComponent(group.names.EN ?? "")}`,
    );
    const shown = okValue(found).games.find((g: { gameCode: string }) => g.gameCode === group.code);
    expect(shown).toMatchObject({ isGame: "VASSALAGE" });
    const subGames = catalogue.filter((g) => g.parentCode === group.code);
    expect(subGames.length).toBeGreaterThanOrEqual(3);
    expect(subGames.length).toBeLessThanOrEqual(8);
    const inside = await list(`gameType=RNG&parent=${shown?.nodeId}`);
    expect(okValue(inside).games.map((g: { gameCode: string }) => g.gameCode)).toEqual(
      subGames.map((g) => g.code),
    );
    const subName = subGames[0]?.names.EN ?? "";
    const topLevel = await list(`gameType=RNG&gameName=${encodeURIComponent(subName)}`);
    expect(okValue(topLevel).games.map((g: { gameCode: string }) => g.gameCode)).not.toContain(
      subGames[0]?.code,
    );
  });
});

describe("bad input", () => {
  it("answers 400 INVALID_INPUT, never 500", async () => {
    for (const query of [
      "pageNo=1",
      "gameType=RNG&pageNo=0",
      "gameType=RNG&pageNo=-1",
      "gameType=RNG&pageSize=1000",
      "gameType=RNG&pageSize=0",
      "gameType=CASINO",
      `gameType=RNG&gameName=${"a".repeat(65)}`,
      "gameType=RNG&minBet=abc",
      "gameType=RNG&minBet=0.001",
      "gameType=RNG&minLineNum=-5",
      "gameType=RNG&gameClassify=XX",
      "gameType=RNG&vassalage=no%20such",
      "gameType=RNG&parent=abc",
      "gameType=RNG&gameName=a%00b",
    ]) {
      const answer = await rawList(query);
      expect([answer.status, answer.body.code], query).toEqual([400, "INVALID_INPUT"]);
    }
    const longest = await rawList(`gameType=RNG&gameName=${"a".repeat(64)}`);
    expect(longest.status).toBe(200);
  });
});
