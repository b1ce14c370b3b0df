import type { TBonusAward, TBonusGrant, TBonusOffer } from "@orchid/contract/bonus";
import { pickText } from "../../merchants/index.ts";
import type { TAward } from "./awards-repo.ts";
import type { TCampaign } from "./campaign-rules.ts";
import type { TGrant } from "./grants-repo.ts";

export type TLanguage = { language: string; fallback: string };

export function presentOffer(
  campaign: TCampaign,
  lang: TLanguage,
  gameName?: Record<string, string>,
): TBonusOffer {
  return {
    campaignId: campaign.id,
    name: pickText(campaign.name, lang.language, lang.fallback),
    description: pickText(campaign.description, lang.language, lang.fallback),
    trigger: campaign.trigger,
    reward: campaign.reward,
    wagering: campaign.wagering,
    endsAt: campaign.endsAt?.toISOString() ?? null,
    gameName: gameName ? pickText(gameName, lang.language, "EN") : null,
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

export function presentAward(
  award: TAward,
  name: Record<string, string> | undefined,
  gameName: Record<string, string> | undefined,
  lang: TLanguage,
): TBonusAward {
  return {
    id: award.id,
    campaignId: award.campaignId,
    name: name ? pickText(name, lang.language, lang.fallback) : "",
    kind: award.kind,
    points: award.points,
    spins: award.spins,
    used: award.used,
    gameId: award.gameId,
    gameName: gameName ? pickText(gameName, lang.language, "EN") : null,
    lines: award.lines,
    betPerLine: award.betPerLine,
    won: award.won,
    state: award.state,
    grantId: award.grantId,
    grantedAt: award.grantedAt.toISOString(),
    expiresAt: award.expiresAt.toISOString(),
  };
}
