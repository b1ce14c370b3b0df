import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../../app-context.ts";
import { createServe } from "../../../../http/serve.ts";
import type { TPayoutIdentities } from "../grant-service.ts";
import {
  campaignResultsOf,
  changeCampaignState,
  listConsoleCampaigns,
  saveCampaign,
} from "./campaign-console.ts";
import { previewCampaign } from "./campaign-preview.ts";
import { forfeitGrant, listConsoleGrants, manualGrant } from "./grant-console.ts";

/** The console's bonus calls: campaigns, grants, manual grants and forfeits. */
export async function bonusConsoleRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  payoutIdentities: TPayoutIdentities,
): Promise<void> {
  const serve = createServe(app, ctx);

  serve("boCampaigns", ({ console, input }) => listConsoleCampaigns(ctx, console, input));

  serve("boCampaignResults", ({ console, input }) => campaignResultsOf(ctx, console, input));

  serve("boCampaignPreview", ({ console, input }) => previewCampaign(ctx, console, input));

  serve("boSaveCampaign", ({ console, input }) => saveCampaign(ctx, console, input));

  serve("boCampaignState", ({ console, input }) => changeCampaignState(ctx, console, input));

  serve("boGrants", ({ console, input }) => listConsoleGrants(ctx, console, input));

  serve("boManualGrant", ({ console, input }) => manualGrant(ctx, console, input, payoutIdentities));

  serve("boForfeitGrant", ({ console, input }) => forfeitGrant(ctx, console, input));
}
