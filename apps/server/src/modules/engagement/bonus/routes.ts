import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { createServe } from "../../../http/serve.ts";
import { answerLanguage } from "../../merchants/index.ts";
import type { TPayoutIdentities } from "./grant-service.ts";
import { joinCampaign, joinOffers, memberGrantPage } from "./member-bonus-service.ts";

/** The member's bonus calls: offers to join, joining, and the grants with their progress. */
export async function bonusRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  payoutIdentities: TPayoutIdentities,
): Promise<void> {
  const serve = createServe(app, ctx);

  serve("bonusOffers", ({ merchant, member, request }) =>
    joinOffers(ctx, merchant, member, answerLanguage(request, merchant)),
  );

  serve("bonusJoin", ({ merchant, member, input, request }) =>
    joinCampaign(ctx, merchant, member, input, payoutIdentities, answerLanguage(request, merchant)),
  );

  serve("bonusGrants", ({ merchant, member, input, request }) =>
    memberGrantPage(ctx, member, input, answerLanguage(request, merchant)),
  );
}
