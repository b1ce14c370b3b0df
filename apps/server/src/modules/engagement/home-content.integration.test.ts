import { ANNOUNCEMENT_TYPES, BANNER_GROUPS, ZHomeNotice } from "@orchid/contract/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function homeNotice(language: string) {
  const response = await t.app.inject({
    method: "GET",
    url: `/wps/home/notice?language=${language}`,
    headers: { host: "localhost" },
  });
  return ZHomeNotice.parse(response.json().value);
}

describe("home notices and banners", () => {
  it("holds banners for every route group, each image served by the server", async () => {
    const home = await homeNotice("EN");
    const groups = new Set(home.banners.map((b) => b.groupName));
    for (const group of BANNER_GROUPS) expect(groups.has(group), group).toBe(true);
    const first = home.banners[0];
    const image = await t.app.inject({ method: "GET", url: first?.url ?? "" });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/svg+xml");
    expect(image.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      method: "GET",
      url: first?.url ?? "",
      headers: { "if-none-match": String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("holds notices of every announcement type, newest first, enough for two pages", async () => {
    const rows = await homeNotice("EN");
    const types = new Set([...rows.player, ...rows.popup, ...rows.promotion].map((n) => n.type));
    // Agent notices (AG) belong to the agent centre and never reach the home page.
    for (const type of ANNOUNCEMENT_TYPES) expect(types.has(type), type).toBe(type !== "AG");
    expect(rows.player.length).toBeGreaterThan(9);
  });

  it("answers in the asked language", async () => {
    const en = await homeNotice("EN");
    const cn = await homeNotice("CN");
    expect(cn.player[0]?.title).not.toBe(en.player[0]?.title);
  });

  it("stores only sanitised HTML", async () => {
    const rows = await homeNotice("EN");
    for (const notice of [...rows.player, ...rows.popup, ...rows.promotion]) {
      expect(notice.content).not.toMatch(/<script|onerror=|javascript:/i);
    }
  });

  it("a missing media id is a 404 envelope", async () => {
    const response = await t.app.inject({ method: "GET", url: "/media/999999" });
    expect(response.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/media/abc" })).json().code).toBe("NOT_FOUND");
  });
});
