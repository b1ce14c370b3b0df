import type {
  TBonusAward,
  TBonusGrant,
  ZConsoleGrantQuery,
  ZGrantForfeitRequest,
  ZManualGrantRequest,
} from "@orchid/contract/bonus";
import type { z } from "zod";
import type { TAppContext } from "../../../../app-context.ts";
import { AppError } from "../../../../http/app-error.ts";
import { pageOf } from "../../../../http/paging.ts";
import { findMemberById, findMemberByUsername } from "../../../accounts/index.ts";
import {
  plainName,
  recordOperatorAction,
  requestApproval,
  type TApprovalKind,
  type TConsoleCall,
} from "../../../operators/index.ts";
import { cashFor } from "../../points/points-rules.ts";
import { pointsRulesFor } from "../../points/points-settings-repo.ts";
import { forfeitGrants } from "../bonus-guards.ts";
import { presentGrant } from "../bonus-presenter.ts";
import { bonusFor, isCash } from "../campaign-rules.ts";
import { campaignNames, findCampaign } from "../campaigns-repo.ts";
import { grantBonus, type TPayoutIdentities } from "../grant-service.ts";
import { lockGrant, merchantGrants } from "../grants-repo.ts";
import { grantedOrThrow, presentAwards } from "../member-bonus-service.ts";

type TConsoleGrant = TBonusGrant & { username: string };
export type TManualGrantValue = {
  grant: TConsoleGrant | null;
  award: TBonusAward | null;
  approvalId: number | null;
};

const CONSOLE_LANGUAGE = { language: "EN", fallback: "EN" };
export const BONUS_GRANT_KIND = "bonus.grant";
export const BONUS_FORFEIT_KIND = "bonus.forfeit";

type TGrantPayload = {
  campaignId: number;
  memberId: number;
  username: string;
  amount: number | null;
  key: string;
};
type TForfeitPayload = { grantId: number; memberId: number; username: string; bonus: number; reason: string };

/** `GET /bo/bonus/grants`: the merchant's grants by campaign, member or state. */
export async function listConsoleGrants(
  ctx: Pick<TAppContext, "database">,
  call: Pick<TConsoleCall, "merchant">,
  query: z.output<typeof ZConsoleGrantQuery>,
) {
  const db = ctx.database.db;
  const page = await merchantGrants(db, call.merchant.id, {
    campaignId: query.campaignId,
    username: query.username?.trim() || undefined,
    state: query.state,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const names = await campaignNames(
    db,
    page.rows.map((grant) => grant.campaignId),
  );
  return pageOf(
    page.rows.map((grant) => ({
      ...presentGrant(grant, names.get(grant.campaignId), CONSOLE_LANGUAGE),
      username: grant.username,
    })),
    page.total,
    query.page,
    query.pageSize,
  );
}

/** Grants a manual campaign's bonus in `tx` (the console at once, or an approval's execution). */
async function executeGrant(
  ctx: Pick<TAppContext, "ledger" | "now">,
  tx: Parameters<TApprovalKind["execute"]>[0],
  merchantId: number,
  payload: TGrantPayload,
  payoutIdentities: TPayoutIdentities,
): Promise<Omit<TManualGrantValue, "approvalId">> {
  const campaign = await findCampaign(tx, merchantId, payload.campaignId, true);
  const member = await findMemberById(tx, merchantId, payload.memberId);
  if (campaign?.trigger !== "manual" || !member) throw new AppError("NOT_FOUND");
  const outcome = await grantBonus(
    ctx,
    tx,
    {
      campaign,
      member,
      deposit: 0,
      key: payload.key,
      at: ctx.now(),
      ...(payload.amount === null ? {} : { amount: payload.amount }),
    },
    payoutIdentities,
  );
  const { grant, award } = grantedOrThrow(outcome);
  return {
    grant: grant
      ? { ...presentGrant(grant, campaign.name, CONSOLE_LANGUAGE), username: member.username }
      : null,
    award: award ? ((await presentAwards(tx, [award], CONSOLE_LANGUAGE))[0] ?? null) : null,
  };
}

/** Forfeits one active grant in `tx`; ORDER_STATE_CHANGED when it is no longer active. */
async function executeForfeit(
  ctx: Pick<TAppContext, "ledger" | "now">,
  tx: Parameters<TApprovalKind["execute"]>[0],
  merchantId: number,
  payload: TForfeitPayload,
  operatorId: number,
): Promise<void> {
  const grant = await lockGrant(tx, merchantId, payload.grantId);
  if (!grant) throw new AppError("NOT_FOUND");
  if (grant.state !== "active") throw new AppError("ORDER_STATE_CHANGED", { state: grant.state });
  await forfeitGrants(ctx, tx, [grant], { operatorId, reason: payload.reason });
}

/** The four-eyes kinds of bonuses: a manual grant or a forfeit at or above the merchant's threshold. */
export function bonusApprovals(payoutIdentities: TPayoutIdentities): TApprovalKind[] {
  return [
    {
      name: BONUS_GRANT_KIND,
      permission: "bonus.grant",
      async execute(tx, payload, { app, merchant, afterCommit }) {
        const p = payload as TGrantPayload;
        const paid = await executeGrant(app, tx, merchant.id, p, payoutIdentities);
        afterCommit(() => app.walletEvents.publish("bonus", [p.memberId]));
        return { grantId: paid.grant?.id ?? null, awardId: paid.award?.id ?? null };
      },
    },
    {
      name: BONUS_FORFEIT_KIND,
      permission: "bonus.grant",
      async execute(tx, payload, { app, merchant, approver, afterCommit }) {
        const p = payload as TForfeitPayload;
        await executeForfeit(app, tx, merchant.id, p, approver.id);
        afterCommit(() => app.walletEvents.publish("bonus", [p.memberId]));
        return { grantId: p.grantId };
      },
    },
  ];
}

/**
 * `POST /bo/bonus/grants`: a manual campaign's bonus to a member, once per idempotency key. At or
 * above the merchant's four-eyes amount it is filed for a second operator instead.
 */
export async function manualGrant(
  ctx: Pick<TAppContext, "database" | "ledger" | "now" | "walletEvents">,
  call: TConsoleCall,
  input: z.output<typeof ZManualGrantRequest>,
  payoutIdentities: TPayoutIdentities,
): Promise<TManualGrantValue> {
  const { merchant, found, client } = call;
  const db = ctx.database.db;
  const member = await findMemberByUsername(db, merchant.id, plainName(input.username, "username"));
  if (!member) throw new AppError("NOT_FOUND", { username: input.username });
  const campaign = await findCampaign(db, merchant.id, input.campaignId);
  if (campaign?.trigger !== "manual") throw new AppError("NOT_FOUND", { campaignId: input.campaignId });
  const amount = input.amount ?? null;
  // What the grant is worth in money, for the four-eyes threshold: bonus money, free spins' stakes,
  // or points at the exchange rate.
  const { reward } = campaign;
  const size =
    reward.kind === "points"
      ? cashFor(await pointsRulesFor(db, merchant.id), reward.points)
      : isCash(reward)
        ? (amount ?? (reward.kind === "fixed" ? reward.amount : reward.cap))
        : (bonusFor(reward, 0) ?? 0);
  const payload: TGrantPayload = {
    campaignId: campaign.id,
    memberId: member.id,
    username: member.username,
    amount,
    key: `manual:${campaign.id}:${input.idempotencyKey}`,
  };
  const value = await db.transaction(async (tx): Promise<TManualGrantValue> => {
    if (size >= merchant.withdrawFourEyesMinMinor) {
      const row = await requestApproval(
        tx,
        {
          merchantId: merchant.id,
          kind: BONUS_GRANT_KIND,
          payload,
          amountMinor: size,
          requestedBy: found.operator.id,
          note: `${member.username}: bonus ${campaign.id}`,
        },
        client,
      );
      return { grant: null, award: null, approvalId: row.id };
    }
    const paid = await executeGrant(ctx, tx, merchant.id, payload, payoutIdentities);
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "bonus.grant.manual",
        outcome: "ok",
        targetType: paid.grant ? "bonus_grant" : "bonus_award",
        targetId: paid.grant?.id ?? paid.award?.id,
        before: null,
        after: {
          campaignId: campaign.id,
          username: member.username,
          bonus: paid.grant?.bonus ?? null,
          points: paid.award?.points ?? null,
          spins: paid.award?.spins ?? null,
        },
      },
      client,
    );
    return { ...paid, approvalId: null };
  });
  if (value.grant || value.award) ctx.walletEvents.publish("bonus", [member.id]);
  return value;
}

/**
 * `POST /bo/bonus/grants/forfeit`: gives an active grant's bonus back to the merchant; at or above
 * the merchant's four-eyes amount it is filed for a second operator instead.
 */
export async function forfeitGrant(
  ctx: Pick<TAppContext, "database" | "ledger" | "now" | "walletEvents">,
  call: TConsoleCall,
  input: z.output<typeof ZGrantForfeitRequest>,
): Promise<{ approvalId: number | null }> {
  const { merchant, found, client } = call;
  const db = ctx.database.db;
  const value = await db.transaction(async (tx): Promise<{ approvalId: number | null; memberId: number }> => {
    const grant = await lockGrant(tx, merchant.id, input.id);
    if (!grant) throw new AppError("NOT_FOUND");
    if (grant.state !== "active") throw new AppError("ORDER_STATE_CHANGED", { state: grant.state });
    const member = await findMemberById(tx, merchant.id, grant.memberId);
    const payload: TForfeitPayload = {
      grantId: grant.id,
      memberId: grant.memberId,
      username: member?.username ?? "",
      bonus: grant.bonus,
      reason: plainName(input.reason, "reason"),
    };
    if (grant.bonus >= merchant.withdrawFourEyesMinMinor) {
      const row = await requestApproval(
        tx,
        {
          merchantId: merchant.id,
          kind: BONUS_FORFEIT_KIND,
          payload,
          amountMinor: -grant.bonus,
          requestedBy: found.operator.id,
          note: `${payload.username}: ${input.reason}`,
        },
        client,
      );
      return { approvalId: row.id, memberId: grant.memberId };
    }
    await executeForfeit(ctx, tx, merchant.id, payload, found.operator.id);
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "bonus.grant.forfeit",
        outcome: "ok",
        targetType: "bonus_grant",
        targetId: grant.id,
        before: { state: "active" },
        after: { state: "forfeited", reason: input.reason },
      },
      client,
    );
    return { approvalId: null, memberId: grant.memberId };
  });
  if (value.approvalId === null) ctx.walletEvents.publish("bonus", [value.memberId]);
  return { approvalId: value.approvalId };
}
