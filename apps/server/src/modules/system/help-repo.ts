import { and, asc, eq, inArray } from "drizzle-orm";
import type { TDb } from "../../db/database.ts";
import { helpArticles } from "../../db/schema/content.ts";

export type THelpArticleRow = typeof helpArticles.$inferSelect;

export async function listHelpArticles(
  db: TDb,
  merchantId: number,
  device: "WEB" | "H5",
): Promise<THelpArticleRow[]> {
  return db
    .select()
    .from(helpArticles)
    .where(and(eq(helpArticles.merchantId, merchantId), inArray(helpArticles.device, [device, "ALL"])))
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
}
