// The public entry of the media module: what other modules and the app use. Nothing else of
// media is imported from outside it (checked by npm run lint:deps).
export { readImageType } from "./image-type.ts";
export { MediaLinks } from "./media-links.ts";
export { findMedia, findMediaMeta, insertMedia, insertMediaRow, mediaUrl } from "./media-repo.ts";
export { mediaRoutes } from "./routes.ts";
