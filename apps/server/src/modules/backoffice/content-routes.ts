import {
  ZBoBannerRequest,
  ZBoDeleteRequest,
  ZBoHelpArticleRequest,
  ZBoNoticeRequest,
} from "@orchid/contract/backoffice-content";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { deleteBanner, listConsoleBanners, saveBanner } from "./banner-service.ts";
import type { TGate } from "./console-gate.ts";
import { deleteHelpArticle, listConsoleHelpArticles, saveHelpArticle } from "./help-service.ts";
import { parseUploadRequest, uploadMedia } from "./media-upload-service.ts";
import { deleteNotice, listConsoleNotices, saveNotice } from "./notice-service.ts";

/**
 * The upload's body limit: a 2 MiB image is about 2.7 MiB as base64, plus the JSON around it.
 * Anything larger is refused with 413 before it is read.
 */
const UPLOAD_BODY_LIMIT = 3.5 * 1024 * 1024;

/** Site content: uploaded images, banners, notices and help-centre articles. */
export async function consoleContentRoutes(app: FastifyInstance, ctx: TAppContext, gate: TGate) {
  app.post("/bo/media", { bodyLimit: UPLOAD_BODY_LIMIT }, async (request) => {
    const { found, merchant, client } = await gate(request, "content.write", "content.media.upload");
    return ok(await uploadMedia(ctx, found, merchant, parseUploadRequest(request.body), client));
  });

  app.get("/bo/content/banners", async (request) => {
    const { merchant } = await gate(request, "content.write", "content.banner.list");
    return ok(await listConsoleBanners(ctx, merchant));
  });

  app.put("/bo/content/banners", async (request) => {
    const { found, merchant, client } = await gate(request, "content.write", "content.banner.save");
    return ok(await saveBanner(ctx, found, merchant, ZBoBannerRequest.parse(request.body), client));
  });

  app.delete("/bo/content/banners", async (request) => {
    const { found, merchant, client } = await gate(request, "content.write", "content.banner.delete");
    await deleteBanner(ctx, found, merchant, ZBoDeleteRequest.parse(request.body), client);
    return ok(null);
  });

  app.get("/bo/content/notices", async (request) => {
    const { merchant } = await gate(request, "content.write", "content.notice.list");
    return ok(await listConsoleNotices(ctx, merchant));
  });

  app.put("/bo/content/notices", async (request) => {
    const { found, merchant, client } = await gate(request, "content.write", "content.notice.save");
    return ok(await saveNotice(ctx, found, merchant, ZBoNoticeRequest.parse(request.body), client));
  });

  app.delete("/bo/content/notices", async (request) => {
    const { found, merchant, client } = await gate(request, "content.write", "content.notice.delete");
    await deleteNotice(ctx, found, merchant, ZBoDeleteRequest.parse(request.body), client);
    return ok(null);
  });

  app.get("/bo/content/help", async (request) => {
    const { merchant } = await gate(request, "content.write", "content.help.list");
    return ok(await listConsoleHelpArticles(ctx, merchant));
  });

  app.put("/bo/content/help", async (request) => {
    const { found, merchant, client } = await gate(request, "content.write", "content.help.save");
    return ok(await saveHelpArticle(ctx, found, merchant, ZBoHelpArticleRequest.parse(request.body), client));
  });

  app.delete("/bo/content/help", async (request) => {
    const { found, merchant, client } = await gate(request, "content.write", "content.help.delete");
    await deleteHelpArticle(ctx, found, merchant, ZBoDeleteRequest.parse(request.body), client);
    return ok(null);
  });
}
