import { and, asc, desc, eq } from "drizzle-orm";
import type { TDb, TTx } from "../../../db/database.ts";
import { banners, helpArticles, notices } from "../../../db/schema/content.ts";

export type TBannerRow = typeof banners.$inferSelect;
export type TNoticeRow = typeof notices.$inferSelect;
export type THelpArticleRow = typeof helpArticles.$inferSelect;

export type TBannerValues = Omit<typeof banners.$inferInsert, "id" | "merchantId" | "createdAt">;
export type TNoticeValues = Omit<typeof notices.$inferInsert, "id" | "merchantId" | "createdAt">;
export type THelpArticleValues = Omit<typeof helpArticles.$inferInsert, "id" | "merchantId" | "createdAt">;

/**
 * The console's reads and writes of a merchant's banners, notices and help articles. Every
 * statement names the merchant, so a row of another merchant is never found, changed or removed.
 */

export function listBanners(db: TDb, merchantId: number): Promise<TBannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(eq(banners.merchantId, merchantId))
    .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id));
}

/** One banner of the merchant, locked until the transaction ends. */
export async function lockBanner(tx: TTx, merchantId: number, id: number): Promise<TBannerRow | undefined> {
  const rows = await tx
    .select()
    .from(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)))
    .for("update");
  return rows[0];
}

export async function insertBanner(tx: TTx, merchantId: number, values: TBannerValues): Promise<TBannerRow> {
  const [row] = await tx
    .insert(banners)
    .values({ ...values, merchantId })
    .returning();
  if (!row) throw new Error("banner insert returned no row");
  return row;
}

export async function updateBanner(
  tx: TTx,
  merchantId: number,
  id: number,
  values: TBannerValues,
): Promise<TBannerRow | undefined> {
  const rows = await tx
    .update(banners)
    .set(values)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)))
    .returning();
  return rows[0];
}

export async function deleteBanner(tx: TTx, merchantId: number, id: number): Promise<TBannerRow | undefined> {
  const rows = await tx
    .delete(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)))
    .returning();
  return rows[0];
}

/** Every notice of the merchant, in the site's order (sort, then the newest publication). */
export function listNotices(db: TDb, merchantId: number): Promise<TNoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(eq(notices.merchantId, merchantId))
    .orderBy(asc(notices.sort), desc(notices.publishedAt), desc(notices.id));
}

export async function lockNotice(tx: TTx, merchantId: number, id: number): Promise<TNoticeRow | undefined> {
  const rows = await tx
    .select()
    .from(notices)
    .where(and(eq(notices.merchantId, merchantId), eq(notices.id, id)))
    .for("update");
  return rows[0];
}

export async function insertNotice(tx: TTx, merchantId: number, values: TNoticeValues): Promise<TNoticeRow> {
  const [row] = await tx
    .insert(notices)
    .values({ ...values, merchantId })
    .returning();
  if (!row) throw new Error("notice insert returned no row");
  return row;
}

export async function updateNotice(
  tx: TTx,
  merchantId: number,
  id: number,
  values: TNoticeValues,
): Promise<TNoticeRow | undefined> {
  const rows = await tx
    .update(notices)
    .set(values)
    .where(and(eq(notices.merchantId, merchantId), eq(notices.id, id)))
    .returning();
  return rows[0];
}

export async function deleteNotice(tx: TTx, merchantId: number, id: number): Promise<TNoticeRow | undefined> {
  const rows = await tx
    .delete(notices)
    .where(and(eq(notices.merchantId, merchantId), eq(notices.id, id)))
    .returning();
  return rows[0];
}

/** Every help article of the merchant, in the help centre's order. */
export function listHelpArticles(db: TDb, merchantId: number): Promise<THelpArticleRow[]> {
  return db
    .select()
    .from(helpArticles)
    .where(eq(helpArticles.merchantId, merchantId))
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
}

export async function lockHelpArticle(
  tx: TTx,
  merchantId: number,
  id: number,
): Promise<THelpArticleRow | undefined> {
  const rows = await tx
    .select()
    .from(helpArticles)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)))
    .for("update");
  return rows[0];
}

export async function insertHelpArticle(
  tx: TTx,
  merchantId: number,
  values: THelpArticleValues,
): Promise<THelpArticleRow> {
  const [row] = await tx
    .insert(helpArticles)
    .values({ ...values, merchantId })
    .returning();
  if (!row) throw new Error("help article insert returned no row");
  return row;
}

export async function updateHelpArticle(
  tx: TTx,
  merchantId: number,
  id: number,
  values: THelpArticleValues,
): Promise<THelpArticleRow | undefined> {
  const rows = await tx
    .update(helpArticles)
    .set(values)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)))
    .returning();
  return rows[0];
}

export async function deleteHelpArticle(
  tx: TTx,
  merchantId: number,
  id: number,
): Promise<THelpArticleRow | undefined> {
  const rows = await tx
    .delete(helpArticles)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)))
    .returning();
  return rows[0];
}
