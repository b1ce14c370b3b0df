import type { TAppContext } from "../../../app-context.ts";
import type { TTx } from "../../../db/database.ts";
import { findMemberById, type TMember } from "../../accounts/index.ts";
import type { TActivityEvent } from "../../activity/index.ts";
import { insertMessage } from "../../inbox/index.ts";
import { activeCampaigns, findCampaign } from "../bonus/campaigns-repo.ts";
import { grantBonus, type TPayoutIdentities } from "../bonus/grant-service.ts";
import { offerReward } from "../missions/rewards-repo.ts";
import {
  addToReferrals,
  decideReferral,
  referralSettingsOf,
  startReferral,
  type TReferralRow,
} from "./referral-repo.ts";

const DAY_MS = 86_400_000;

/** Why an invitee earns the inviter nothing: one person behind both accounts. */
async function sharedIdentity(
  tx: TTx,
  inviter: TMember,
  invitee: TMember,
  payoutIdentities: TPayoutIdentities,
): Promise<string | null> {
  if (inviter.registerDevice && inviter.registerDevice === invitee.registerDevice) return "same_device";
  const inviterIps = new Set([inviter.registerIp, inviter.lastLoginIp].filter(Boolean));
  if ([invitee.registerIp, invitee.lastLoginIp].some((ip) => ip && inviterIps.has(ip))) return "same_address";
  const theirs = new Set(await payoutIdentities(tx, inviter.id));
  if ((await payoutIdentities(tx, invitee.id)).some((number) => theirs.has(number)))
    return "same_payout_account";
  return null;
}

/**
 * Invite friends in the engine's batch (decisions/0022): a registration with an inviter starts its
 * referral; deposits and valid bet add to it; once both reach the merchant's minimums the inviter's
 * reward goes to the reward centre (and running referral-deposit campaigns grant their bonus),
 * unless the two accounts share a device, an address or a payout account. Answers the inviters
 * rewarded.
 */
export async function applyReferrals(
  ctx: Pick<TAppContext, "ledger">,
  tx: TTx,
  events: readonly TActivityEvent[],
  payoutIdentities: TPayoutIdentities,
  now: Date,
): Promise<number[]> {
  for (const event of events) {
    if (event.kind !== "register") continue;
    const member = await findMemberById(tx, event.merchantId, event.memberId);
    if (member?.referredById)
      await startReferral(tx, {
        inviteeId: member.id,
        inviterId: member.referredById,
        merchantId: member.merchantId,
        at: event.at,
      });
  }
  const sums = new Map<number, { invitee_id: number; deposited: number; valid_bet: number }>();
  for (const event of events) {
    if (event.kind !== "play" && event.kind !== "deposit") continue;
    const sum = sums.get(event.memberId) ?? { invitee_id: event.memberId, deposited: 0, valid_bet: 0 };
    if (event.kind === "play") sum.valid_bet += Math.max(0, event.validStake);
    else sum.deposited += event.amount;
    sums.set(event.memberId, sum);
  }
  const rows = await addToReferrals(tx, [...sums.values()]);
  if (rows.length === 0) return [];
  const settings = await referralSettingsOf(tx, [...new Set(rows.map((row) => row.merchantId))]);
  const rewarded: number[] = [];
  for (const row of rows) {
    const rules = settings.get(row.merchantId);
    if (
      !rules?.enabled ||
      row.deposited <= 0 ||
      row.deposited < rules.minDeposit ||
      row.validBet < rules.minValidBet
    )
      continue;
    if (await settle(ctx, tx, row, rules, payoutIdentities, now)) rewarded.push(row.inviterId);
  }
  return rewarded;
}

async function settle(
  ctx: Pick<TAppContext, "ledger">,
  tx: TTx,
  row: TReferralRow,
  rules: { reward: number; rewardUnit: "minor" | "points"; claimDays: number },
  payoutIdentities: TPayoutIdentities,
  now: Date,
): Promise<boolean> {
  const inviter = await findMemberById(tx, row.merchantId, row.inviterId);
  const invitee = await findMemberById(tx, row.merchantId, row.inviteeId);
  if (!inviter || !invitee) return false;
  const shared = await sharedIdentity(tx, inviter, invitee, payoutIdentities);
  if (shared) {
    await decideReferral(tx, row.inviteeId, "refused", shared, now);
    return false;
  }
  await decideReferral(tx, row.inviteeId, "qualified", null, now);
  await offerReward(tx, {
    merchantId: row.merchantId,
    memberId: inviter.id,
    source: "referral",
    sourceKey: `referral:${row.inviteeId}`,
    title: { EN: invitee.username },
    amount: rules.reward,
    unit: rules.rewardUnit,
    expiresAt: new Date(now.getTime() + rules.claimDays * DAY_MS),
  });
  await insertMessage(tx, {
    merchantId: row.merchantId,
    memberId: inviter.id,
    kind: "reward_available",
    amountMinor: rules.rewardUnit === "minor" ? rules.reward : 0,
    orderNo: null,
    at: now,
  });
  // Running referral-deposit campaigns grant their bonus on the invitee's deposits.
  for (const listed of await activeCampaigns(tx, row.merchantId, ["referral_deposit"])) {
    const campaign = await findCampaign(tx, row.merchantId, listed.id, true);
    if (!campaign) continue;
    await grantBonus(
      ctx,
      tx,
      {
        campaign,
        member: inviter,
        deposit: row.deposited,
        key: `referral:${campaign.id}:${row.inviteeId}`,
        at: now,
      },
      payoutIdentities,
    );
  }
  return true;
}
