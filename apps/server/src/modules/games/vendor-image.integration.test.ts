import { vendorImagePath } from "@orchid/contract/vendor-image";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../test/account-calls.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { vendorArt } from "./vendor-art.ts";

// Every vendor of the game menus has its logo at the base address plus game type and vendor
// code; it is drawn from the vendor's name, cached by ETag, and a vendor that is unknown or not
// in that lobby answers 404 so the site shows the vendor's letter badge instead.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const image = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: path, headers });

type TMenu = {
  title: "RNG" | "LIVE";
  cards: { vassalage: string; name: string; gameType: "RNG" | "LIVE" }[];
};

describe("vendor images", () => {
  it("serves every menu vendor's own logo with its name, safe headers and an hour's cache", async () => {
    const menus: TMenu[] = (await call(t, "GET", "/lgw/games/game_menus")).body.value;
    const cards = menus.flatMap((menu) => menu.cards);
    expect(cards.length).toBeGreaterThan(10);
    const tags = new Set<string>();
    for (const card of cards) {
      const logo = await image(vendorImagePath(card.gameType, card.vassalage));
      expect(logo.statusCode, card.vassalage).toBe(200);
      expect(logo.headers["content-type"]).toBe("image/svg+xml");
      expect(logo.headers["cache-control"]).toBe("public, max-age=3600");
      expect(logo.headers["x-content-type-options"]).toBe("nosniff");
      expect(logo.headers["content-security-policy"]).toContain("sandbox");
      expect(logo.body).toMatch(/^<svg /);
      expect(logo.body).toContain(card.name.split(" ")[0]);
      tags.add(String(logo.headers.etag));
    }
    expect(tags.size, "each vendor its own ETag").toBe(cards.length);
  });

  it("answers 304 to a matching If-None-Match, and the game type in any case", async () => {
    const first = await image("/lgw/games/vendor-image/RNG/NOVA");
    expect(first.statusCode).toBe(200);
    const again = await image("/lgw/games/vendor-image/rng/NOVA", {
      "if-none-match": String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("answers 404 for an unknown vendor, a lobby the vendor does not serve or a bad address", async () => {
    for (const path of [
      "/lgw/games/vendor-image/RNG/NOSUCH",
      "/lgw/games/vendor-image/LIVE/NOVA",
      "/lgw/games/vendor-image/RNG/LUNA",
      "/lgw/games/vendor-image/CHESS/NOVA",
      "/lgw/games/vendor-image/RNG/NO%20VA",
      "/lgw/games/vendor-image/RNG",
    ]) {
      const answer = await image(path);
      expect(answer.statusCode, path).toBe(404);
    }
  });
});

describe("vendor art", () => {
  it("escapes the name, keeps a long name inside the logo and is the same drawing each time", () => {
    const vendor = { code: "ACME", name: `Acme <b>&"' Games`, gameType: "RNG" };
    const { svg, etag } = vendorArt(vendor);
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("Acme");
    expect(svg).toContain("&lt;B&gt;&amp;&quot;&apos; GAMES");
    expect(vendorArt(vendor)).toEqual({ svg, etag });
    expect(vendorArt({ ...vendor, name: "Acme Play" }).etag).not.toBe(etag);
    expect(vendorArt({ ...vendor, gameType: "LIVE" }).etag).not.toBe(etag);
    expect(vendorArt({ ...vendor, name: "Supercalifragilisticexpialidocious" }).svg).toContain("…");
  });
});
