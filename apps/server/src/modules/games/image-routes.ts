import { ENDPOINTS } from "@orchid/contract/endpoints";
import type { TDb } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { sendImage } from "../../http/send-image.ts";
import type { TServe } from "../../http/serve.ts";
import { findMedia } from "../media/index.ts";
import { drawnTile } from "./drawn-tile.ts";
import { findGameForArt } from "./game-list-repo.ts";
import { vendorArt } from "./vendor-art.ts";
import { findVendorLane } from "./vendor-lanes-repo.ts";

/**
 * The lobby's images, public so an `<img>` loads them without headers. A path that names no
 * image is a 404 (not a 400), so the site falls back to its default icon or letter badge: the
 * handlers read their path parameters themselves.
 */
export function gameImageRoutes(serve: TServe, db: TDb): void {
  // A game's tile (spec §9 lazy images): the image an operator uploaded in the console, else the
  // drawn SVG.
  serve(
    "gameImage",
    async ({ request, reply }) => {
      const params = ENDPOINTS.gameImage.input.safeParse(request.params);
      const game = params.success ? await findGameForArt(db, params.data.nodeId) : undefined;
      if (!game) throw new AppError("NOT_FOUND");
      const uploaded = game.image_media_id === null ? undefined : await findMedia(db, game.image_media_id);
      const tile = uploaded
        ? { body: Buffer.from(uploaded.bytes), etag: `"${uploaded.sha256}"`, type: uploaded.contentType }
        : drawnTile(game);
      return sendImage(request, reply, tile);
    },
    { handlerParsesInput: true },
  );

  // A vendor's logo in one lobby (spec §9 vendor image: base address, game type, vendor); unknown
  // vendor, or not in that lobby, is a 404.
  serve(
    "vendorImage",
    async ({ request, reply }) => {
      const params = ENDPOINTS.vendorImage.input.safeParse(request.params);
      const vendor = params.success
        ? await findVendorLane(db, params.data.vendor, params.data.gameType)
        : undefined;
      if (!params.success || !vendor) throw new AppError("NOT_FOUND");
      const { svg, etag } = vendorArt({ ...vendor, gameType: params.data.gameType });
      return sendImage(request, reply, { body: svg, etag, type: "image/svg+xml" });
    },
    { handlerParsesInput: true },
  );
}
