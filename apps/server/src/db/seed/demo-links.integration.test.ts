import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoMerchant } from "../../test/merchant-fixtures.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { banners, helpArticles, notices } from "../schema/content.ts";
import { merchants } from "../schema/merchants.ts";
import { seedDemo } from "./seed-demo.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** Every link the demo merchant shows: side bar, footer, downloads, banners, notice and help HTML. */
async function demoLinks(): Promise<string> {
  const { db } = t.ctx.database;
  const merchant = await demoMerchant(t);
  const [row] = await db
    .select({ cs: merchants.customerService, resources: merchants.resources, branding: merchants.branding })
    .from(merchants)
    .where(eq(merchants.id, merchant.id));
  const bannerLinks = await db
    .select({ linkage: banners.linkage })
    .from(banners)
    .where(eq(banners.merchantId, merchant.id));
  const noticeTexts = await db
    .select({ content: notices.content })
    .from(notices)
    .where(eq(notices.merchantId, merchant.id));
  const helpTexts = await db
    .select({ content: helpArticles.content })
    .from(helpArticles)
    .where(eq(helpArticles.merchantId, merchant.id));
  return JSON.stringify([row, bannerLinks, noticeTexts, helpTexts]);
}

describe("demo links", () => {
  it("point at pages the site serves, never at example.com", async () => {
    const links = await demoLinks();
    expect(links).not.toContain("example.com");
    const merchant = await demoMerchant(t);
    const [row] = await t.ctx.database.db
      .select({ cs: merchants.customerService, resources: merchants.resources })
      .from(merchants)
      .where(eq(merchants.id, merchant.id));
    const sitePages = ["/help", "/helpmc", "/download"];
    for (const entry of row?.cs ?? []) {
      expect(entry.path.startsWith("mailto:") || sitePages.includes(entry.path), entry.path).toBe(true);
    }
    for (const resource of row?.resources ?? []) expect(sitePages).toContain(resource.url);
  });

  it("are refreshed in a database an older seed filled, keeping what an operator changed", async () => {
    const { db } = t.ctx.database;
    const merchant = await demoMerchant(t);
    const [row] = await db.select().from(merchants).where(eq(merchants.id, merchant.id));
    if (!row) throw new Error("no demo merchant");
    // What the seed wrote before, plus one channel the operator set themselves.
    const operatorChat = { csType: "2", title: "Our Telegram", path: "https://t.me/orchid_demo" };
    await db
      .update(merchants)
      .set({
        customerService: [
          { csType: "1", title: "Live chat 24×7", path: "https://example.com/support/live-chat" },
          operatorChat,
          { csType: "4", title: "Email support", path: "mailto:support@example.com" },
        ],
        resources: row.resources.map((resource) => ({
          ...resource,
          url: "https://example.com/download/ios",
        })),
        branding: {
          ...row.branding,
          contacts: row.branding.contacts.map((contact) => ({
            ...contact,
            url: "https://example.com/contact/x",
          })),
        },
      })
      .where(eq(merchants.id, merchant.id));
    await db
      .update(banners)
      .set({ linkageType: "URL", linkage: "https://example.com/download" })
      .where(and(eq(banners.merchantId, merchant.id), eq(banners.groupName, "download")));
    await db
      .update(notices)
      .set({
        content: sql`replace(${notices.content}::text, 'href=\\"/promotions\\"', 'href=\\"https://example.com/promotions/welcome\\"')::jsonb`,
      })
      .where(eq(notices.merchantId, merchant.id));
    await db
      .update(helpArticles)
      .set({ content: sql`replace(${helpArticles.content}::text, 'orchid.localhost', 'example.com')::jsonb` })
      .where(eq(helpArticles.merchantId, merchant.id));
    expect(await demoLinks()).toContain("example.com");

    expect(await seedDemo(db)).toBe(false);
    const links = await demoLinks();
    expect(links).not.toContain("example.com");
    const [after] = await db.select().from(merchants).where(eq(merchants.id, merchant.id));
    expect(after?.customerService).toContainEqual(operatorChat);
    expect(after?.customerService[0]?.path).toBe("/helpmc");
    expect(after?.resources.every((resource) => resource.qrCodeUrl.startsWith("/media/"))).toBe(true);
    const [download] = await db
      .select({ linkageType: banners.linkageType, linkage: banners.linkage })
      .from(banners)
      .where(and(eq(banners.merchantId, merchant.id), eq(banners.groupName, "download")));
    expect(download).toEqual({ linkageType: "ROUTE", linkage: "/download" });

    // A third start changes nothing more.
    expect(await seedDemo(db)).toBe(false);
    expect(await demoLinks()).toBe(links);
  });
});
