import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { createServe } from "../../http/serve.ts";
import type { TMember } from "../accounts/index.ts";
import { answerLanguage } from "../merchants/index.ts";
import { authenticateMemberToken, tokenFromHeader } from "../session/index.ts";
import { applyToPromotion, memberApplications } from "./applications/applications-service.ts";
import { myFeedback, sendFeedback } from "./feedback/feedback-service.ts";
import { claimRaffle, memberRaffles } from "./raffle/raffle-service.ts";
import { referralInvitees, referralSummary } from "./referral/referral-service.ts";
import { vipStatus } from "./vip/vip-service.ts";

/** Invite friends, red envelopes, feedback, VIP and activity applications: the member's calls. */
export async function programmeRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);

  serve("referral", ({ merchant, member, host, request }) =>
    referralSummary(ctx, merchant, member, { protocol: request.protocol, host }),
  );
  serve("referralInvitees", ({ member, input }) => referralInvitees(ctx, member, input));
  serve("rafflePromotion", ({ merchant, member, request }) =>
    memberRaffles(ctx, merchant, member, answerLanguage(request, merchant)),
  );
  serve("raffleClaim", ({ merchant, member, input }) => claimRaffle(ctx, merchant, member, input));
  // Anyone may send feedback; a signed-in member's is theirs (and answered in the inbox).
  serve("feedback", async ({ merchant, input, client, request }) => {
    const token = tokenFromHeader(request.headers.authorization);
    let member: TMember | null = null;
    if (token)
      member = await authenticateMemberToken(ctx, token, merchant.id).then(
        (auth) => auth.member,
        () => null,
      );
    return sendFeedback(ctx, merchant, member, input, client);
  });
  serve("myFeedback", ({ member, input }) => myFeedback(ctx, member, input));
  serve("promotionApply", ({ merchant, member, input, request }) =>
    applyToPromotion(ctx, merchant, member, input, answerLanguage(request, merchant)),
  );
  serve("promotionApplications", ({ merchant, member, input, request }) =>
    memberApplications(ctx, merchant, member, input, answerLanguage(request, merchant)),
  );
  serve("vip", ({ merchant, member, request }) =>
    vipStatus(ctx, merchant, member, answerLanguage(request, merchant)),
  );
}
