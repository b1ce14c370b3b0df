import { and, asc, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { TDb } from "../../db/database.ts";
import { banners, notices } from "../../db/schema/content.ts";

export type TBannerRow = typeof banners.$inferSelect;
export type TNoticeRow = typeof notices.$inferSelect;

/** Banners whose schedule covers `now`, in display order. */
export async function listLiveBanners(db: TDb, merchantId: number, now: Date): Promise<TBannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.merchantId, merchantId),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id));
}

/** Published, unexpired notices, newest first. */
export async function listLiveNotices(db: TDb, merchantId: number, now: Date): Promise<TNoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.merchantId, merchantId),
        lte(notices.publishedAt, now),
        or(isNull(notices.expiresAt), gt(notices.expiresAt, now)),
      ),
    )
    .orderBy(asc(notices.sort), desc(notices.publishedAt), desc(notices.id));
}
