import type {
  TCampaignResults,
  TCampaignState,
  TCampaign as TCampaignView,
  ZCampaignInput,
  ZCampaignListQuery,
  ZCampaignResultsQuery,
  ZCampaignStateRequest,
} from "@orchid/contract/bonus";
import { checkBet } from "@orchid/games/spin";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { TAppContext } from "../../../../app-context.ts";
import { rowsOf, type TDb, type TTx } from "../../../../db/database.ts";
import { AppError } from "../../../../http/app-error.ts";
import { invalidField } from "../../../../http/invalid-field.ts";
import { pickText } from "../../../merchants/index.ts";
import { plainText, recordOperatorAction, type TConsoleCall } from "../../../operators/index.ts";
import { slotModelOf, spinGameNames } from "../awards-repo.ts";
import type { TCampaign } from "../campaign-rules.ts";
import {
  findCampaign,
  insertCampaign,
  listCampaigns,
  setCampaignState,
  updateCampaign,
} from "../campaigns-repo.ts";
import { checkTerms } from "../wagering.ts";

type TInput = z.output<typeof ZCampaignInput> & { id?: number };

/** Triggers that come with a deposit: only these may pay a percentage or wager on the deposit. */
const DEPOSIT_TRIGGERS = new Set(["first_deposit", "deposit", "referral_deposit"]);

/** The state changes an operator may make. */
const NEXT_STATES: Record<TCampaignState, readonly TCampaignState[]> = {
  draft: ["active", "ended"],
  active: ["paused", "ended"],
  paused: ["active", "ended"],
  ended: [],
};

/** Conversions and turnover generated per campaign, for the list (one grouped read). */
async function campaignResults(
  tx: Pick<TTx, "execute">,
  ids: readonly number[],
): Promise<Map<number, { converted: number; turnover: number }>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ campaign_id: number; converted: string | number; turnover: string | number }>(
    await tx.execute(sql`
      select campaign_id, coalesce(sum(bonus) filter (where state = 'converted'), 0) as converted,
        coalesce(sum(counted), 0) as turnover
      from bonus_grants where campaign_id = any(${`{${ids.join(",")}}`}::int[]) group by campaign_id`),
  );
  return new Map(
    rows.map((row) => [
      row.campaign_id,
      { converted: Number(row.converted), turnover: Number(row.turnover) },
    ]),
  );
}

/** The names (EN) of the free-spins games of these campaigns, by campaign id. */
async function spinGames(db: TDb | TTx, campaigns: readonly TCampaign[]): Promise<Map<number, string>> {
  const names = await spinGameNames(db, campaigns);
  const byCampaign = new Map<number, string>();
  for (const { id, reward } of campaigns) {
    const name = reward.kind === "free_spins" ? names.get(reward.gameId) : undefined;
    if (name) byCampaign.set(id, pickText(name, "EN", "EN"));
  }
  return byCampaign;
}

function present(
  campaign: TCampaign,
  results?: { converted: number; turnover: number },
  gameName?: string,
): TCampaignView {
  return {
    id: campaign.id,
    name: campaign.name,
    description: campaign.description,
    trigger: campaign.trigger,
    state: campaign.state,
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt?.toISOString() ?? null,
    conditions: campaign.conditions,
    reward: campaign.reward,
    wagering: campaign.wagering,
    budget: campaign.budget,
    grants: campaign.grants,
    granted: campaign.granted,
    converted: results?.converted ?? 0,
    turnover: results?.turnover ?? 0,
    createdAt: campaign.createdAt.toISOString(),
    gameName: gameName ?? null,
  };
}

/** The campaign's definition holds together: the checks the contract's shapes cannot make alone. */
function assertCoherent(input: TInput): void {
  if (input.endsAt !== null && new Date(input.endsAt).getTime() <= new Date(input.startsAt).getTime())
    throw invalidField("endsAt", "err_bonus_window");
  const withDeposit = DEPOSIT_TRIGGERS.has(input.trigger);
  if (!withDeposit && input.reward.kind === "percent")
    throw invalidField("reward.kind", "err_bonus_percent_needs_deposit");
  if (!withDeposit && input.wagering.basis !== "bonus")
    throw invalidField("wagering.basis", "err_bonus_basis_needs_deposit");
  if (input.reward.kind === "free_spins" && input.wagering.basis !== "bonus")
    throw invalidField("wagering.basis", "err_bonus_basis_needs_deposit");
  if (input.trigger !== "mission" && input.conditions.missionIds.length > 0)
    throw invalidField("conditions.missionIds", "err_bonus_missions_need_trigger");
  // Points pay no bonus money and carry no wagering to check.
  if (input.reward.kind === "points") return;
  const { reward } = input;
  const sample =
    reward.kind === "fixed"
      ? reward.amount
      : reward.kind === "percent"
        ? reward.cap
        : reward.lines * reward.betPerLine;
  const problem = checkTerms({
    bonus: sample,
    deposit: Math.max(input.reward.minDeposit, 1),
    multiple: input.wagering.multiple,
    basis: input.wagering.basis,
    contributions: input.wagering.contributions as Record<string, number>,
    maxBet: input.wagering.maxBet,
    expiresAt: 0,
  });
  if (problem) throw invalidField(`wagering.${problem.field}`, `err_${problem.code}`);
}

/**
 * Free spins play on one of Orchid's own enabled slot games (one with a maths model), at a bet
 * that game's model allows.
 */
async function assertSlotBet(
  db: TDb,
  reward: Extract<TInput["reward"], { kind: "free_spins" }>,
): Promise<void> {
  const model = await slotModelOf(db, reward.gameId);
  if (!model) throw invalidField("reward.gameId", "err_bonus_spins_game");
  try {
    checkBet(model, { lines: reward.lines, betPerLine: reward.betPerLine });
  } catch {
    throw invalidField("reward.betPerLine", "err_bonus_spins_bet");
  }
}

/** `GET /bo/bonus/campaigns`: the merchant's campaigns with their results. */
export async function listConsoleCampaigns(
  ctx: Pick<TAppContext, "database">,
  call: Pick<TConsoleCall, "merchant">,
  query: z.output<typeof ZCampaignListQuery>,
): Promise<{ rows: TCampaignView[]; total: number }> {
  const db = ctx.database.db;
  const page = await listCampaigns(db, call.merchant.id, {
    state: query.state,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const results = await campaignResults(
    db,
    page.rows.map((campaign) => campaign.id),
  );
  const games = await spinGames(db, page.rows);
  return {
    rows: page.rows.map((campaign) => present(campaign, results.get(campaign.id), games.get(campaign.id))),
    total: page.total,
  };
}

/**
 * `PUT /bo/bonus/campaigns`: a new campaign is a draft; a campaign that has granted keeps its
 * trigger, reward and wagering (its grants were made on them) and may change only its texts,
 * window, conditions and budget. Audited with before and after.
 */
export async function saveCampaign(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TInput,
): Promise<TCampaignView> {
  assertCoherent(input);
  if (input.reward.kind === "free_spins") await assertSlotBet(ctx.database.db, input.reward);
  const fields = {
    ...input,
    name: plainText(input.name, "name"),
    description: plainText(input.description, "description"),
    budget: input.budget ?? null,
  };
  return ctx.database.db.transaction(async (tx) => {
    const before =
      input.id === undefined ? undefined : await findCampaign(tx, call.merchant.id, input.id, true);
    if (input.id !== undefined && !before) throw new AppError("NOT_FOUND");
    if (before?.state === "ended") throw new AppError("CAMPAIGN_STATE", { state: "ended" });
    if (
      before &&
      before.grants > 0 &&
      (before.trigger !== input.trigger ||
        JSON.stringify(before.reward) !== JSON.stringify(input.reward) ||
        JSON.stringify(before.wagering) !== JSON.stringify(input.wagering))
    )
      throw new AppError("CAMPAIGN_STATE", { reason: "granted" });
    const after = before
      ? await updateCampaign(tx, before.id, fields)
      : await insertCampaign(tx, call.merchant.id, fields, call.found.operator.id);
    await recordOperatorAction(
      tx,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action: "bonus.campaign.save",
        outcome: "ok",
        targetType: "bonus_campaign",
        targetId: after.id,
        before: before ? present(before) : null,
        after: present(after),
      },
      call.client,
    );
    return present(after, undefined, (await spinGames(tx, [after])).get(after.id));
  });
}

/** `POST /bo/bonus/campaigns/state`: starts, pauses or ends a campaign (CAMPAIGN_STATE otherwise). */
export async function changeCampaignState(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: z.output<typeof ZCampaignStateRequest>,
): Promise<TCampaignView> {
  return ctx.database.db.transaction(async (tx) => {
    const before = await findCampaign(tx, call.merchant.id, input.id, true);
    if (!before) throw new AppError("NOT_FOUND");
    if (!NEXT_STATES[before.state].includes(input.state))
      throw new AppError("CAMPAIGN_STATE", { from: before.state, to: input.state });
    const after = await setCampaignState(tx, before.id, input.state);
    await recordOperatorAction(
      tx,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action: "bonus.campaign.state",
        outcome: "ok",
        targetType: "bonus_campaign",
        targetId: after.id,
        before: { state: before.state },
        after: { state: after.state },
      },
      call.client,
    );
    const results = await campaignResults(tx, [after.id]);
    return present(after, results.get(after.id), (await spinGames(tx, [after])).get(after.id));
  });
}

type TResultRow = {
  day: string;
  grants: string | number;
  granted: string | number;
  converted: string | number;
  forfeited: string | number;
  expired: string | number;
};

/**
 * `GET /bo/bonus/campaigns/results`: the campaign's grants by the merchant's day they were made,
 * and its conversions, forfeits and expiries by the day they closed; the cost is the bonus money
 * that became cash, what is locked the active grants' bonus.
 */
export async function campaignResultsOf(
  ctx: Pick<TAppContext, "database">,
  call: Pick<TConsoleCall, "merchant">,
  query: z.output<typeof ZCampaignResultsQuery>,
): Promise<TCampaignResults> {
  const db = ctx.database.db;
  const campaign = await findCampaign(db, call.merchant.id, query.id);
  if (!campaign) throw new AppError("NOT_FOUND");
  const zone = call.merchant.timeZone;
  const rows = rowsOf<TResultRow>(
    await db.execute(sql`
      with moves as (
        select to_char(granted_at at time zone ${zone}, 'YYYY-MM-DD') as day, 1 as grants, bonus as granted,
          0::bigint as converted, 0::bigint as forfeited, 0::bigint as expired
        from bonus_grants where campaign_id = ${campaign.id}
        union all
        select to_char(closed_at at time zone ${zone}, 'YYYY-MM-DD'), 0, 0,
          case when state = 'converted' then bonus else 0 end,
          case when state = 'forfeited' then bonus else 0 end,
          case when state = 'expired' then bonus else 0 end
        from bonus_grants where campaign_id = ${campaign.id} and closed_at is not null)
      select day, sum(grants) as grants, sum(granted) as granted, sum(converted) as converted,
        sum(forfeited) as forfeited, sum(expired) as expired
      from moves group by day order by day`),
  );
  const days = rows.map((row) => ({
    day: row.day,
    grants: Number(row.grants),
    granted: Number(row.granted),
    converted: Number(row.converted),
    forfeited: Number(row.forfeited),
    expired: Number(row.expired),
  }));
  const results = await campaignResults(db, [campaign.id]);
  const closed = days.reduce((sum, day) => sum + day.converted + day.forfeited + day.expired, 0);
  const cost = days.reduce((sum, day) => sum + day.converted, 0);
  return {
    campaign: present(campaign, results.get(campaign.id), (await spinGames(db, [campaign])).get(campaign.id)),
    days,
    cost,
    locked: campaign.granted - closed,
  };
}
