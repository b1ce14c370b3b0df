import type { TBonusGrant, TBonusOffer } from "@orchid/contract/bonus";
import { pickText } from "../../merchants/index.ts";
import type { TCampaign } from "./campaign-rules.ts";
import type { TGrant } from "./grants-repo.ts";

export type TLanguage = { language: string; fallback: string };

export function presentOffer(campaign: TCampaign, lang: TLanguage): TBonusOffer {
  return {
    campaignId: campaign.id,
    name: pickText(campaign.name, lang.language, lang.fallback),
    description: pickText(campaign.description, lang.language, lang.fallback),
    trigger: campaign.trigger,
    reward: campaign.reward,
    wagering: campaign.wagering,
    endsAt: campaign.endsAt?.toISOString() ?? null,
  };
}

export function presentGrant(
  grant: TGrant,
  name: Record<string, string> | undefined,
  lang: TLanguage,
): TBonusGrant {
  return {
    id: grant.id,
    campaignId: grant.campaignId,
    name: name ? pickText(name, lang.language, lang.fallback) : "",
    bonus: grant.bonus,
    deposit: grant.deposit,
    required: grant.required,
    counted: Math.min(grant.counted, grant.required),
    contributions: grant.contributions,
    maxBet: grant.maxBet,
    state: grant.state,
    grantedAt: grant.grantedAt.toISOString(),
    expiresAt: grant.expiresAt.toISOString(),
    closedAt: grant.closedAt?.toISOString() ?? null,
  };
}
