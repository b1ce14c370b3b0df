import { ZBoGameImageClear, ZBoGameUpdate } from "@orchid/contract/backoffice-games";
import { ENDPOINTS } from "@orchid/contract/endpoints";
import type { TAppContext } from "../../../app-context.ts";
import type { TServe } from "../../../http/serve.ts";
import { requirePlatformOperator } from "../../operators/index.ts";
import { searchConsoleGames } from "./console-game-search.ts";
import { clearGameImage, parseGameImageRequest, setGameImage } from "./game-image-service.ts";
import { updateConsoleGame } from "./game-update-service.ts";

/** A 2 MiB image is about 2.7 MiB as base64, plus the JSON around it; larger is refused with 413 unread. */
const IMAGE_BODY_LIMIT = 3.5 * 1024 * 1024;

/**
 * The game catalogue (platform-wide): every operator with games.read searches it; changing a game
 * or its image needs games.write and a platform operator, checked before the body is read.
 */
export function consoleGameCatalogueRoutes(serve: TServe, ctx: TAppContext): void {
  serve("boGames", async ({ input }) => searchConsoleGames(ctx, input));

  serve(
    "boUpdateGame",
    async ({ console, request }) => {
      await requirePlatformOperator(ctx, console, ENDPOINTS.boUpdateGame.caller);
      return updateConsoleGame(ctx, console, ZBoGameUpdate.parse(request.body));
    },
    { handlerParsesInput: true },
  );

  serve(
    "boSetGameImage",
    async ({ console, request }) => {
      await requirePlatformOperator(ctx, console, ENDPOINTS.boSetGameImage.caller);
      // Read here, not by the entry's schema: an image over the limit answers UPLOAD_TOO_LARGE.
      return setGameImage(ctx, console, parseGameImageRequest(request.body));
    },
    { handlerParsesInput: true, bodyLimit: IMAGE_BODY_LIMIT },
  );

  serve(
    "boClearGameImage",
    async ({ console, request }) => {
      await requirePlatformOperator(ctx, console, ENDPOINTS.boClearGameImage.caller);
      return clearGameImage(ctx, console, ZBoGameImageClear.parse(request.body).id);
    },
    { handlerParsesInput: true },
  );
}
