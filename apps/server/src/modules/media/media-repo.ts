import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { media } from "../../db/schema/content.ts";

/** Where the server serves a stored image. */
export function mediaUrl(id: number): string {
  return `/media/${id}`;
}

export type TMediaRow = typeof media.$inferSelect;

export async function findMedia(db: TDb, id: number): Promise<TMediaRow | undefined> {
  const rows = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return rows[0];
}

export async function insertMedia(
  db: TDb | TTx,
  input: { merchantId: number | null; name: string; contentType: string; bytes: Uint8Array },
): Promise<number> {
  const sha256 = createHash("sha256").update(input.bytes).digest("hex");
  const rows = await db
    .insert(media)
    .values({ ...input, byteSize: input.bytes.byteLength, sha256 })
    .returning({ id: media.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error("media insert returned no id");
  return id;
}
