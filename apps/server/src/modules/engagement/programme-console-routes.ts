import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { createServe } from "../../http/serve.ts";
import {
  consoleApplications,
  decideConsoleApplication,
} from "./applications/console/applications-console.ts";
import { consoleFeedback, replyFeedback } from "./feedback/console/feedback-console.ts";
import { consoleRaffles, createRaffle } from "./raffle/console/raffle-console.ts";
import { consoleReferralSettings, saveConsoleReferralSettings } from "./referral/console/referral-console.ts";
import { consoleVipLevels, saveVipLevels } from "./vip/console/vip-console.ts";

/** The console's referral settings, raffles, feedback queue, VIP levels and activity applications. */
export async function programmeConsoleRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);
  serve("boReferralSettings", ({ console }) => consoleReferralSettings(ctx, console));
  serve("boSaveReferralSettings", ({ console, input }) => saveConsoleReferralSettings(ctx, console, input));
  serve("boRaffles", ({ console }) => consoleRaffles(ctx, console));
  serve("boCreateRaffle", ({ console, input }) => createRaffle(ctx, console, input));
  serve("boFeedback", ({ console, input }) => consoleFeedback(ctx, console, input));
  serve("boReplyFeedback", ({ console, input }) => replyFeedback(ctx, console, input));
  serve("boApplications", ({ console, input }) => consoleApplications(ctx, console, input));
  serve("boDecideApplication", ({ console, input }) => decideConsoleApplication(ctx, console, input));
  serve("boVipLevels", ({ console }) => consoleVipLevels(ctx, console));
  serve("boSaveVipLevels", ({ console, input }) => saveVipLevels(ctx, console, input));
}
