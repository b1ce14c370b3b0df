import { type TBoUploadValue, UPLOAD_MAX_BYTES, ZBoUploadRequest } from "@orchid/contract/backoffice-content";
import type { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { invalidField } from "../../http/invalid-field.ts";
import { readImageType } from "../media/image-type.ts";
import { insertMediaRow, mediaUrl } from "../media/media-repo.ts";
import type { TClientInfo } from "../session/session-service.ts";
import type { TMerchant } from "../system/merchant-repo.ts";
import { plainName } from "./content-text.ts";
import { recordOperatorAction } from "./operator-audit.ts";
import type { TOperatorContext } from "./operator-session.ts";

type TUploadInput = z.output<typeof ZBoUploadRequest>;

/**
 * The upload body checked against the contract; base64 longer than the contract allows is an
 * image over UPLOAD_MAX_BYTES, answered as such rather than as a malformed field.
 */
export function parseUploadRequest(body: unknown): TUploadInput {
  const parsed = ZBoUploadRequest.safeParse(body);
  if (parsed.success) return parsed.data;
  const isTooLong = parsed.error.issues.some(
    (issue) => issue.path[0] === "dataBase64" && issue.code === "too_big",
  );
  if (isTooLong) throw new AppError("UPLOAD_TOO_LARGE", { maxBytes: UPLOAD_MAX_BYTES });
  throw parsed.error;
}

/**
 * Stores an image for the merchant's banners and content. Its type is read from its bytes (the
 * name is only a label); PNG, JPEG, WebP and GIF up to UPLOAD_MAX_BYTES are accepted. The audit
 * row keeps the name, type, size and hash, never the bytes.
 */
export async function uploadMedia(
  ctx: TAppContext,
  found: TOperatorContext,
  merchant: TMerchant,
  input: TUploadInput,
  client: TClientInfo,
): Promise<TBoUploadValue> {
  const name = plainName(input.name, "name");
  if (input.dataBase64.length % 4 !== 0) throw invalidField("dataBase64");
  const bytes = Buffer.from(input.dataBase64, "base64");
  const image = readImageType(bytes);
  const stored = await ctx.database.db.transaction(async (tx) => {
    const row = await insertMediaRow(tx, {
      merchantId: merchant.id,
      name,
      contentType: image.contentType,
      bytes,
    });
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "content.media.upload",
        outcome: "ok",
        targetType: "media",
        targetId: row.id,
        before: null,
        after: {
          name,
          contentType: row.contentType,
          byteSize: row.byteSize,
          sha256: row.sha256,
          width: image.width,
          height: image.height,
        },
      },
      client,
    );
    return row;
  });
  return {
    mediaId: stored.id,
    url: mediaUrl(stored.id),
    contentType: stored.contentType,
    byteSize: stored.byteSize,
  };
}
