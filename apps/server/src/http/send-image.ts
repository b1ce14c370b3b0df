import type { FastifyReply, FastifyRequest } from "fastify";

/** An image as a route sends it: bytes or SVG text, its ETag (quoted) and its content type. */
export type TServedImage = { body: Buffer | string; etag: string; type: string };

/** Keeps an SVG from running anything, even when opened on its own. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Sends a public image with an hour's caching (a change shows within the hour; the ETag makes the
 * check after that cheap): 304 to a matching If-None-Match, nosniff and a sandboxing CSP always.
 */
export function sendImage(request: FastifyRequest, reply: FastifyReply, image: TServedImage) {
  reply
    .header("ETag", image.etag)
    .header("Cache-Control", "public, max-age=3600")
    .header("X-Content-Type-Options", "nosniff")
    .header("Content-Security-Policy", IMAGE_CSP);
  if (request.headers["if-none-match"] === image.etag) return reply.status(304).send();
  return reply.header("Content-Type", image.type).send(image.body);
}
