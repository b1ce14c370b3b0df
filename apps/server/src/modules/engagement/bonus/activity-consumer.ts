import type { TAppContext } from "../../../app-context.ts";
import type { TTx } from "../../../db/database.ts";
import { findMemberById } from "../../accounts/index.ts";
import { type TActivityEvent, takeActivity } from "../../activity/index.ts";
import { insertMessage } from "../../inbox/index.ts";
import { applyMissions, type TMissionDone } from "../missions/mission-progress.ts";
import { expireRewards } from "../missions/rewards-repo.ts";
import { earnPoints } from "../points/points-earning.ts";
import { applyReferrals } from "../referral/referral-progress.ts";
import type { TCampaign } from "./campaign-rules.ts";
import { activeCampaigns, findCampaign } from "./campaigns-repo.ts";
import { decideChoice, lockOpenChoice } from "./deposit-choices-repo.ts";
import { expireDueAwards } from "./free-spins-service.ts";
import { postMoves } from "./grant-moves.ts";
import { announceOutcome, grantBonus, type TPayoutIdentities } from "./grant-service.ts";
import { lockActiveGrants, lockDueGrants, saveGrants, type TGrant, termsOfGrant } from "./grants-repo.ts";
import { applyBet, expireIfDue, type TGrantMove } from "./wagering.ts";

type TCtx = Pick<TAppContext, "database" | "ledger" | "now" | "walletEvents">;

/** What one run did. */
export type TBonusRun = { events: number; granted: number; converted: number; expired: number };

export type TMove = { grant: TGrant; move: TGrantMove };

type TPlay = Extract<TActivityEvent, { kind: "play" }>;
type TDeposit = Extract<TActivityEvent, { kind: "deposit" }>;
type TRegister = Extract<TActivityEvent, { kind: "register" }>;

const MOVE_MESSAGE = {
  convert: "bonus_converted",
  forfeit: "bonus_forfeited",
  expire: "bonus_expired",
} as const;

/** Events taken per transaction; a run takes batches until the table is empty or the limit. */
const BATCH = 2_000;
const MAX_BATCHES = 50;

/** Closes grants: their new state, their ledger lines, and a message to each member. */
export async function closeGrants(
  ctx: Pick<TAppContext, "ledger">,
  tx: TTx,
  moves: readonly TMove[],
  at: Date,
) {
  await postMoves(ctx, tx, moves);
  for (const { grant, move } of moves)
    await insertMessage(tx, {
      merchantId: grant.merchantId,
      memberId: grant.memberId,
      kind: MOVE_MESSAGE[move.kind],
      amountMinor: move.amount,
      orderNo: null,
      at,
    });
}

/**
 * Settled play counts towards the member's oldest active grant (decisions/0022): each valid stake
 * at its game type's contribution; a grant whose turnover is reached converts, one whose expiry
 * has passed expires (the next grant takes the following bets). Answers the changed grants and
 * their closing moves.
 */
async function applyPlays(tx: TTx, plays: readonly TPlay[]): Promise<{ changed: TGrant[]; moves: TMove[] }> {
  const counted = plays.filter((play) => play.validStake > 0);
  if (counted.length === 0) return { changed: [], moves: [] };
  const grants = await lockActiveGrants(tx, [...new Set(counted.map((play) => play.memberId))]);
  if (grants.length === 0) return { changed: [], moves: [] };
  const byMember = new Map<number, TGrant[]>();
  for (const grant of grants) byMember.set(grant.memberId, [...(byMember.get(grant.memberId) ?? []), grant]);
  const changed = new Map<number, TGrant>();
  const moves: TMove[] = [];
  for (const play of counted) {
    const grant = byMember.get(play.memberId)?.find((candidate) => candidate.state === "active");
    if (!grant) continue;
    const step = applyBet(
      termsOfGrant(grant),
      { state: grant.state, counted: grant.counted },
      { gameType: play.gameType, validStake: play.validStake },
      play.at.getTime(),
    );
    grant.counted = step.progress.counted;
    grant.state = step.progress.state;
    changed.set(grant.id, grant);
    if (step.move) moves.push({ grant, move: step.move });
  }
  return { changed: [...changed.values()], moves };
}

/**
 * A credited deposit with a bonus the member chose before paying: grants it now (a deposit bonus
 * once per deposit, a first-deposit bonus only for the member's first), or tells the member why
 * not. Answers whether it granted.
 */
async function grantChosen(
  ctx: TCtx,
  tx: TTx,
  deposit: TDeposit,
  payoutIdentities: TPayoutIdentities,
): Promise<boolean> {
  const depositId = Number(deposit.ref);
  const choice = await lockOpenChoice(tx, depositId);
  if (!choice) return false;
  const campaign = await findCampaign(tx, deposit.merchantId, choice.campaignId, true);
  const member = await findMemberById(tx, deposit.merchantId, deposit.memberId);
  let outcome = !campaign || !member ? "not_running" : undefined;
  if (campaign && member && !outcome) {
    if (campaign.trigger === "first_deposit" && !deposit.first) outcome = "once_per_member";
    else if (campaign.trigger !== "first_deposit" && campaign.trigger !== "deposit") outcome = "not_running";
    else {
      const key =
        campaign.trigger === "first_deposit" ? `first:${campaign.id}:${member.id}` : `deposit:${depositId}`;
      const result = await grantBonus(
        ctx,
        tx,
        { campaign, member, deposit: deposit.amount, key, at: ctx.now() },
        payoutIdentities,
      );
      if (result.kind === "granted" || result.kind === "awarded") {
        await decideChoice(tx, depositId, "granted", result.kind === "granted" ? result.grant.id : null);
        await announceOutcome(tx, result, ctx.now());
        return true;
      }
      outcome = result.kind === "exists" ? "once_per_member" : result.reason;
    }
  }
  await decideChoice(tx, depositId, outcome ?? "not_running", null);
  await insertMessage(tx, {
    merchantId: deposit.merchantId,
    memberId: deposit.memberId,
    kind: "bonus_refused",
    amountMinor: 0,
    orderNo: null,
    at: ctx.now(),
  });
  return false;
}

/** A new member gets every registration campaign they qualify for. Answers how many it granted. */
async function grantRegistration(
  ctx: TCtx,
  tx: TTx,
  registration: TRegister,
  payoutIdentities: TPayoutIdentities,
): Promise<number> {
  const campaigns = await activeCampaigns(tx, registration.merchantId, ["registration"]);
  if (campaigns.length === 0) return 0;
  const member = await findMemberById(tx, registration.merchantId, registration.memberId);
  if (!member) return 0;
  let granted = 0;
  for (const listed of campaigns) {
    const campaign = await findCampaign(tx, registration.merchantId, listed.id, true);
    if (!campaign) continue;
    const result = await grantBonus(
      ctx,
      tx,
      { campaign, member, deposit: 0, key: `register:${campaign.id}:${member.id}`, at: ctx.now() },
      payoutIdentities,
    );
    if (result.kind !== "granted" && result.kind !== "awarded") continue;
    granted += 1;
    await announceOutcome(tx, result, ctx.now());
  }
  return granted;
}

/**
 * Members who completed missions get every running "mission done" campaign that names the mission
 * (or names none), once per mission period unless the campaign is once per member. Answers how
 * many it granted.
 */
async function grantMissions(
  ctx: TCtx,
  tx: TTx,
  done: readonly TMissionDone[],
  payoutIdentities: TPayoutIdentities,
): Promise<number> {
  let granted = 0;
  const byMerchant = new Map<number, TCampaign[]>();
  for (const completion of done) {
    const listed =
      byMerchant.get(completion.merchantId) ??
      (await activeCampaigns(tx, completion.merchantId, ["mission"]));
    byMerchant.set(completion.merchantId, listed);
    const matching = listed.filter(
      (campaign) =>
        campaign.conditions.missionIds.length === 0 ||
        campaign.conditions.missionIds.includes(completion.missionId),
    );
    if (matching.length === 0) continue;
    const member = await findMemberById(tx, completion.merchantId, completion.memberId);
    if (!member) continue;
    for (const { id } of matching) {
      const campaign = await findCampaign(tx, completion.merchantId, id, true);
      if (!campaign) continue;
      const key = `mission:${campaign.id}:${completion.missionId}:${member.id}:${completion.period}`;
      const result = await grantBonus(
        ctx,
        tx,
        { campaign, member, deposit: 0, key, at: ctx.now() },
        payoutIdentities,
      );
      if (result.kind !== "granted" && result.kind !== "awarded") continue;
      granted += 1;
      await announceOutcome(tx, result, ctx.now());
    }
  }
  return granted;
}

/** One batch in one transaction: taken, applied and deleted together. */
async function runBatch(
  ctx: TCtx,
  payoutIdentities: TPayoutIdentities,
  touched: Set<number>,
): Promise<{ events: number; granted: number; converted: number; expired: number }> {
  return ctx.database.db.transaction(async (tx) => {
    const events = await takeActivity(tx, BATCH);
    const plays = events.filter((event): event is TPlay => event.kind === "play");
    const { changed, moves } = await applyPlays(tx, plays);
    const at = ctx.now();
    await saveGrants(tx, changed, at);
    await closeGrants(ctx, tx, moves, at);
    for (const memberId of await earnPoints(ctx, tx, events)) touched.add(memberId);
    const missions = await applyMissions(tx, events, at);
    for (const { memberId } of missions) touched.add(memberId);
    for (const memberId of await applyReferrals(ctx, tx, events, payoutIdentities, at)) touched.add(memberId);
    let granted = 0;
    for (const event of events) {
      if (event.kind === "deposit" && (await grantChosen(ctx, tx, event, payoutIdentities))) granted += 1;
      if (event.kind === "register") granted += await grantRegistration(ctx, tx, event, payoutIdentities);
      if (event.kind === "deposit" || event.kind === "register") touched.add(event.memberId);
    }
    granted += await grantMissions(ctx, tx, missions, payoutIdentities);
    for (const grant of changed) touched.add(grant.memberId);
    return {
      events: events.length,
      granted,
      converted: moves.filter(({ move }) => move.kind === "convert").length,
      expired: moves.filter(({ move }) => move.kind === "expire").length,
    };
  });
}

/** Expires the active grants whose time has come, a batch at a time. */
async function expireDue(ctx: TCtx, touched: Set<number>): Promise<number> {
  let expired = 0;
  for (;;) {
    const count = await ctx.database.db.transaction(async (tx) => {
      const at = ctx.now();
      const due = await lockDueGrants(tx, at, 500);
      const moves: TMove[] = [];
      for (const grant of due) {
        const step = expireIfDue(
          termsOfGrant(grant),
          { state: grant.state, counted: grant.counted },
          at.getTime(),
        );
        if (!step.move) continue;
        grant.state = step.progress.state;
        moves.push({ grant, move: step.move });
        touched.add(grant.memberId);
      }
      await saveGrants(
        tx,
        moves.map(({ grant }) => grant),
        at,
      );
      await closeGrants(ctx, tx, moves, at);
      return due.length;
    });
    expired += count;
    if (count < 500) return expired;
  }
}

/**
 * The bonus engine's scheduled run: applies the members' activity (settled play to wagering and
 * points, credited deposits to the bonuses chosen and points, registrations to welcome campaigns), expires due
 * grants, then tells the members' sockets. Safe on several instances at once: each event and
 * each due grant is taken by one transaction only.
 */
export async function runBonusEngine(ctx: TCtx, payoutIdentities: TPayoutIdentities): Promise<TBonusRun> {
  const touched = new Set<number>();
  const run: TBonusRun = { events: 0, granted: 0, converted: 0, expired: 0 };
  try {
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const done = await runBatch(ctx, payoutIdentities, touched);
      run.events += done.events;
      run.granted += done.granted;
      run.converted += done.converted;
      run.expired += done.expired;
      if (done.events < BATCH) break;
    }
    run.expired += await expireDue(ctx, touched);
    for (const memberId of await expireDueAwards(ctx, ctx.database.db, ctx.now)) touched.add(memberId);
    for (const memberId of await expireRewards(ctx.database.db, ctx.now())) touched.add(memberId);
  } finally {
    if (touched.size > 0) {
      ctx.walletEvents.publish("balance", touched);
      ctx.walletEvents.publish("bonus", touched);
      ctx.walletEvents.publish("unread", touched);
    }
  }
  return run;
}
