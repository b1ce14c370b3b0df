import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { createServe } from "../../http/serve.ts";
import { requestLanguage } from "../merchants/index.ts";
import { presentHomeNotice } from "./home-content-presenter.ts";
import { listLiveBanners, listLiveNotices } from "./home-content-repo.ts";

/** Home content: notices of every announcement type, popups, promotions and the banners of every route group. */
export async function engagementRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);

  serve("homeNotice", async ({ merchant, input, request }) => {
    const language = requestLanguage(request, merchant, input.language);
    const now = ctx.now();
    const [noticeRows, bannerRows] = await Promise.all([
      listLiveNotices(ctx.database.db, merchant.id, now),
      listLiveBanners(ctx.database.db, merchant.id, now),
    ]);
    return presentHomeNotice(noticeRows, bannerRows, { language, fallback: merchant.defaultLanguage });
  });
}
