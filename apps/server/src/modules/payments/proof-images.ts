import { PROOF_MAX_BYTES, type TMemberUploadValue, ZMemberUploadRequest } from "@orchid/contract/payments";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import type { TDb, TTx } from "../../db/database.ts";
import { media } from "../../db/schema/content.ts";
import { AppError } from "../../http/app-error.ts";
import { invalidField } from "../../http/invalid-field.ts";
import type { TMember } from "../accounts/index.ts";
import { insertMediaRow, readImageType } from "../media/index.ts";
import { lockMemberFor } from "./member-lock.ts";

/** The member's proof bytes are counted over this window (MEMBER_PROOF_MB_PER_DAY). */
const PROOF_QUOTA_WINDOW_MS = 24 * 3_600_000;

/** Proof images are photos or screenshots: PNG or JPEG only (spec §9). */
const PROOF_TYPES = new Set(["image/png", "image/jpeg"]);

/**
 * `POST /wps/member/uploads`: stores a member's proof image (png/jpg, ≤ 5 MB) for a later deposit
 * or payout, within the member's proof bytes of the last 24 hours (PROOF_QUOTA_REACHED beyond).
 */
export async function uploadProof(
  ctx: Pick<TAppContext, "config" | "database" | "mediaLinks" | "now">,
  member: TMember,
  body: unknown,
): Promise<TMemberUploadValue> {
  const parsed = ZMemberUploadRequest.safeParse(body);
  if (!parsed.success) {
    const isTooLong = parsed.error.issues.some((i) => i.path[0] === "dataBase64" && i.code === "too_big");
    if (isTooLong) throw new AppError("UPLOAD_TOO_LARGE", { maxBytes: PROOF_MAX_BYTES });
    throw parsed.error;
  }
  const { name, dataBase64 } = parsed.data;
  if (dataBase64.length % 4 !== 0) throw invalidField("dataBase64");
  const bytes = Buffer.from(dataBase64, "base64");
  const image = readImageType(bytes, PROOF_MAX_BYTES);
  if (!PROOF_TYPES.has(image.contentType)) throw new AppError("UPLOAD_TYPE_UNSUPPORTED");
  const row = await ctx.database.db.transaction(async (tx) => {
    // Claim first, then count: parallel uploads of one member are checked one after the other.
    await lockMemberFor(tx, "proof-upload", member.id);
    const since = new Date(ctx.now().getTime() - PROOF_QUOTA_WINDOW_MS);
    const stored = await memberUploadBytesSince(tx, member.id, since);
    const max = ctx.config.memberQuotas.proofBytesPerDay;
    if (stored + bytes.byteLength > max) throw new AppError("PROOF_QUOTA_REACHED", { maxBytes: max });
    return insertMediaRow(tx, {
      merchantId: member.merchantId,
      memberId: member.id,
      name: name.slice(0, 120),
      contentType: image.contentType,
      bytes,
    });
  });
  return { mediaId: row.id, url: ctx.mediaLinks.privateUrl(row.id) };
}

/** Bytes of the member's uploads stored since `since`. */
async function memberUploadBytesSince(tx: TTx, memberId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${media.byteSize}), 0)` })
    .from(media)
    .where(and(eq(media.memberId, memberId), gte(media.createdAt, since)));
  return Number(row?.total ?? 0);
}

/** The proof images must be the member's own uploads; answers them in the order given. */
export async function assertOwnProofs(db: TDb | TTx, member: TMember, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(
      and(inArray(media.id, unique), eq(media.memberId, member.id), eq(media.merchantId, member.merchantId)),
    );
  if (rows.length !== unique.length) throw invalidField("proofMediaIds");
  return unique;
}
