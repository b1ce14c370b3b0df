import type {
  TBonusAward,
  TBonusGrant,
  TBonusOffer,
  TBonusTrigger,
  ZBonusGrantQuery,
  ZBonusJoinRequest,
} from "@orchid/contract/bonus";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import type { TDb, TTx } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import { pageOf } from "../../../http/paging.ts";
import type { TMember } from "../../accounts/index.ts";
import type { TMerchant } from "../../merchants/index.ts";
import { runIdempotent } from "../../wallet/index.ts";
import { gameNames, hasAwardOf, memberAwards, spinGameNames, type TAward } from "./awards-repo.ts";
import { presentAward, presentGrant, presentOffer, type TLanguage } from "./bonus-presenter.ts";
import { bonusFor, isLive, memberQualifies, type TCampaign } from "./campaign-rules.ts";
import { activeCampaigns, campaignNames, findCampaign } from "./campaigns-repo.ts";
import { insertDepositChoice } from "./deposit-choices-repo.ts";
import { grantBonus, type TGrantOutcome, type TPayoutIdentities } from "./grant-service.ts";
import { hasGrantOf, memberGrants, type TGrant } from "./grants-repo.ts";
import { countryOfMember } from "./member-country.ts";

/** Awards (free spin packs first, then the newest) the bonus details page shows. */
const AWARDS_SHOWN = 20;

/** Campaigns a member takes without a deposit, from the promotions page. */
const JOIN_TRIGGERS: readonly TBonusTrigger[] = ["window"];

async function offersFor(
  db: TDb | TTx,
  merchantId: number,
  member: TMember,
  triggers: readonly TBonusTrigger[],
  at: Date,
): Promise<TCampaign[]> {
  const facts = { labels: member.labels, rankLevel: member.rankLevel, country: countryOfMember(member) };
  const offers: TCampaign[] = [];
  for (const campaign of await activeCampaigns(db, merchantId, triggers)) {
    if (!isLive(campaign, at) || !memberQualifies(campaign.conditions, facts)) continue;
    if (campaign.reward.kind !== "points" && campaign.budget !== null && campaign.granted >= campaign.budget)
      continue;
    if (
      campaign.conditions.oncePerMember &&
      ((await hasGrantOf(db, campaign.id, member.id)) || (await hasAwardOf(db, campaign.id, member.id)))
    )
      continue;
    offers.push(campaign);
  }
  return offers;
}

/** Offers in the member's language, free spins with their game's name. */
async function presentOffers(
  db: TDb,
  campaigns: readonly TCampaign[],
  lang: TLanguage,
): Promise<TBonusOffer[]> {
  const games = await spinGameNames(db, campaigns);
  return campaigns.map((campaign) =>
    presentOffer(
      campaign,
      lang,
      campaign.reward.kind === "free_spins" ? games.get(campaign.reward.gameId) : undefined,
    ),
  );
}

/** `GET /wps/bonus/offers`: the campaigns the member may join now. */
export async function joinOffers(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  member: TMember,
  lang: TLanguage,
): Promise<TBonusOffer[]> {
  const campaigns = await offersFor(ctx.database.db, merchant.id, member, JOIN_TRIGGERS, ctx.now());
  return presentOffers(ctx.database.db, campaigns, lang);
}

/**
 * The deposit bonuses the member may choose before paying (payments' deposit page): first-deposit
 * campaigns only while the member has no credited deposit (payments says), deposit campaigns always.
 */
export async function depositOffers(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  member: TMember,
  first: boolean,
  lang: TLanguage,
): Promise<TBonusOffer[]> {
  const triggers: TBonusTrigger[] = first ? ["first_deposit", "deposit"] : ["deposit"];
  const campaigns = await offersFor(ctx.database.db, merchant.id, member, triggers, ctx.now());
  return presentOffers(ctx.database.db, campaigns, lang);
}

/**
 * Checks a deposit bonus the member chose (BONUS_NOT_ELIGIBLE with the reason otherwise) and
 * remembers it for the deposit order, in the order's transaction. It is granted when the
 * deposit is credited, after the same checks again.
 */
export async function chooseDepositBonus(
  ctx: Pick<TAppContext, "now">,
  tx: TTx,
  choice: {
    merchant: TMerchant;
    member: TMember;
    campaignId: number;
    depositId: number;
    amount: number;
    first: boolean;
  },
): Promise<void> {
  const { merchant, member } = choice;
  const triggers: TBonusTrigger[] = choice.first ? ["first_deposit", "deposit"] : ["deposit"];
  const offers = await offersFor(tx, merchant.id, member, triggers, ctx.now());
  const campaign = offers.find((offer) => offer.id === choice.campaignId);
  if (!campaign) throw new AppError("BONUS_NOT_ELIGIBLE", { reason: "not_offered" });
  if (bonusFor(campaign.reward, choice.amount) === null)
    throw new AppError("BONUS_NOT_ELIGIBLE", {
      reason: "deposit_too_small",
      minDeposit: campaign.reward.minDeposit,
    });
  await insertDepositChoice(tx, {
    depositId: choice.depositId,
    merchantId: merchant.id,
    memberId: member.id,
    campaignId: campaign.id,
  });
}

/** Turns a grant's outcome into the member's answer: the grant or award, or the translated refusal. */
export function grantedOrThrow(outcome: TGrantOutcome): { grant: TGrant | null; award: TAward | null } {
  if (outcome.kind === "exists") throw new AppError("BONUS_ALREADY_CLAIMED");
  if (outcome.kind === "refused") {
    if (outcome.reason === "budget") throw new AppError("BONUS_BUDGET_SPENT");
    if (outcome.reason === "once_per_member") throw new AppError("BONUS_ALREADY_CLAIMED");
    throw new AppError("BONUS_NOT_ELIGIBLE", { reason: outcome.reason });
  }
  return outcome.kind === "granted"
    ? { grant: outcome.grant, award: null }
    : { grant: null, award: outcome.award };
}

/** An award with its campaign's and game's names, in the member's language. */
export async function presentAwards(
  db: TDb | TTx,
  awards: readonly TAward[],
  lang: TLanguage,
): Promise<TBonusAward[]> {
  const names = await campaignNames(
    db,
    awards.map((award) => award.campaignId),
  );
  const games = await gameNames(
    db,
    awards.flatMap((award) => (award.gameId === null ? [] : [award.gameId])),
  );
  return awards.map((award) =>
    presentAward(
      award,
      names.get(award.campaignId),
      award.gameId === null ? undefined : games.get(award.gameId),
      lang,
    ),
  );
}

/**
 * `POST /wps/bonus/join`: grants a join campaign once per member. The same idempotency key
 * answers the first result; another key (a second tab, a second device) gets
 * BONUS_ALREADY_CLAIMED, because the grant's key is the member's.
 */
export async function joinCampaign(
  ctx: Pick<TAppContext, "database" | "ledger" | "now" | "walletEvents">,
  merchant: TMerchant,
  member: TMember,
  input: z.output<typeof ZBonusJoinRequest>,
  payoutIdentities: TPayoutIdentities,
  lang: TLanguage,
): Promise<{ grant: TBonusGrant | null; award: TBonusAward | null }> {
  const request = { campaignId: input.campaignId };
  const value = await runIdempotent(
    ctx.database.db,
    { merchantId: merchant.id, scope: `member:${member.id}`, key: input.idempotencyKey, request },
    async (tx) => {
      const campaign = await findCampaign(tx, merchant.id, input.campaignId, true);
      if (!campaign || !JOIN_TRIGGERS.includes(campaign.trigger))
        throw new AppError("BONUS_NOT_ELIGIBLE", { reason: "not_running" });
      const at = ctx.now();
      const outcome = await grantBonus(
        ctx,
        tx,
        { campaign, member, deposit: 0, key: `join:${campaign.id}:${member.id}`, at },
        payoutIdentities,
      );
      const { grant, award } = grantedOrThrow(outcome);
      return {
        grant: grant ? presentGrant(grant, campaign.name, lang) : null,
        award: award ? ((await presentAwards(tx, [award], lang))[0] ?? null) : null,
      };
    },
  );
  ctx.walletEvents.publish("bonus", [member.id]);
  return value;
}

/** `GET /wps/bonus/grants`: the member's grants with their progress, and the active bonus sum. */
export async function memberGrantPage(
  ctx: Pick<TAppContext, "database">,
  member: TMember,
  query: z.output<typeof ZBonusGrantQuery>,
  lang: TLanguage,
) {
  const limit = query.pageSize;
  const offset = (query.page - 1) * limit;
  const page = await memberGrants(ctx.database.db, member.id, { state: query.state, limit, offset });
  const names = await campaignNames(
    ctx.database.db,
    page.rows.map((grant) => grant.campaignId),
  );
  return {
    ...pageOf(
      page.rows.map((grant) => presentGrant(grant, names.get(grant.campaignId), lang)),
      page.total,
      query.page,
      limit,
    ),
    activeBonus: page.activeBonus,
    awards: await presentAwards(
      ctx.database.db,
      await memberAwards(ctx.database.db, member.id, AWARDS_SHOWN),
      lang,
    ),
  };
}
