import { vendorImagePath } from "@orchid/contract/vendor-image";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, okValue } from "../../test/api-client.ts";
import { expectDrawnImage, expectNoImage, expectRevalidated, getImage } from "../../test/image-calls.ts";
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

describe("vendor images", () => {
  it("serves every menu vendor's own logo with its name, safe headers and an hour's cache", async () => {
    const menus = okValue(await callApi(t, "gameMenus"));
    const cards = menus.flatMap((menu) => menu.cards);
    expect(cards.length).toBeGreaterThan(10);
    const tags = new Set<string>();
    for (const card of cards) {
      const logo = await getImage(t, vendorImagePath(card.gameType, card.vassalage));
      tags.add(expectDrawnImage(logo, card.vassalage));
      expect(logo.body).toContain(card.name.split(" ")[0]);
    }
    expect(tags.size, "each vendor its own ETag").toBe(cards.length);
  });

  it("answers 304 to a matching If-None-Match, and the game type in any case", async () => {
    await expectRevalidated(t, "/lgw/games/vendor-image/RNG/NOVA", "/lgw/games/vendor-image/rng/NOVA");
  });

  it("answers 404 for an unknown vendor, a lobby the vendor does not serve or a bad address", async () => {
    await expectNoImage(t, [
      "/lgw/games/vendor-image/RNG/NOSUCH",
      "/lgw/games/vendor-image/LIVE/NOVA",
      "/lgw/games/vendor-image/RNG/LUNA",
      "/lgw/games/vendor-image/CHESS/NOVA",
      "/lgw/games/vendor-image/RNG/NO%20VA",
      "/lgw/games/vendor-image/RNG",
    ]);
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
