import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { createServe } from "../../../http/serve.ts";
import { parseUploadRequest } from "../../operators/index.ts";
import { deleteBanner, listConsoleBanners, saveBanner } from "./banner-service.ts";
import { deleteHelpArticle, listConsoleHelpArticles, saveHelpArticle } from "./help-service.ts";
import { uploadMedia } from "./media-upload-service.ts";
import { deleteNotice, listConsoleNotices, saveNotice } from "./notice-service.ts";

/**
 * The upload's body limit: a 2 MiB image is about 2.7 MiB as base64, plus the JSON around it.
 * Anything larger is refused with 413 before it is read.
 */
const UPLOAD_BODY_LIMIT = 3.5 * 1024 * 1024;

/** The console's site content: uploaded images, banners, notices and help-centre articles. */
export async function engagementConsoleRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);

  serve(
    "boUploadMedia",
    // Read here, not by the entry's schema: an image over the limit answers UPLOAD_TOO_LARGE.
    async ({ console, request }) => uploadMedia(ctx, console, parseUploadRequest(request.body)),
    { handlerParsesInput: true, bodyLimit: UPLOAD_BODY_LIMIT },
  );

  serve("boBanners", async ({ merchant }) => listConsoleBanners(ctx, merchant));

  serve("boSaveBanner", async ({ console, input }) => saveBanner(ctx, console, input));

  serve("boDeleteBanner", async ({ console, input }) => {
    await deleteBanner(ctx, console, input);
    return null;
  });

  serve("boNotices", async ({ merchant }) => listConsoleNotices(ctx, merchant));

  serve("boSaveNotice", async ({ console, input }) => saveNotice(ctx, console, input));

  serve("boDeleteNotice", async ({ console, input }) => {
    await deleteNotice(ctx, console, input);
    return null;
  });

  serve("boHelpArticles", async ({ merchant }) => listConsoleHelpArticles(ctx, merchant));

  serve("boSaveHelpArticle", async ({ console, input }) => saveHelpArticle(ctx, console, input));

  serve("boDeleteHelpArticle", async ({ console, input }) => {
    await deleteHelpArticle(ctx, console, input);
    return null;
  });
}
