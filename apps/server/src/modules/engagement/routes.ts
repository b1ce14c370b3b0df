import { ZHomeNoticeQuery } from "@orchid/contract/content";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { requestLanguage } from "../system/request-language.ts";
import { resolveMerchant } from "../system/resolve-merchant.ts";
import { presentHomeNotice } from "./home-content-presenter.ts";
import { listLiveBanners, listLiveNotices } from "./home-content-repo.ts";

/** Home content: notices of every announcement type, popups, promotions and the banners of every route group. */
export async function engagementRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  app.get("/wps/home/notice", async (request) => {
    const query = ZHomeNoticeQuery.parse(request.query);
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const language = requestLanguage(request, merchant, query.language);
    const now = ctx.now();
    const [noticeRows, bannerRows] = await Promise.all([
      listLiveNotices(ctx.database.db, merchant.id, now),
      listLiveBanners(ctx.database.db, merchant.id, now),
    ]);
    return ok(presentHomeNotice(noticeRows, bannerRows, { language, fallback: merchant.defaultLanguage }));
  });
}
