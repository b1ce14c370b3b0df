import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { media } from "../../db/schema/content.ts";

/** Where the server serves a stored image. */
export function mediaUrl(id: number): string {
  return `/media/${id}`;
}

export type TMediaRow = typeof media.$inferSelect;
export type TMediaMeta = Omit<TMediaRow, "bytes">;

/** Every column but the bytes. */
const META_COLUMNS = {
  id: media.id,
  merchantId: media.merchantId,
  memberId: media.memberId,
  name: media.name,
  contentType: media.contentType,
  byteSize: media.byteSize,
  sha256: media.sha256,
  createdAt: media.createdAt,
};

export async function findMedia(db: TDb, id: number): Promise<TMediaRow | undefined> {
  const rows = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return rows[0];
}

/** A stored file's owner, name and type without reading its bytes. */
export async function findMediaMeta(db: TDb | TTx, id: number): Promise<TMediaMeta | undefined> {
  const rows = await db.select(META_COLUMNS).from(media).where(eq(media.id, id)).limit(1);
  return rows[0];
}

type TMediaInput = {
  merchantId: number | null;
  memberId?: number | null;
  name: string;
  contentType: string;
  bytes: Uint8Array;
};

/** Stores a file with its size and SHA-256 (the ETag of `/media/<id>`). */
export async function insertMediaRow(db: TDb | TTx, input: TMediaInput): Promise<TMediaMeta> {
  const sha256 = createHash("sha256").update(input.bytes).digest("hex");
  const rows = await db
    .insert(media)
    .values({ ...input, byteSize: input.bytes.byteLength, sha256 })
    .returning(META_COLUMNS);
  const row = rows[0];
  if (!row) throw new Error("media insert returned no row");
  return row;
}

export async function insertMedia(db: TDb | TTx, input: TMediaInput): Promise<number> {
  return (await insertMediaRow(db, input)).id;
}
