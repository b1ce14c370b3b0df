import { PROOF_MAX_BYTES, type TMemberUploadValue, ZMemberUploadRequest } from "@orchid/contract/payments";
import { and, eq, inArray } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import type { TDb, TTx } from "../../db/database.ts";
import { media } from "../../db/schema/content.ts";
import { AppError } from "../../http/app-error.ts";
import { invalidField } from "../../http/invalid-field.ts";
import { readImageType } from "../media/image-type.ts";
import { insertMediaRow } from "../media/media-repo.ts";
import type { TMember } from "../member/member-repo.ts";

/** Proof images are photos or screenshots: PNG or JPEG only (spec §9). */
const PROOF_TYPES = new Set(["image/png", "image/jpeg"]);

/** `POST /wps/member/uploads`: stores a member's proof image (png/jpg, ≤ 5 MB) for a later deposit or payout. */
export async function uploadProof(
  ctx: TAppContext,
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
  const row = await insertMediaRow(ctx.database.db, {
    merchantId: member.merchantId,
    memberId: member.id,
    name: name.slice(0, 120),
    contentType: image.contentType,
    bytes,
  });
  return { mediaId: row.id, url: ctx.mediaLinks.privateUrl(row.id) };
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
