import { createHash } from "node:crypto";
import { UPLOAD_MAX_BYTES } from "@orchid/contract/backoffice-content";
import type { TInputOf } from "@orchid/contract/endpoint-io";
import type { TEndpointName } from "@orchid/contract/endpoints";
import { LANGUAGE_CODES } from "@orchid/contract/languages";
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorAudit } from "../../../db/schema/backoffice.ts";
import { banners, media } from "../../../db/schema/content.ts";
import { merchants } from "../../../db/schema/merchants.ts";
import { callApi, failureOf, okValue, type TApiResult } from "../../../test/api-client.ts";
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

const bo = <K extends TEndpointName>(name: K, input?: TInputOf<K>, token = ownerToken) =>
  callApi(t, name, input, { token });
const homeNotice = async () => okValue(await callApi(t, "homeNotice"));
const helpCenter = async (device: "WEB" | "H5") => okValue(await callApi(t, "helpCenter", { device }));
/** The field problems of a refused save. */
const fieldsOf = (answer: TApiResult<TEndpointName>) =>
  // A refusal's value is loosely typed; field refusals carry this list.
  failureOf(answer).value?.fields as { field: string; key: string; path?: string }[];

const auditRows = async () => (await t.ctx.database.db.select({ n: count() }).from(operatorAudit))[0]?.n ?? 0;
const latestAudit = async () => {
  const [row] = await t.ctx.database.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
  return row;
};
/** Runs one console change and checks it wrote exactly one audit row; returns the answer and that row. */
async function audited<K extends TEndpointName>(change: () => Promise<TApiResult<K>>) {
  const before = await auditRows();
  const answer = await change();
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ success: true });
  expect(await auditRows()).toBe(before + 1);
  return { answer: okValue(answer), audit: await latestAudit() };
}

const demoMerchantId = async () =>
  (await t.ctx.database.db.select().from(merchants).where(eq(merchants.code, "demo")))[0]?.id;
const mediaCount = async () => (await t.ctx.database.db.select({ n: count() }).from(media))[0]?.n ?? 0;

const png = renderCaptchaPng("2468", () => 0);
const upload = (bytes: Uint8Array, name = "hero.png", token = ownerToken) =>
  bo("boUploadMedia", { name, dataBase64: Buffer.from(bytes).toString("base64") }, token);

const banner = (
  mediaId: number,
  extra: Partial<TInputOf<"boSaveBanner">> = {},
): TInputOf<"boSaveBanner"> => ({
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
  return okValue(answer).mediaId;
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
    expect(failureOf(answer).code).toBe("UPLOAD_TYPE_UNSUPPORTED");
    const truncated = await upload(png.subarray(0, 20), "cut.png");
    expect(failureOf(truncated).code).toBe("UPLOAD_TYPE_UNSUPPORTED");
    expect(await mediaCount()).toBe(stored);
  });

  it("refuses an image over the limit, however large the body", async () => {
    const justOver = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    justOver.set(png);
    const over = await upload(justOver);
    expect([over.status, failureOf(over).code]).toEqual([413, "UPLOAD_TOO_LARGE"]);
    const tooLong = await upload(new Uint8Array(UPLOAD_MAX_BYTES + 100_000));
    expect([tooLong.status, failureOf(tooLong).code]).toEqual([413, "UPLOAD_TOO_LARGE"]);
    const huge = await upload(new Uint8Array(3 * 1024 * 1024));
    expect([huge.status, failureOf(huge).code]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
  });

  it("lets a content operator upload", async () => {
    const merchantId = (await demoMerchantId()) ?? null;
    const login = await addOperator(t, { username: "content-uploader", role: "content", merchantId });
    const token = await operatorLogin(t, login);
    const answer = await upload(png, "editor.png", token);
    expect(okValue(answer).contentType).toBe("image/png");
  });
});

describe("banners", () => {
  it("puts an uploaded image on the home page, changes it, and takes it off, each audited", async () => {
    const mediaId = await uploadedPng();
    const saved = await audited(() => bo("boSaveBanner", banner(mediaId)));
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
    const home = await homeNotice();
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
    const changed = await audited(() => bo("boSaveBanner", renamed));
    expect(changed.audit).toMatchObject({
      before: { title: { EN: "Weekend reload" }, linkageType: "ROUTE" },
      after: { title: { EN: "Friday reload" }, linkageType: "NONE", linkage: null },
    });
    const list = okValue(await bo("boBanners"));
    expect(list.filter((b: { id: number }) => b.id === id)).toHaveLength(1);
    expect((await homeNotice()).banners).toContainEqual(
      expect.objectContaining({ bannerId: id, title: "Friday reload" }),
    );

    const removed = await audited(() => bo("boDeleteBanner", { id }));
    expect(removed.audit).toMatchObject({
      action: "content.banner.delete",
      before: { id, title: { EN: "Friday reload" } },
      after: null,
    });
    const bannerIds = (await homeNotice()).banners.map((b: { bannerId: number }) => b.bannerId);
    expect(bannerIds).not.toContain(id);
    expect(failureOf(await bo("boDeleteBanner", { id })).code).toBe("NOT_FOUND");
  });

  it("keeps a scheduled banner off the site until it starts", async () => {
    const mediaId = await uploadedPng();
    const later = await bo("boSaveBanner", banner(mediaId, { startsAt: inDays(1) }));
    const over = await bo("boSaveBanner", banner(mediaId, { startsAt: inDays(-2), endsAt: inDays(-1) }));
    expect([okValue(later).state, okValue(over).state]).toEqual(["scheduled", "ended"]);
    const bannerIds = (await homeNotice()).banners.map((b: { bannerId: number }) => b.bannerId);
    expect(bannerIds).not.toContain(okValue(later).id);
    expect(bannerIds).not.toContain(okValue(over).id);
    const listed = okValue(await bo("boBanners"));
    expect(listed).toContainEqual(expect.objectContaining({ id: okValue(later).id, state: "scheduled" }));
  });

  it("refuses another merchant's image or banner", async () => {
    const foreignMedia = await insertMedia(t.ctx.database.db, {
      merchantId: otherMerchantId,
      name: "theirs.png",
      contentType: "image/png",
      bytes: png,
    });
    for (const mediaId of [foreignMedia, 999_999]) {
      const answer = await bo("boSaveBanner", banner(mediaId));
      expect(failureOf(answer).code).toBe("INVALID_INPUT");
      expect(fieldsOf(answer)).toEqual([{ field: "mediaId", path: "mediaId", key: "err_invalid_input" }]);
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
    if (!theirs) throw new Error("no banner of the other merchant");
    const mine = await uploadedPng();
    const before = await auditRows();
    const edit = await bo("boSaveBanner", banner(mine, { id: theirs?.id }));
    expect(failureOf(edit).code).toBe("NOT_FOUND");
    expect(failureOf(await bo("boDeleteBanner", { id: theirs?.id })).code).toBe("NOT_FOUND");
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
    ] as const;
    for (const [linkageType, linkage] of refused) {
      const answer = await bo("boSaveBanner", banner(mediaId, { linkageType, linkage }));
      expect(failureOf(answer).code, `${linkageType} ${linkage}`).toBe("INVALID_INPUT");
      expect(fieldsOf(answer)[0]?.field).toBe("linkage");
    }
    for (const [linkageType, linkage] of [
      ["URL", "https://example.com/promo?x=1"],
      ["GAME", "12"],
    ] as const) {
      const answer = await bo("boSaveBanner", banner(mediaId, { linkageType, linkage }));
      expect(okValue(answer).linkage).toBe(linkage);
    }
  });
});

const notice = (extra: Partial<TInputOf<"boSaveNotice">> = {}): TInputOf<"boSaveNotice"> => ({
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
    const { answer, audit } = await audited(() => bo("boSaveNotice", notice({ content })));
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
    const home = await homeNotice();
    expect(home.player).toContainEqual({
      id: answer.id,
      type: "PL",
      title: "Server upgrade tonight",
      content: clean,
      time: Date.parse(answer.publishedAt),
      marquee: true,
      signupOpensAt: null,
      signupClosesAt: null,
      eventStartsAt: null,
      eventEndsAt: null,
    });

    const quiet = await bo("boSaveNotice", notice({ marquee: false }));
    const popup = await bo("boSaveNotice", notice({ type: "PU", title: localized({ EN: "Pop" }) }));
    const after = await homeNotice();
    expect(after.player).toContainEqual(expect.objectContaining({ id: okValue(quiet).id, marquee: false }));
    expect(after.popup).toContainEqual(expect.objectContaining({ id: okValue(popup).id, title: "Pop" }));
  });

  it("keeps a notice for later off the site and refuses an expiry before publication", async () => {
    const later = await bo("boSaveNotice", notice({ publishedAt: inDays(1) }));
    expect(okValue(later).state).toBe("scheduled");
    const ids = (await homeNotice()).player.map((n: { id: number }) => n.id);
    expect(ids).not.toContain(okValue(later).id);
    const expired = await bo("boSaveNotice", notice({ expiresAt: inDays(-1) }));
    expect(failureOf(expired).code).toBe("INVALID_INPUT");
    expect(fieldsOf(expired)[0]).toMatchObject({ field: "expiresAt", key: "err_ends_before_start" });
  });

  it("refuses control characters in a title and content that is empty once cleaned", async () => {
    const bell = await bo("boSaveNotice", notice({ title: localized({ EN: "Alert\u0007" }) }));
    expect(fieldsOf(bell)[0]).toMatchObject({ field: "title.EN", key: "err_invalid_characters" });
    const onlyScript = await bo(
      "boSaveNotice",
      notice({ content: localized({ EN: "<script>alert(1)</script>" }) }),
    );
    expect(fieldsOf(onlyScript)[0]).toMatchObject({ field: "content.EN" });
  });

  it("edits and removes a notice with before and after in the audit", async () => {
    const created = okValue(await bo("boSaveNotice", notice()));
    const edited = await audited(() =>
      bo("boSaveNotice", notice({ id: created.id, type: "H", title: localized({ EN: "Done" }) })),
    );
    expect(edited.audit).toMatchObject({
      before: { type: "PL", title: { EN: "Server upgrade tonight" } },
      after: { type: "H", title: { EN: "Done" } },
    });
    const removed = await audited(() => bo("boDeleteNotice", { id: created.id }));
    expect(removed.audit).toMatchObject({
      action: "content.notice.delete",
      before: { id: created.id },
      after: null,
    });
    const ids = (await homeNotice()).player.map((n: { id: number }) => n.id);
    expect(ids).not.toContain(created.id);
    expect(failureOf(await bo("boSaveNotice", notice({ id: created.id }))).code).toBe("NOT_FOUND");
  });
});

const article = (extra: Partial<TInputOf<"boSaveHelpArticle">> = {}): TInputOf<"boSaveHelpArticle"> => ({
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
    const { answer, audit } = await audited(() => bo("boSaveHelpArticle", article()));
    expect(answer.content.EN).toBe(
      '<p>Usually minutes.</p><a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(audit).toMatchObject({
      action: "content.help.save",
      targetType: "help_article",
      before: null,
      after: { id: answer.id, device: "WEB", title: { EN: "How long does a withdrawal take?" } },
    });
    const web = await helpCenter("WEB");
    expect(web).toContainEqual(
      expect.objectContaining({ id: answer.id, category: "Payments", content: answer.content.EN }),
    );
    const h5 = await helpCenter("H5");
    expect(h5.map((a: { id: number }) => a.id)).not.toContain(answer.id);
    const listed = okValue(await bo("boHelpArticles"));
    expect(listed).toContainEqual(expect.objectContaining({ id: answer.id, device: "WEB" }));

    const moved = await audited(() => bo("boSaveHelpArticle", article({ id: answer.id, device: "ALL" })));
    expect(moved.audit).toMatchObject({ before: { device: "WEB" }, after: { device: "ALL" } });
    const onPhones = await helpCenter("H5");
    expect(onPhones.map((a: { id: number }) => a.id)).toContain(answer.id);

    await audited(() => bo("boDeleteHelpArticle", { id: answer.id }));
    const gone = await helpCenter("WEB");
    expect(gone.map((a: { id: number }) => a.id)).not.toContain(answer.id);
  });
});
