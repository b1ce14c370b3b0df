import type { TInputOf } from "@orchid/contract/endpoint-io";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/database.ts";
import { call } from "../../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
import { SAMPLE_PNG_BASE64 } from "../../../test/console-samples.ts";
import { demoMerchant } from "../../../test/merchant-fixtures.ts";
import {
  auditSince,
  lastAuditId,
  loginNewOperator,
  operatorIdOf,
  startConsoleTest,
} from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";

// The platform's game catalogue in the console: searched by every role (type, vendor, a name in
// any language, switch, hot flag; paged); one game's names, hot flag and order, lobby order,
// switch, minimum bet and tile image changed by a platform operator, each with one audit row. The
// lobby's search follows renamed games, and the game's tile route serves an uploaded image.

type TGame = {
  id: number;
  code: string;
  vendorCode: string;
  gameType: string;
  names: Record<string, string>;
  isHot: boolean;
  hotOrder: number | null;
  sortOrder: number;
  enabled: boolean;
  minBet: number;
  imageUrl: string;
  uploadedImageUrl: string | null;
};

let t: TTestApp;
let merchantOwnerToken = "";
let platformToken = "";
let contentToken = "";
let demoId = 0;
beforeAll(async () => {
  let ownerToken: string;
  ({ t, ownerToken } = await startConsoleTest());
  merchantOwnerToken = ownerToken;
  platformToken = await loginNewOperator(t, { username: "plat-cat", role: "owner", merchantId: null });
  contentToken = await loginNewOperator(t, {
    username: "plat-cat-content",
    role: "content",
    merchantId: null,
  });
  demoId = (await demoMerchant(t)).id;
});
afterAll(async () => t?.close());

// A query string's fields as the server's schema reads them (it coerces numbers and flags).
const search = (query: string, token = merchantOwnerToken) =>
  callApi(t, "boGames", Object.fromEntries(new URLSearchParams(query)) as TInputOf<"boGames">, { token });
/** Bad filters on purpose: sent raw, past the contract's types. */
const rawSearch = (query: string) =>
  call(t, "GET", `/bo/games/catalogue?${query}`, { token: merchantOwnerToken });
const update = (body: TInputOf<"boUpdateGame">, token = platformToken) =>
  callApi(t, "boUpdateGame", body, { token });
/** Bodies of the wrong shape on purpose: sent raw, past the contract's types. */
const rawUpdate = (body: object) => call(t, "PUT", "/bo/games/catalogue", { token: platformToken, body });

async function count(where: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.ctx.database.db.execute(sql`select count(*)::int as n from games ${where}`),
  );
  return row?.n ?? 0;
}

/** A top-level game of the vendor, not yet touched by another test. */
async function gameOf(vendor: string, skip: number): Promise<{ id: number; names: Record<string, string> }> {
  const [row] = rowsOf<{ id: string; names: Record<string, string> }>(
    await t.ctx.database.db.execute(sql`
      select id, names from games where vendor_code = ${vendor} and parent_id is null and enabled
      order by id limit 1 offset ${skip}`),
  );
  if (!row) throw new Error(`no game of ${vendor}`);
  return { id: Number(row.id), names: row.names };
}

describe("searching the catalogue", () => {
  it("finds a vendor's games of a type, a page at a time, with the total the catalogue holds", async () => {
    const total = await count(sql`where vendor_code = 'NOVA' and game_type = 'RNG'`);
    const first = await search("gameType=RNG&vendorCode=NOVA&pageSize=5");
    expect(first.status).toBe(200);
    expect(okValue(first)).toMatchObject({ page: 1, pageSize: 5, total, totalPages: Math.ceil(total / 5) });
    const rows: TGame[] = okValue(first).rows;
    expect(rows).toHaveLength(Math.min(5, total));
    for (const game of rows) expect(game).toMatchObject({ vendorCode: "NOVA", gameType: "RNG" });
    const second = await search("gameType=RNG&vendorCode=NOVA&pageSize=5&page=2");
    const ids = new Set(rows.map((g) => g.id));
    for (const game of okValue(second).rows as TGame[]) expect(ids.has(game.id)).toBe(false);
    expect(rows[0]?.imageUrl).toBe(`/lgw/games/image/${rows[0]?.id}`);
    expect(rows[0]?.uploadedImageUrl).toBeNull();
  });

  it("finds a game by part of its name in any language, whatever the case", async () => {
    const game = await gameOf("PRISM", 0);
    const chinese = game.names.CN ?? "";
    expect(chinese.length).toBeGreaterThan(1);
    const byChinese = await search(
      `q=${encodeURIComponent(chinese.slice(0, 2))}&vendorCode=PRISM&pageSize=100`,
    );
    expect((okValue(byChinese).rows as TGame[]).map((g) => g.id)).toContain(game.id);
    const english = (game.names.EN ?? "").toUpperCase();
    const byEnglish = await search(`q=${encodeURIComponent(english)}&pageSize=100`);
    expect((okValue(byEnglish).rows as TGame[]).map((g) => g.id)).toContain(game.id);
  });

  it("keeps only hot games (in hot order) or only switched-off games when asked", async () => {
    const hot = await search("hot=true&gameType=RNG&pageSize=100");
    const hotRows: TGame[] = okValue(hot).rows;
    expect(okValue(hot).total).toBe(await count(sql`where is_hot and game_type = 'RNG'`));
    expect(hotRows.every((g) => g.isHot)).toBe(true);
    const orders = hotRows.flatMap((g) => (g.hotOrder === null ? [] : [g.hotOrder]));
    expect(orders).toEqual([...orders].sort((a, b) => a - b));

    const game = await gameOf("SAGE", 0);
    await update({ id: game.id, enabled: false });
    const off = await search("enabled=false&vendorCode=SAGE");
    expect((okValue(off).rows as TGame[]).map((g) => g.id)).toContain(game.id);
    expect((okValue(off).rows as TGame[]).every((g) => !g.enabled)).toBe(true);
    expect(okValue(off).total).toBe(await count(sql`where not enabled and vendor_code = 'SAGE'`));
  });

  it("answers every console role that reads games, and refuses bad filters with 400", async () => {
    const support = await loginNewOperator(t, { username: "sup-cat", role: "support", merchantId: demoId });
    expect((await search("pageSize=1", support)).status).toBe(200);
    for (const query of [
      "gameType=NOPE",
      "pageSize=0",
      "pageSize=1000",
      "page=-1",
      "hot=maybe",
      "vendorCode=a%20b",
    ]) {
      const answer = await rawSearch(query);
      expect([answer.status, answer.body.code], query).toEqual([400, "INVALID_INPUT"]);
    }
  });
});

describe("changing a game", () => {
  it("renames it in every language and keeps the search text in step: the lobby finds the new name", async () => {
    const game = await gameOf("COMET", 0);
    const mark = await lastAuditId(t);
    const names = { EN: "Zanzibar Zephyr", CN: "桑给巴尔之风", MY: "  " };
    const answer = await update({ id: game.id, names });
    expect(answer.status).toBe(200);
    // An empty language is dropped: the site shows English there.
    expect(okValue(answer).names).toEqual({ EN: "Zanzibar Zephyr", CN: "桑给巴尔之风" });
    const [row] = rowsOf<{ search_text: string }>(
      await t.ctx.database.db.execute(sql`select search_text from games where id = ${game.id}`),
    );
    expect(row?.search_text).toBe("zanzibar zephyr\n桑给巴尔之风");

    const lobby = await callApi(t, "gameList", { gameType: "RNG", gameName: "给巴尔" });
    expect((okValue(lobby).games as { nodeId: number }[]).map((g) => g.nodeId)).toEqual([game.id]);
    const found = await search("q=zanzibar");
    expect((okValue(found).rows as TGame[]).map((g) => g.id)).toEqual([game.id]);

    const audit = await auditSince(t, mark);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operatorId: await operatorIdOf(t, "plat-cat"),
      merchantId: demoId,
      action: "games.catalogue.update",
      outcome: "ok",
      targetType: "game",
      targetId: String(game.id),
      before: { names: game.names },
      after: { names: { EN: "Zanzibar Zephyr", CN: "桑给巴尔之风" } },
    });
  });

  it("sets the hot flag and order, lobby order, switch and minimum bet; the audit keeps only what changed", async () => {
    const game = await gameOf("COMET", 1);
    const mark = await lastAuditId(t);
    const answer = await update(
      { id: game.id, isHot: true, hotOrder: 1, sortOrder: 7, enabled: true, minBet: 250 },
      contentToken,
    );
    expect(okValue(answer)).toMatchObject({
      isHot: true,
      hotOrder: 1,
      sortOrder: 7,
      enabled: true,
      minBet: 250,
    });
    const [audit] = await auditSince(t, mark);
    expect(audit?.after).toEqual({ isHot: true, hotOrder: 1, sortOrder: 7, minBet: 250 });
    expect(Object.keys(audit?.before as object).sort()).toEqual(["hotOrder", "isHot", "minBet", "sortOrder"]);

    const hot = await callApi(t, "hotGames", { language: "EN" });
    const hotIds = (okValue(hot).hotGames.RNG as { nodeId: number }[]).map((g) => g.nodeId);
    expect(hotIds).toContain(game.id);
  });

  it("switches a game off so the lobby no longer lists it", async () => {
    const game = await gameOf("GLINT", 0);
    const listed = async () => {
      const lobby = await callApi(t, "gameList", {
        gameType: "RNG",
        vassalage: "GLINT",
        pageSize: 100,
        language: "EN",
      });
      return (okValue(lobby).games as { nodeId: number }[]).map((g) => g.nodeId);
    };
    expect(await listed()).toContain(game.id);
    await update({ id: game.id, enabled: false });
    expect(await listed()).not.toContain(game.id);
  });

  it("refuses a merchant's operator (platform data) and audits it; a game that does not exist is 404", async () => {
    const game = await gameOf("HALO", 0);
    const mark = await lastAuditId(t);
    const refused = await update({ id: game.id, minBet: 1 }, merchantOwnerToken);
    expect([refused.status, failureOf(refused).code]).toEqual([403, "FORBIDDEN"]);
    const [audit] = await auditSince(t, mark);
    expect(audit).toMatchObject({
      outcome: "refused",
      after: { reason: "platform", permission: "games.write" },
    });
    const missing = await update({ id: 99_999_999, minBet: 1 });
    expect([missing.status, failureOf(missing).code]).toEqual([404, "NOT_FOUND"]);
  });

  it("refuses names without English, with control characters or too long, and fractional minimum bets", async () => {
    const game = await gameOf("HALO", 1);
    for (const body of [
      { id: game.id, names: { CN: "只有中文" } },
      { id: game.id, names: { EN: "Bad\u0000name" } },
      { id: game.id, names: { EN: "x".repeat(65) } },
      { id: game.id, minBet: 1.5 },
      { id: game.id, minBet: -1 },
      { id: game.id, hotOrder: "1" },
    ]) {
      const answer = await rawUpdate(body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([400, "INVALID_INPUT"]);
    }
  });
});

describe("a game's tile image", () => {
  const tile = (id: number, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/lgw/games/image/${id}`, headers });

  it("serves the uploaded image instead of the drawn tile, and the drawn one again once cleared", async () => {
    const game = await gameOf("IVORY", 0);
    const drawn = await tile(game.id);
    expect(drawn.headers["content-type"]).toBe("image/svg+xml");

    const mark = await lastAuditId(t);
    const set = await callApi(
      t,
      "boSetGameImage",
      { id: game.id, name: "ivory.png", dataBase64: SAMPLE_PNG_BASE64 },
      { token: contentToken },
    );
    expect(set.status).toBe(200);
    expect(okValue(set).uploadedImageUrl).toMatch(/^\/media\/\d+$/);
    const [audit] = await auditSince(t, mark);
    expect(audit).toMatchObject({
      action: "games.catalogue.image",
      targetId: String(game.id),
      before: { imageMediaId: null },
      after: { name: "ivory.png", contentType: "image/png" },
    });

    const uploaded = await tile(game.id);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.headers["content-type"]).toBe("image/png");
    expect(uploaded.rawPayload.equals(Buffer.from(SAMPLE_PNG_BASE64, "base64"))).toBe(true);
    expect(uploaded.headers["x-content-type-options"]).toBe("nosniff");
    const again = await tile(game.id, { "if-none-match": String(uploaded.headers.etag) });
    expect(again.statusCode).toBe(304);
    const media = await t.app.inject({ method: "GET", url: okValue(set).uploadedImageUrl ?? "" });
    expect(media.rawPayload.equals(uploaded.rawPayload)).toBe(true);

    const cleared = await callApi(t, "boClearGameImage", { id: game.id }, { token: platformToken });
    expect(okValue(cleared).uploadedImageUrl).toBeNull();
    const back = await tile(game.id);
    expect(back.headers["content-type"]).toBe("image/svg+xml");
    expect(back.headers.etag).toBe(drawn.headers.etag);
  });

  it("refuses what is not an image by its bytes, and what is too large, and leaves the tile as it was", async () => {
    const game = await gameOf("IVORY", 1);
    const notImage = await callApi(
      t,
      "boSetGameImage",
      { id: game.id, name: "evil.png", dataBase64: Buffer.from("<svg onload=alert(1)>").toString("base64") },
      { token: platformToken },
    );
    expect([notImage.status, failureOf(notImage).code]).toEqual([415, "UPLOAD_TYPE_UNSUPPORTED"]);
    const tooLarge = await callApi(
      t,
      "boSetGameImage",
      { id: game.id, name: "big.png", dataBase64: "A".repeat(3 * 1024 * 1024) },
      { token: platformToken },
    );
    expect([tooLarge.status, failureOf(tooLarge).code]).toEqual([413, "UPLOAD_TOO_LARGE"]);
    expect((await tile(game.id)).headers["content-type"]).toBe("image/svg+xml");
  });

  it("refuses a merchant's operator", async () => {
    const game = await gameOf("IVORY", 2);
    const refused = await callApi(
      t,
      "boSetGameImage",
      { id: game.id, name: "x.png", dataBase64: SAMPLE_PNG_BASE64 },
      { token: merchantOwnerToken },
    );
    expect([refused.status, failureOf(refused).code]).toEqual([403, "FORBIDDEN"]);
  });
});
