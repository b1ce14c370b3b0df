import { TRIAL_TYPE } from "@orchid/contract/member";
import type { TAppContext } from "../../../app-context.ts";
import type { TTx } from "../../../db/database.ts";
import type { TMember } from "../../accounts/index.ts";
import {
  bonusFor,
  isLive,
  memberQualifies,
  type TCampaign,
  termsOf,
  withinBudget,
} from "./campaign-rules.ts";
import { countGrant } from "./campaigns-repo.ts";
import { postGrant } from "./grant-moves.ts";
import { claimIdentities, hasGrantOf, identityClaimed, insertGrant, type TGrant } from "./grants-repo.ts";
import { countryOfMember } from "./member-country.ts";
import { checkTerms, requiredTurnover } from "./wagering.ts";

/** Why a member gets nothing from a campaign (the value of BONUS_NOT_ELIGIBLE). */
export type TGrantRefusal =
  | "not_running"
  | "trial_account"
  | "conditions"
  | "deposit_too_small"
  | "once_per_member"
  | "once_per_person"
  | "budget";

/** The payout account numbers a member has (payments owns them; the app passes this in). */
export type TPayoutIdentities = (tx: TTx, memberId: number) => Promise<string[]>;

export type TGrantRequest = {
  /** The campaign, its row locked by the caller (`findCampaign(…, true)`): grants of it queue. */
  campaign: TCampaign;
  member: TMember;
  /** The qualifying deposit, minor units (0 when none). */
  deposit: number;
  /** What makes this grant once: a deposit's, a member's once-only claim, an operator's key. */
  key: string;
  at: Date;
  /** A manual grant's amount, instead of the campaign's reward. */
  amount?: number;
};

export type TGrantOutcome =
  | { kind: "granted"; grant: TGrant }
  | { kind: "exists" }
  | { kind: "refused"; reason: TGrantRefusal };

async function identitiesOf(
  tx: TTx,
  campaign: TCampaign,
  member: TMember,
  payoutIdentities: TPayoutIdentities,
): Promise<string[]> {
  const identities: string[] = [];
  if (campaign.conditions.oncePerDevice && member.registerDevice)
    identities.push(`device:${member.registerDevice}`);
  if (campaign.conditions.oncePerPayoutAccount)
    for (const number of await payoutIdentities(tx, member.id)) identities.push(`payout:${number}`);
  return identities;
}

/**
 * Grants a campaign's bonus to a member, once: checks the campaign runs, the member qualifies, the
 * deposit is enough, once per member and per person (device, payout account), and the budget;
 * then stores the grant, records who it paid, counts it, and moves the bonus into the member's
 * bonus account — all in the caller's transaction. A refusal changes nothing.
 */
export async function grantBonus(
  ctx: Pick<TAppContext, "ledger">,
  tx: TTx,
  request: TGrantRequest,
  payoutIdentities: TPayoutIdentities,
): Promise<TGrantOutcome> {
  const { campaign, member, at } = request;
  const refuse = (reason: TGrantRefusal): TGrantOutcome => ({ kind: "refused", reason });
  if (member.type === TRIAL_TYPE) return refuse("trial_account");
  if (!isLive(campaign, at)) return refuse("not_running");
  const facts = { labels: member.labels, rankLevel: member.rankLevel, country: countryOfMember(member) };
  if (!memberQualifies(campaign.conditions, facts)) return refuse("conditions");
  const bonus = request.amount ?? bonusFor(campaign.reward, request.deposit);
  if (bonus === null) return refuse("deposit_too_small");
  if (campaign.conditions.oncePerMember && (await hasGrantOf(tx, campaign.id, member.id)))
    return { kind: "exists" };
  const identities = await identitiesOf(tx, campaign, member, payoutIdentities);
  if (await identityClaimed(tx, campaign.id, identities)) return refuse("once_per_person");
  if (!withinBudget(campaign, bonus)) return refuse("budget");
  const terms = termsOf(campaign, bonus, request.deposit, at);
  // Terms the console let through but this grant cannot carry (a deposit basis with no deposit).
  if (checkTerms(terms) !== null) return refuse("conditions");
  const grant = await insertGrant(tx, {
    merchantId: campaign.merchantId,
    memberId: member.id,
    campaignId: campaign.id,
    key: request.key,
    bonus,
    deposit: request.deposit,
    multiple: terms.multiple,
    basis: terms.basis,
    contributions: { ...terms.contributions },
    maxBet: terms.maxBet,
    required: requiredTurnover(terms),
    expiresAt: new Date(terms.expiresAt),
    grantedAt: at,
  });
  if (!grant) return { kind: "exists" };
  await claimIdentities(tx, campaign.id, identities, grant.id);
  await countGrant(tx, campaign.id, bonus);
  campaign.grants += 1;
  campaign.granted += bonus;
  await postGrant(ctx, tx, grant, `campaign:${campaign.id}`);
  return { kind: "granted", grant };
}
