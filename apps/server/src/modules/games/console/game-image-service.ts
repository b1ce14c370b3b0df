import { UPLOAD_MAX_BYTES } from "@orchid/contract/backoffice-content";
import { type TBoGame, ZBoGameImageClear, type ZBoGameImageRequest } from "@orchid/contract/backoffice-games";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { invalidField } from "../../../http/invalid-field.ts";
import { insertMediaRow, readImageType } from "../../media/index.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { parseUploadRequest, plainName, recordOperatorAction } from "../../operators/index.ts";
import { presentConsoleGame } from "./console-game-presenter.ts";
import { findCatalogueGame, lockGame, updateGame } from "./game-catalogue-repo.ts";

type TImageInput = z.output<typeof ZBoGameImageRequest>;

/** The image body: the game's id, then the upload as `POST /bo/media` checks it (too long → UPLOAD_TOO_LARGE). */
export function parseGameImageRequest(body: unknown): TImageInput {
  const { id } = ZBoGameImageClear.parse(body);
  return { id, ...parseUploadRequest(body) };
}

async function presented(ctx: Pick<TAppContext, "database">, id: number): Promise<TBoGame> {
  const game = await findCatalogueGame(ctx.database.db, id);
  if (!game) throw new AppError("NOT_FOUND");
  return presentConsoleGame(game);
}

/**
 * `PUT /bo/games/catalogue/image`: stores the image (type read from its bytes: PNG, JPEG, WebP or
 * GIF up to UPLOAD_MAX_BYTES; platform-wide, so no merchant owns it) and makes it the game's tile
 * in one transaction with one audit row (name, type, size, hash; never the bytes).
 */
export async function setGameImage(
  ctx: TAppContext,
  call: TConsoleCall,
  input: TImageInput,
): Promise<TBoGame> {
  const name = plainName(input.name, "name");
  if (input.dataBase64.length % 4 !== 0) throw invalidField("dataBase64");
  const bytes = Buffer.from(input.dataBase64, "base64");
  const image = readImageType(bytes, UPLOAD_MAX_BYTES);
  await ctx.database.db.transaction(async (tx) => {
    const game = await lockGame(tx, input.id);
    if (!game) throw new AppError("NOT_FOUND");
    const stored = await insertMediaRow(tx, {
      merchantId: null,
      name,
      contentType: image.contentType,
      bytes,
    });
    await updateGame(tx, game.id, { imageMediaId: stored.id });
    await recordOperatorAction(
      tx,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action: "games.catalogue.image",
        outcome: "ok",
        targetType: "game",
        targetId: game.id,
        before: { imageMediaId: game.imageMediaId },
        after: {
          imageMediaId: stored.id,
          name,
          contentType: stored.contentType,
          byteSize: stored.byteSize,
          sha256: stored.sha256,
          width: image.width,
          height: image.height,
        },
      },
      call.client,
    );
  });
  return presented(ctx, input.id);
}

/** `DELETE /bo/games/catalogue/image`: the game shows its drawn tile again (the stored image stays). */
export async function clearGameImage(ctx: TAppContext, call: TConsoleCall, id: number): Promise<TBoGame> {
  await ctx.database.db.transaction(async (tx) => {
    const game = await lockGame(tx, id);
    if (!game) throw new AppError("NOT_FOUND");
    if (game.imageMediaId !== null) await updateGame(tx, game.id, { imageMediaId: null });
    await recordOperatorAction(
      tx,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action: "games.catalogue.image_clear",
        outcome: "ok",
        targetType: "game",
        targetId: game.id,
        before: { imageMediaId: game.imageMediaId },
        after: { imageMediaId: null },
      },
      call.client,
    );
  });
  return presented(ctx, id);
}
