import { TRIAL_TYPE } from "@orchid/contract/member";
import type { TAppContext } from "../../../app-context.ts";
import type { TTx } from "../../../db/database.ts";
import type { TMember } from "../../accounts/index.ts";
import { insertMessage } from "../../inbox/index.ts";
import { hasAwardOf, insertAward, type TAward } from "./awards-repo.ts";
import {
  bonusFor,
  isCash,
  isLive,
  memberQualifies,
  type TCampaign,
  termsOf,
  withinBudget,
} from "./campaign-rules.ts";
import { countGrant } from "./campaigns-repo.ts";
import { postGrant, postPointsAward } from "./grant-moves.ts";
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
  /** A manual grant's amount, instead of a cash reward's own (points and free spins keep theirs). */
  amount?: number;
};

export type TGrantOutcome =
  | { kind: "granted"; grant: TGrant }
  | { kind: "awarded"; award: TAward }
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

const DAY_MS = 86_400_000;

/**
 * Grants a campaign's reward to a member, once: checks the campaign runs, the member qualifies, the
 * deposit is enough, once per member and per person (device, payout account), and the budget;
 * then records it, records who it paid and counts it — all in the caller's transaction. Bonus
 * money moves into the member's bonus account; points into the points account at once; free
 * spins wait in a pack to be played. A refusal changes nothing.
 */
export async function grantBonus(
  ctx: Pick<TAppContext, "ledger">,
  tx: TTx,
  request: TGrantRequest,
  payoutIdentities: TPayoutIdentities,
): Promise<TGrantOutcome> {
  const { campaign, member, at } = request;
  const { reward } = campaign;
  const refuse = (reason: TGrantRefusal): TGrantOutcome => ({ kind: "refused", reason });
  if (member.type === TRIAL_TYPE) return refuse("trial_account");
  if (!isLive(campaign, at)) return refuse("not_running");
  const facts = { labels: member.labels, rankLevel: member.rankLevel, country: countryOfMember(member) };
  if (!memberQualifies(campaign.conditions, facts)) return refuse("conditions");
  const value =
    isCash(reward) && request.amount !== undefined ? request.amount : bonusFor(reward, request.deposit);
  if (value === null) return refuse("deposit_too_small");
  if (
    campaign.conditions.oncePerMember &&
    ((await hasGrantOf(tx, campaign.id, member.id)) || (await hasAwardOf(tx, campaign.id, member.id)))
  )
    return { kind: "exists" };
  const identities = await identitiesOf(tx, campaign, member, payoutIdentities);
  if (await identityClaimed(tx, campaign.id, identities)) return refuse("once_per_person");
  if (!withinBudget(campaign, value)) return refuse("budget");
  if (!isCash(reward)) return award(ctx, tx, request, identities, value);
  const terms = termsOf(campaign, value, request.deposit, at);
  // Terms the console let through but this grant cannot carry (a deposit basis with no deposit).
  if (checkTerms(terms) !== null) return refuse("conditions");
  const grant = await insertGrant(tx, {
    merchantId: campaign.merchantId,
    memberId: member.id,
    campaignId: campaign.id,
    key: request.key,
    bonus: value,
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
  await counted(tx, campaign, identities, grant.id, value);
  await postGrant(ctx, tx, grant, `campaign:${campaign.id}`);
  return { kind: "granted", grant };
}

/** Records who a grant or award paid and counts it against the campaign. */
async function counted(tx: TTx, campaign: TCampaign, identities: string[], paidId: number, value: number) {
  await claimIdentities(tx, campaign.id, identities, paidId);
  await countGrant(tx, campaign.id, value);
  campaign.grants += 1;
  campaign.granted += value;
}

/** Points (given now) or a pack of free spins (played on the game's page) instead of bonus money. */
async function award(
  ctx: Pick<TAppContext, "ledger">,
  tx: TTx,
  request: TGrantRequest,
  identities: string[],
  value: number,
): Promise<TGrantOutcome> {
  const { campaign, member, at } = request;
  const { reward } = campaign;
  const spins = reward.kind === "free_spins" ? reward : null;
  const saved = await insertAward(tx, {
    merchantId: campaign.merchantId,
    memberId: member.id,
    campaignId: campaign.id,
    key: request.key,
    kind: spins ? "free_spins" : "points",
    points: reward.kind === "points" ? reward.points : 0,
    gameId: spins?.gameId ?? null,
    spins: spins?.spins ?? 0,
    lines: spins?.lines ?? 0,
    betPerLine: spins?.betPerLine ?? 0,
    state: spins ? "active" : "done",
    expiresAt: new Date(at.getTime() + campaign.wagering.expiryDays * DAY_MS),
    grantedAt: at,
  });
  if (!saved) return { kind: "exists" };
  await counted(tx, campaign, identities, saved.id, value);
  if (saved.kind === "points") await postPointsAward(ctx, tx, saved);
  return { kind: "awarded", award: saved };
}

/** Tells the member what a grant or award paid (a message in the inbox); nothing for a refusal. */
export async function announceOutcome(tx: TTx, outcome: TGrantOutcome, at: Date): Promise<void> {
  if (outcome.kind !== "granted" && outcome.kind !== "awarded") return;
  const message =
    outcome.kind === "granted"
      ? { paid: outcome.grant, kind: "bonus_granted" as const, amountMinor: outcome.grant.bonus }
      : outcome.award.kind === "points"
        ? { paid: outcome.award, kind: "bonus_points_awarded" as const, amountMinor: outcome.award.points }
        : { paid: outcome.award, kind: "bonus_spins_awarded" as const, amountMinor: outcome.award.spins };
  await insertMessage(tx, {
    merchantId: message.paid.merchantId,
    memberId: message.paid.memberId,
    kind: message.kind,
    amountMinor: message.amountMinor,
    orderNo: null,
    at,
  });
}
