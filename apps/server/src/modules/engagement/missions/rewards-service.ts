import type { TReward, ZRewardClaim, ZRewardQuery } from "@orchid/contract/missions";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { pageOf } from "../../../http/paging.ts";
import type { TMember } from "../../accounts/index.ts";
import { pickText, type TMerchant } from "../../merchants/index.ts";
import { postLedgerSteps, runIdempotent } from "../../wallet/index.ts";
import { REWARD_SOURCE } from "../points/points-rules.ts";
import { findReward, memberRewards, type TRewardRow, takeReward } from "./rewards-repo.ts";

type TLanguage = { language: string; fallback: string };

function presentReward(row: TRewardRow, lang: TLanguage, now: Date): TReward {
  const isExpired = row.state === "available" && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    source: row.source,
    title: pickText(row.title, lang.language, lang.fallback),
    amount: row.amount,
    unit: row.unit,
    state: isExpired ? "expired" : row.state,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    claimedAt: row.claimedAt?.toISOString() ?? null,
  };
}

/** `GET /wps/rewards`: the member's reward centre. */
export async function rewardCentre(
  ctx: Pick<TAppContext, "database" | "now">,
  member: TMember,
  query: z.output<typeof ZRewardQuery>,
  lang: TLanguage,
) {
  const now = ctx.now();
  const page = await memberRewards(ctx.database.db, member.id, {
    state: query.state,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    now,
  });
  return {
    ...pageOf(
      page.rows.map((row) => presentReward(row, lang, now)),
      page.total,
      query.page,
      query.pageSize,
    ),
    available: page.available,
  };
}

/**
 * `POST /wps/rewards/claim`: the reward's conditional update (available → claimed) and its ledger
 * line (`reward-claim:<id>`: cash from the merchant's bonus account into the main wallet, or points
 * from its points account) in one transaction, so two clicks, tabs or devices claim once.
 */
export async function claimReward(
  ctx: Pick<TAppContext, "database" | "ledger" | "now" | "walletEvents">,
  merchant: TMerchant,
  member: TMember,
  input: z.output<typeof ZRewardClaim>,
  lang: TLanguage,
): Promise<TReward> {
  const db = ctx.database.db;
  const value = await runIdempotent(
    db,
    {
      merchantId: merchant.id,
      scope: `member:${member.id}`,
      key: input.idempotencyKey,
      request: { reward: input.id },
    },
    async (tx) => {
      const now = ctx.now();
      const reward = await takeReward(tx, member.id, input.id, now);
      if (!reward) {
        const found = await findReward(tx, member.id, input.id);
        if (!found) throw new AppError("NOT_FOUND");
        throw new AppError(found.state === "claimed" ? "REWARD_CLAIMED" : "REWARD_EXPIRED");
      }
      const isPoints = reward.unit === "points";
      await postLedgerSteps(tx, merchant.id, [
        {
          phase: "posted",
          debit: await ctx.ledger.system(tx, merchant.id, isPoints ? "points" : "bonus", member.id),
          credit: await ctx.ledger.member(tx, merchant.id, member.id, isPoints ? "points" : "main"),
          amount: reward.amount,
          code: isPoints ? "points_earn" : "bonus",
          key: `reward-claim:${reward.id}`,
          memo: isPoints ? REWARD_SOURCE : null,
          reference: `reward:${reward.id}`,
        },
      ]);
      return presentReward(reward, lang, now);
    },
  );
  ctx.walletEvents.publish("balance", [member.id]);
  return value;
}
