import { createHash } from "node:crypto";
import { UPLOAD_MAX_BYTES } from "@orchid/contract/backoffice-content";
import { LANGUAGE_CODES } from "@orchid/contract/languages";
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorAudit } from "../../../db/schema/backoffice.ts";
import { banners, media } from "../../../db/schema/content.ts";
import { merchants } from "../../../db/schema/merchants.ts";
import { call } from "../../../test/account-calls.ts";
import {
  addMerchant,
  addOperator,
  operatorLogin,
  startConsoleTest,
} from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";
import { insertMedia } from "../../media/media-repo.ts";
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptchaPng } from "../../session/captcha-image.ts";

let t: TTestApp;
let ownerToken: string;
let otherMerchantId: number;
beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
  otherMerchantId = await addMerchant(t, "content-other");
});
afterAll(async () => t?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(t.ctx.now().getTime() + days * DAY_MS).toISOString();

/** Per-language text as the console sends it: every language, the untranslated ones empty. */
const localized = (texts: Record<string, string>) => ({
  ...Object.fromEntries(LANGUAGE_CODES.map((code) => [code, ""])),
  ...texts,
});

const bo = (method: string, path: string, body?: unknown, token = ownerToken) =>
  call(t, method, path, { token, body });
const site = async (path: string) => (await call(t, "GET", path)).body.value;

const auditRows = async () => (await t.ctx.database.db.select({ n: count() }).from(operatorAudit))[0]?.n ?? 0;
const latestAudit = async () => {
  const [row] = await t.ctx.database.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
  return row;
};
/** Runs one console change and checks it wrote exactly one audit row; returns the answer and that row. */
async function audited(change: () => ReturnType<typeof bo>) {
  const before = await auditRows();
  const answer = await change();
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ success: true });
  expect(await auditRows()).toBe(before + 1);
  return { answer: answer.body.value, audit: await latestAudit() };
}

const demoMerchantId = async () =>
  (await t.ctx.database.db.select().from(merchants).where(eq(merchants.code, "demo")))[0]?.id;
const mediaCount = async () => (await t.ctx.database.db.select({ n: count() }).from(media))[0]?.n ?? 0;

const png = renderCaptchaPng("2468", () => 0);
const upload = (bytes: Uint8Array, name = "hero.png", token = ownerToken) =>
  bo("POST", "/bo/media", { name, dataBase64: Buffer.from(bytes).toString("base64") }, token);

const banner = (mediaId: number, extra: object = {}) => ({
  groupName: "home",
  mediaId,
  title: localized({ EN: "Weekend reload", CN: "周末充值" }),
  linkageType: "ROUTE",
  linkage: "/promotion",
  sort: 0,
  startsAt: null,
  endsAt: null,
  ...extra,
});

async function uploadedPng(): Promise<number> {
  const answer = await upload(png);
  expect(answer.body.success).toBe(true);
  return answer.body.value.mediaId;
}

describe("image uploads", () => {
  it("stores a PNG recognised by its bytes, serves it, and audits it without the bytes", async () => {
    const { answer, audit } = await audited(() => upload(png));
    expect(answer).toEqual({
      mediaId: expect.any(Number),
      url: `/media/${answer.mediaId}`,
      contentType: "image/png",
      byteSize: png.byteLength,
    });
    const served = await t.app.inject({ method: "GET", url: answer.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
    expect(audit).toMatchObject({
      action: "content.media.upload",
      outcome: "ok",
      targetType: "media",
      targetId: String(answer.mediaId),
      after: {
        name: "hero.png",
        contentType: "image/png",
        byteSize: png.byteLength,
        sha256: createHash("sha256").update(png).digest("hex"),
        width: CAPTCHA_WIDTH,
        height: CAPTCHA_HEIGHT,
      },
    });
    expect(JSON.stringify(audit)).not.toContain(Buffer.from(png).toString("base64").slice(0, 40));
    const [row] = await t.ctx.database.db.select().from(media).where(eq(media.id, answer.mediaId));
    expect(row?.merchantId).toBe((await demoMerchantId()) ?? -1);
  });

  it("refuses a page named .png, storing nothing", async () => {
    const stored = await mediaCount();
    const page = new TextEncoder().encode("<!doctype html><script>alert(document.cookie)</script>");
    const answer = await upload(page, "banner.png");
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe("UPLOAD_TYPE_UNSUPPORTED");
    const truncated = await upload(png.subarray(0, 20), "cut.png");
    expect(truncated.body.code).toBe("UPLOAD_TYPE_UNSUPPORTED");
    expect(await mediaCount()).toBe(stored);
  });

  it("refuses an image over the limit, however large the body", async () => {
    const justOver = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    justOver.set(png);
    const over = await upload(justOver);
    expect([over.status, over.body.code]).toEqual([413, "UPLOAD_TOO_LARGE"]);
    const tooLong = await upload(new Uint8Array(UPLOAD_MAX_BYTES + 100_000));
    expect([tooLong.status, tooLong.body.code]).toEqual([413, "UPLOAD_TOO_LARGE"]);
    const huge = await upload(new Uint8Array(3 * 1024 * 1024));
    expect([huge.status, huge.body.code]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
  });

  it("lets a content operator upload", async () => {
    const merchantId = (await demoMerchantId()) ?? null;
    const login = await addOperator(t, { username: "content-uploader", role: "content", merchantId });
    const token = await operatorLogin(t, login);
    const answer = await upload(png, "editor.png", token);
    expect(answer.body.value.contentType).toBe("image/png");
  });
});

describe("banners", () => {
  it("puts an uploaded image on the home page, changes it, and takes it off, each audited", async () => {
    const mediaId = await uploadedPng();
    const saved = await audited(() => bo("PUT", "/bo/content/banners", banner(mediaId)));
    const id = saved.answer.id;
    expect(saved.answer).toMatchObject({ mediaId, url: `/media/${mediaId}`, state: "live" });
    expect(saved.answer.title).toEqual({ EN: "Weekend reload", CN: "周末充值" });
    expect(saved.audit).toMatchObject({
      action: "content.banner.save",
      outcome: "ok",
      targetType: "banner",
      targetId: String(id),
      before: null,
      after: { id, groupName: "home", mediaId, linkageType: "ROUTE", linkage: "/promotion" },
    });
    const home = await site("/wps/home/notice");
    expect(home.banners).toContainEqual({
      bannerId: id,
      groupName: "home",
      url: `/media/${mediaId}`,
      title: "Weekend reload",
      linkageType: "ROUTE",
      linkage: "/promotion",
    });
    const image = await t.app.inject({ method: "GET", url: `/media/${mediaId}` });
    expect(image.headers["content-type"]).toBe("image/png");

    const renamed = banner(mediaId, { id, title: localized({ EN: "Friday reload" }), linkageType: "NONE" });
    const changed = await audited(() => bo("PUT", "/bo/content/banners", renamed));
    expect(changed.audit).toMatchObject({
      before: { title: { EN: "Weekend reload" }, linkageType: "ROUTE" },
      after: { title: { EN: "Friday reload" }, linkageType: "NONE", linkage: null },
    });
    const list = (await bo("GET", "/bo/content/banners")).body.value;
    expect(list.filter((b: { id: number }) => b.id === id)).toHaveLength(1);
    expect((await site("/wps/home/notice")).banners).toContainEqual(
      expect.objectContaining({ bannerId: id, title: "Friday reload" }),
    );

    const removed = await audited(() => bo("DELETE", "/bo/content/banners", { id }));
    expect(removed.audit).toMatchObject({
      action: "content.banner.delete",
      before: { id, title: { EN: "Friday reload" } },
      after: null,
    });
    const bannerIds = (await site("/wps/home/notice")).banners.map((b: { bannerId: number }) => b.bannerId);
    expect(bannerIds).not.toContain(id);
    expect((await bo("DELETE", "/bo/content/banners", { id })).body.code).toBe("NOT_FOUND");
  });

  it("keeps a scheduled banner off the site until it starts", async () => {
    const mediaId = await uploadedPng();
    const later = await bo("PUT", "/bo/content/banners", banner(mediaId, { startsAt: inDays(1) }));
    const over = await bo(
      "PUT",
      "/bo/content/banners",
      banner(mediaId, { startsAt: inDays(-2), endsAt: inDays(-1) }),
    );
    expect([later.body.value.state, over.body.value.state]).toEqual(["scheduled", "ended"]);
    const bannerIds = (await site("/wps/home/notice")).banners.map((b: { bannerId: number }) => b.bannerId);
    expect(bannerIds).not.toContain(later.body.value.id);
    expect(bannerIds).not.toContain(over.body.value.id);
    const listed = (await bo("GET", "/bo/content/banners")).body.value;
    expect(listed).toContainEqual(expect.objectContaining({ id: later.body.value.id, state: "scheduled" }));
  });

  it("refuses another merchant's image or banner", async () => {
    const foreignMedia = await insertMedia(t.ctx.database.db, {
      merchantId: otherMerchantId,
      name: "theirs.png",
      contentType: "image/png",
      bytes: png,
    });
    for (const mediaId of [foreignMedia, 999_999]) {
      const answer = await bo("PUT", "/bo/content/banners", banner(mediaId));
      expect(answer.body.code).toBe("INVALID_INPUT");
      expect(answer.body.value.fields).toEqual([
        { field: "mediaId", path: "mediaId", key: "err_invalid_input" },
      ]);
    }
    const [theirs] = await t.ctx.database.db
      .insert(banners)
      .values({
        merchantId: otherMerchantId,
        groupName: "home",
        mediaId: foreignMedia,
        title: { EN: "Theirs" },
      })
      .returning();
    const mine = await uploadedPng();
    const before = await auditRows();
    const edit = await bo("PUT", "/bo/content/banners", banner(mine, { id: theirs?.id }));
    expect(edit.body.code).toBe("NOT_FOUND");
    expect((await bo("DELETE", "/bo/content/banners", { id: theirs?.id })).body.code).toBe("NOT_FOUND");
    const [still] = await t.ctx.database.db
      .select()
      .from(banners)
      .where(eq(banners.id, theirs?.id ?? 0));
    expect(still?.title).toEqual({ EN: "Theirs" });
    expect(await auditRows()).toBe(before);
  });

  it("checks where a banner leads", async () => {
    const mediaId = await uploadedPng();
    const refused = [
      ["ROUTE", "promotion"],
      ["ROUTE", "//evil.example/x"],
      ["URL", "http://example.com/"],
      ["URL", "javascript:alert(1)"],
      ["GAME", "abc"],
      ["PROMOTION", "0"],
      ["NOTICE", "-3"],
    ];
    for (const [linkageType, linkage] of refused) {
      const answer = await bo("PUT", "/bo/content/banners", banner(mediaId, { linkageType, linkage }));
      expect(answer.body.code, `${linkageType} ${linkage}`).toBe("INVALID_INPUT");
      expect(answer.body.value.fields[0].field).toBe("linkage");
    }
    for (const [linkageType, linkage] of [
      ["URL", "https://example.com/promo?x=1"],
      ["GAME", "12"],
    ]) {
      const answer = await bo("PUT", "/bo/content/banners", banner(mediaId, { linkageType, linkage }));
      expect(answer.body.value.linkage).toBe(linkage);
    }
  });
});

const notice = (extra: object = {}) => ({
  type: "PL",
  title: localized({ EN: "Server upgrade tonight" }),
  content: localized({ EN: "<p>We upgrade at <strong>02:00</strong>.</p>" }),
  sort: 0,
  marquee: true,
  expiresAt: null,
  ...extra,
});

describe("notices", () => {
  it("publishes a player notice to the site at once, sanitised, with its marquee flag", async () => {
    const content = localized({
      EN: '<p>Hi<script>alert(1)</script><img src="https://cdn.example/a.png" onerror="alert(1)"></p>',
      CN: "<p>你好</p>",
    });
    const { answer, audit } = await audited(() => bo("PUT", "/bo/content/notices", notice({ content })));
    const clean = '<p>Hi<img src="https://cdn.example/a.png" /></p>';
    expect(answer.content).toEqual({ EN: clean, CN: "<p>你好</p>" });
    expect(answer).toMatchObject({ state: "live", marquee: true });
    expect(Date.parse(answer.publishedAt)).toBeLessThanOrEqual(t.ctx.now().getTime());
    expect(audit).toMatchObject({
      action: "content.notice.save",
      outcome: "ok",
      targetType: "notice",
      before: null,
      after: { id: answer.id, type: "PL", marquee: true, content: { EN: { chars: clean.length } } },
    });
    const home = await site("/wps/home/notice");
    expect(home.player).toContainEqual({
      id: answer.id,
      type: "PL",
      title: "Server upgrade tonight",
      content: clean,
      time: Date.parse(answer.publishedAt),
      marquee: true,
    });

    const quiet = await bo("PUT", "/bo/content/notices", notice({ marquee: false }));
    const popup = await bo(
      "PUT",
      "/bo/content/notices",
      notice({ type: "PU", title: localized({ EN: "Pop" }) }),
    );
    const after = await site("/wps/home/notice");
    expect(after.player).toContainEqual(expect.objectContaining({ id: quiet.body.value.id, marquee: false }));
    expect(after.popup).toContainEqual(expect.objectContaining({ id: popup.body.value.id, title: "Pop" }));
  });

  it("keeps a notice for later off the site and refuses an expiry before publication", async () => {
    const later = await bo("PUT", "/bo/content/notices", notice({ publishedAt: inDays(1) }));
    expect(later.body.value.state).toBe("scheduled");
    const ids = (await site("/wps/home/notice")).player.map((n: { id: number }) => n.id);
    expect(ids).not.toContain(later.body.value.id);
    const expired = await bo("PUT", "/bo/content/notices", notice({ expiresAt: inDays(-1) }));
    expect(expired.body.code).toBe("INVALID_INPUT");
    expect(expired.body.value.fields[0]).toMatchObject({ field: "expiresAt", key: "err_ends_before_start" });
  });

  it("refuses control characters in a title and content that is empty once cleaned", async () => {
    const bell = await bo("PUT", "/bo/content/notices", notice({ title: localized({ EN: "Alert\u0007" }) }));
    expect(bell.body.value.fields[0]).toMatchObject({ field: "title.EN", key: "err_invalid_characters" });
    const onlyScript = await bo(
      "PUT",
      "/bo/content/notices",
      notice({ content: localized({ EN: "<script>alert(1)</script>" }) }),
    );
    expect(onlyScript.body.value.fields[0]).toMatchObject({ field: "content.EN" });
  });

  it("edits and removes a notice with before and after in the audit", async () => {
    const created = (await bo("PUT", "/bo/content/notices", notice())).body.value;
    const edited = await audited(() =>
      bo(
        "PUT",
        "/bo/content/notices",
        notice({ id: created.id, type: "H", title: localized({ EN: "Done" }) }),
      ),
    );
    expect(edited.audit).toMatchObject({
      before: { type: "PL", title: { EN: "Server upgrade tonight" } },
      after: { type: "H", title: { EN: "Done" } },
    });
    const removed = await audited(() => bo("DELETE", "/bo/content/notices", { id: created.id }));
    expect(removed.audit).toMatchObject({
      action: "content.notice.delete",
      before: { id: created.id },
      after: null,
    });
    const ids = (await site("/wps/home/notice")).player.map((n: { id: number }) => n.id);
    expect(ids).not.toContain(created.id);
    expect((await bo("PUT", "/bo/content/notices", notice({ id: created.id }))).body.code).toBe("NOT_FOUND");
  });
});

const article = (extra: object = {}) => ({
  category: localized({ EN: "Payments" }),
  title: localized({ EN: "How long does a withdrawal take?" }),
  content: localized({
    EN: '<p>Usually minutes.</p><a href="javascript:alert(1)">x</a><iframe src="x"></iframe>',
  }),
  device: "WEB",
  sort: 0,
  ...extra,
});

describe("help articles", () => {
  it("shows a saved article in the help centre of its device, sanitised, and removes it", async () => {
    const { answer, audit } = await audited(() => bo("PUT", "/bo/content/help", article()));
    expect(answer.content.EN).toBe(
      '<p>Usually minutes.</p><a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(audit).toMatchObject({
      action: "content.help.save",
      targetType: "help_article",
      before: null,
      after: { id: answer.id, device: "WEB", title: { EN: "How long does a withdrawal take?" } },
    });
    const web = await site("/wps/system/helpCenter?device=WEB");
    expect(web).toContainEqual(
      expect.objectContaining({ id: answer.id, category: "Payments", content: answer.content.EN }),
    );
    const h5 = await site("/wps/system/helpCenter?device=H5");
    expect(h5.map((a: { id: number }) => a.id)).not.toContain(answer.id);
    const listed = (await bo("GET", "/bo/content/help")).body.value;
    expect(listed).toContainEqual(expect.objectContaining({ id: answer.id, device: "WEB" }));

    const moved = await audited(() =>
      bo("PUT", "/bo/content/help", article({ id: answer.id, device: "ALL" })),
    );
    expect(moved.audit).toMatchObject({ before: { device: "WEB" }, after: { device: "ALL" } });
    const onPhones = await site("/wps/system/helpCenter?device=H5");
    expect(onPhones.map((a: { id: number }) => a.id)).toContain(answer.id);

    await audited(() => bo("DELETE", "/bo/content/help", { id: answer.id }));
    const gone = await site("/wps/system/helpCenter?device=WEB");
    expect(gone.map((a: { id: number }) => a.id)).not.toContain(answer.id);
  });
});
