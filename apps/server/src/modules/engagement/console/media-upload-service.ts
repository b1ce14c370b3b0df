import type { TBoUploadValue } from "@orchid/contract/backoffice-content";
import type { TAppContext } from "../../../app-context.ts";
import { invalidField } from "../../../http/invalid-field.ts";
import { insertMediaRow, mediaUrl, readImageType } from "../../media/index.ts";
import type { TConsoleCall, TUploadInput } from "../../operators/index.ts";
import { plainName, recordOperatorAction } from "../../operators/index.ts";

/**
 * Stores an image for the merchant's banners and content. Its type is read from its bytes (the
 * name is only a label); PNG, JPEG, WebP and GIF up to UPLOAD_MAX_BYTES are accepted. The audit
 * row keeps the name, type, size and hash, never the bytes.
 */
export async function uploadMedia(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TUploadInput,
): Promise<TBoUploadValue> {
  const { found, merchant, client } = call;
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
