import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { createServe } from "../../http/serve.ts";
import { findMedia } from "./media-repo.ts";

/**
 * Stored images under `/media/<id>` (a member's proofs only with a signed address): immutable (a changed image gets a new id), ETag by content hash,
 * and a CSP that keeps an SVG from running anything even when opened directly.
 */
export async function mediaRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);

  serve("mediaImage", async ({ input, request, reply }) => {
    const id = Number(input.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new AppError("NOT_FOUND");
    const row = await findMedia(ctx.database.db, id);
    if (!row) throw new AppError("NOT_FOUND");
    // A member's own upload (a proof) needs the signed address the server showed its viewer.
    const isPrivate = row.memberId !== null;
    if (isPrivate && !ctx.mediaLinks.isValid(id, input.exp, input.sig)) throw new AppError("NOT_FOUND");
    const etag = `"${row.sha256}"`;
    reply
      .header("ETag", etag)
      .header("Cache-Control", isPrivate ? "private, max-age=3600" : "public, max-age=31536000, immutable")
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.header("Content-Type", row.contentType).send(Buffer.from(row.bytes));
  });
}
