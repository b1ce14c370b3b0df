import type { TNotice } from "@orchid/contract/content";
import { and, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { TDb } from "../../../db/database.ts";
import { notices } from "../../../db/schema/content.ts";
import { pickText, type TMerchant } from "../../merchants/index.ts";

/**
 * `GET /wps/agent/notices`: the merchant's published, unexpired agent notices (type AG), newest
 * first, in the caller's language. The home page's notice call never lists this type.
 */
export async function agentNotices(
  db: TDb,
  merchant: TMerchant,
  language: string,
  now: Date,
): Promise<TNotice[]> {
  const rows = await db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.merchantId, merchant.id),
        eq(notices.type, "AG"),
        lte(notices.publishedAt, now),
        or(isNull(notices.expiresAt), gt(notices.expiresAt, now)),
      ),
    )
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    type: "AG",
    title: pickText(row.title, language, merchant.defaultLanguage),
    content: pickText(row.content, language, merchant.defaultLanguage),
    time: row.publishedAt.getTime(),
    marquee: false,
    signupOpensAt: null,
    signupClosesAt: null,
    eventStartsAt: null,
    eventEndsAt: null,
  }));
}
