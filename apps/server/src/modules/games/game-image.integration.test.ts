import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, okValue } from "../../test/api-client.ts";
import { expectDrawnImage, expectNoImage, expectRevalidated, getImage } from "../../test/image-calls.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { gameArt } from "./game-art.ts";

// Every listed game points at its own tile; the tile is drawn from the catalogue, cached by
// ETag, and a game that is not listed answers 404 so the site shows its default icon.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe("game tiles", () => {
  it("serves each listed game's own SVG tile, named after the game, with an ETag", async () => {
    const list = await callApi(t, "gameList", { gameType: "RNG", pageNo: 1, pageSize: 3, language: "EN" });
    const games: { nodeId: number; name: string; imageUrl: string }[] = okValue(list).games;
    expect(games).toHaveLength(3);
    const tags = new Set<string>();
    for (const game of games) {
      const tile = await getImage(t, game.imageUrl);
      tags.add(expectDrawnImage(tile, game.name));
      const firstWord = game.name.split(" ")[0] ?? "";
      expect(tile.body).toContain(firstWord.replaceAll("&", "&amp;").replaceAll("'", "&apos;"));
    }
    expect(tags.size).toBe(3);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    await expectRevalidated(t, "/lgw/games/image/1");
  });

  it("answers 404 for a game that does not exist or an id that is not one", async () => {
    await expectNoImage(t, [
      "/lgw/games/image/999999999",
      "/lgw/games/image/0",
      "/lgw/games/image/abc",
      "/lgw/games/image/1e3",
    ]);
  });
});

describe("game art", () => {
  it("escapes names and is the same drawing for the same game", () => {
    const game = { id: 7, name: `Ruby <script>&"'`, vendorName: "Studio & Co", gameType: "RNG" };
    const { svg, etag } = gameArt(game);
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("Ruby &lt;script&gt;&amp;&quot;&apos;");
    expect(svg).toContain("Studio &amp; Co");
    expect(gameArt(game)).toEqual({ svg, etag });
    expect(gameArt({ ...game, name: "Ruby Rush" }).etag).not.toBe(etag);
  });

  it("draws a long name smaller and cut with an ellipsis, never running off the tile", () => {
    const name = "Crystal Bamboo Gold Moon Dragon Fortunes";
    const { svg } = gameArt({ id: 8, name, vendorName: "Nova Reels", gameType: "RNG" });
    const title = /<text x="150" y="246"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/.exec(svg);
    expect(title?.[1]).toBe("15");
    expect(title?.[2]).toMatch(/^Crystal Bamboo Gold .*…$/);
    expect(svg).not.toContain(name);
  });
});
