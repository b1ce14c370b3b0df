import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { createServe } from "../../../http/serve.ts";
import { answerLanguage } from "../../merchants/index.ts";
import { mallProducts, memberRedeems, redeemProduct } from "./mall-service.ts";
import { convertPoints, pointsBalance, pointsConfig, pointsDetails } from "./points-service.ts";

/** The member's points calls (spec §7): rules, balance, details, the mall, redeem and convert. */
export async function pointsRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);
  serve("pointConfig", ({ merchant, request }) =>
    pointsConfig(ctx, merchant, answerLanguage(request, merchant)),
  );
  serve("pointBalance", ({ merchant, member }) => pointsBalance(ctx, merchant, member));
  serve("pointDetails", ({ merchant, member, input }) => pointsDetails(ctx, merchant, member, input));
  serve("pointReward", ({ merchant, request }) =>
    mallProducts(ctx, merchant, answerLanguage(request, merchant)),
  );
  serve("pointRedeem", ({ merchant, member, input, client, request }) =>
    redeemProduct(ctx, merchant, member, input, client, answerLanguage(request, merchant)),
  );
  serve("pointRedeems", ({ merchant, member, input, request }) =>
    memberRedeems(ctx, merchant, member, input, answerLanguage(request, merchant)),
  );
  serve("pointConvert", ({ merchant, member, input, client }) =>
    convertPoints(ctx, merchant, member, input, client),
  );
}
