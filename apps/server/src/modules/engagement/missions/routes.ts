import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { createServe } from "../../../http/serve.ts";
import { answerLanguage } from "../../merchants/index.ts";
import { leaderboard, memberMissions, missionSummary } from "./missions-service.ts";
import { claimReward, rewardCentre } from "./rewards-service.ts";

/** Missions, the leaderboard and the reward centre. */
export async function missionRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);
  serve("missions", ({ merchant, member, request }) =>
    memberMissions(ctx, merchant, member, answerLanguage(request, merchant)),
  );
  serve("missionSummary", ({ merchant, member }) => missionSummary(ctx, merchant, member));
  serve("missionLeaderboard", ({ merchant, input }) => leaderboard(ctx, merchant, input));
  serve("rewards", ({ merchant, member, input, request }) =>
    rewardCentre(ctx, member, input, answerLanguage(request, merchant)),
  );
  serve("rewardClaim", ({ merchant, member, input, request }) =>
    claimReward(ctx, merchant, member, input, answerLanguage(request, merchant)),
  );
}
