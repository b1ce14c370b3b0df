import type { TGameType } from "./games.ts";

/** Where vendor images are served (spec §9 "vendor image: base image URL plus game type and vendor"). */
export const VENDOR_IMAGE_BASE = "/lgw/games/vendor-image";

/**
 * A vendor's image in one lobby: `GET /lgw/games/vendor-image/{GAMETYPE}/{VENDOR}`. Kept apart
 * from the schemas, so pages that show vendor images do not load zod for it.
 */
export const vendorImagePath = (gameType: TGameType, vassalage: string) =>
  `${VENDOR_IMAGE_BASE}/${gameType}/${encodeURIComponent(vassalage)}`;
