import { ZBoGameImageClear, ZBoGameSearch, ZBoGameUpdate } from "@orchid/contract/backoffice-games";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { searchConsoleGames } from "./console-game-search.ts";
import type { TGate } from "./console-gate.ts";
import { clearGameImage, parseGameImageRequest, setGameImage } from "./game-image-service.ts";
import { updateConsoleGame } from "./game-update-service.ts";
import { createPlatformGate } from "./platform-gate.ts";

/** A 2 MiB image is about 2.7 MiB as base64, plus the JSON around it; larger is refused with 413 unread. */
const IMAGE_BODY_LIMIT = 3.5 * 1024 * 1024;

/**
 * The game catalogue (platform-wide): every operator with games.read searches it; changing a game
 * or its image needs games.write and a platform operator.
 */
export async function consoleGameCatalogueRoutes(app: FastifyInstance, ctx: TAppContext, gate: TGate) {
  const platformGate = createPlatformGate(ctx, gate);

  app.get("/bo/games/catalogue", async (request) => {
    await gate(request, "games.read", "games.catalogue.search");
    return ok(await searchConsoleGames(ctx, ZBoGameSearch.parse(request.query)));
  });

  app.put("/bo/games/catalogue", async (request) => {
    const call = await platformGate(request, "games.write", "games.catalogue.update");
    return ok(await updateConsoleGame(ctx, call, ZBoGameUpdate.parse(request.body)));
  });

  app.put("/bo/games/catalogue/image", { bodyLimit: IMAGE_BODY_LIMIT }, async (request) => {
    const call = await platformGate(request, "games.write", "games.catalogue.image");
    return ok(await setGameImage(ctx, call, parseGameImageRequest(request.body)));
  });

  app.delete("/bo/games/catalogue/image", async (request) => {
    const call = await platformGate(request, "games.write", "games.catalogue.image_clear");
    return ok(await clearGameImage(ctx, call, ZBoGameImageClear.parse(request.body).id));
  });
}
