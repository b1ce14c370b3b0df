import { z } from "zod";
import {
  ZBonusAward,
  ZBonusGrantPage,
  ZBonusGrantQuery,
  ZBonusJoinRequest,
  ZBonusJoinResult,
  ZBonusOffer,
  ZCampaign,
  ZCampaignInput,
  ZCampaignListQuery,
  ZCampaignPreview,
  ZCampaignResults,
  ZCampaignResultsQuery,
  ZCampaignStateRequest,
  ZConsoleGrant,
  ZConsoleGrantPage,
  ZConsoleGrantQuery,
  ZGrantForfeitRequest,
  ZManualGrantRequest,
} from "../bonus.ts";
import { endpoint, operator, REAL_MEMBER } from "../endpoint.ts";
import { ZRowId } from "../row-id.ts";

/** The bonus calls (issue 20, decisions/0022): offers, joining, grants and their wagering progress. */
export const BONUS_CALLS = {
  bonusOffers: endpoint("GET", "/wps/bonus/offers", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary:
      "The campaigns the member may join now without a deposit (deposit bonuses are offered on the deposit page).",
    answer: z.array(ZBonusOffer),
  }),
  bonusJoin: endpoint("POST", "/wps/bonus/join", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary: "Takes a campaign that needs no deposit; a second claim of the same campaign grants nothing.",
    input: ZBonusJoinRequest,
    answer: ZBonusJoinResult,
    errors: ["BONUS_NOT_ELIGIBLE", "BONUS_ALREADY_CLAIMED", "BONUS_BUDGET_SPENT"],
  }),
  bonusGrants: endpoint("GET", "/wps/bonus/grants", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary: "The member's bonus grants with their wagering progress, newest first.",
    input: ZBonusGrantQuery,
    answer: ZBonusGrantPage,
  }),
} as const;

/** The console's bonus calls: campaigns, grants and forfeits. */
export const CONSOLE_BONUS_CALLS = {
  boCampaigns: endpoint("GET", "/bo/bonus/campaigns", {
    module: "backoffice",
    caller: operator("bonus.read", "bonus.campaign.list"),
    summary: "The merchant's bonus campaigns with what each has granted, converted and generated.",
    input: ZCampaignListQuery,
    answer: z.object({ rows: z.array(ZCampaign), total: z.number().int() }),
  }),
  boCampaignResults: endpoint("GET", "/bo/bonus/campaigns/results", {
    module: "backoffice",
    caller: operator("bonus.read", "bonus.campaign.results"),
    summary: "A campaign's results day by day: grants, bonus granted, converted, forfeited and expired.",
    input: ZCampaignResultsQuery,
    answer: ZCampaignResults,
    errors: ["NOT_FOUND"],
  }),
  boCampaignPreview: endpoint("GET", "/bo/bonus/campaigns/preview", {
    module: "backoffice",
    caller: operator("bonus.read", "bonus.campaign.preview"),
    summary:
      "Who a campaign's conditions reach now: active members, those who qualify, those already paid, and a sample.",
    input: ZCampaignResultsQuery,
    answer: ZCampaignPreview,
    errors: ["NOT_FOUND"],
  }),
  boSaveCampaign: endpoint("PUT", "/bo/bonus/campaigns", {
    module: "backoffice",
    caller: operator("bonus.write", "bonus.campaign.save"),
    summary: "Creates a campaign (as a draft) or changes one; a campaign that has granted keeps its reward.",
    input: ZCampaignInput.extend({ id: ZRowId.optional() }),
    answer: ZCampaign,
    errors: ["CAMPAIGN_STATE"],
  }),
  boCampaignState: endpoint("POST", "/bo/bonus/campaigns/state", {
    module: "backoffice",
    caller: operator("bonus.write", "bonus.campaign.state"),
    summary: "Starts, pauses or ends a campaign.",
    input: ZCampaignStateRequest,
    answer: ZCampaign,
    errors: ["CAMPAIGN_STATE", "NOT_FOUND"],
  }),
  boGrants: endpoint("GET", "/bo/bonus/grants", {
    module: "backoffice",
    caller: operator("bonus.read", "bonus.grant.list"),
    summary: "Bonus grants of the merchant, by campaign, member or state.",
    input: ZConsoleGrantQuery,
    answer: ZConsoleGrantPage,
  }),
  boManualGrant: endpoint("POST", "/bo/bonus/grants", {
    module: "backoffice",
    caller: operator("bonus.grant", "bonus.grant.manual"),
    summary:
      "Grants a manual campaign's bonus to a member once per key; at or above the merchant's four-eyes amount it files a request for a second operator.",
    input: ZManualGrantRequest,
    answer: z.object({
      grant: ZConsoleGrant.nullable(),
      award: ZBonusAward.nullable(),
      approvalId: z.number().int().nullable(),
    }),
    errors: ["BONUS_NOT_ELIGIBLE", "BONUS_ALREADY_CLAIMED", "BONUS_BUDGET_SPENT", "NOT_FOUND"],
  }),
  boForfeitGrant: endpoint("POST", "/bo/bonus/grants/forfeit", {
    module: "backoffice",
    caller: operator("bonus.grant", "bonus.grant.forfeit"),
    summary:
      "Forfeits an active grant (its whole bonus back to the merchant); at or above the four-eyes amount it files a request instead.",
    input: ZGrantForfeitRequest,
    answer: z.object({ approvalId: z.number().int().nullable() }),
    errors: ["NOT_FOUND", "ORDER_STATE_CHANGED"],
  }),
} as const;
