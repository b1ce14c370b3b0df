import type { TReferralSummary, ZInviteeQuery } from "@orchid/contract/referral";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { pageOf } from "../../../http/paging.ts";
import type { TMember } from "../../accounts/index.ts";
import { siteOrigin } from "../../member/index.ts";
import { listMerchantDomains, type TMerchant } from "../../merchants/index.ts";
import { maskName } from "../missions/mission-periods.ts";
import { inviteesOf, referralEarnings, referralSettingsOf } from "./referral-repo.ts";

/** `GET /wps/referral`: the member's code and link, counts, earnings and the rules. */
export async function referralSummary(
  ctx: Pick<TAppContext, "database" | "config">,
  merchant: TMerchant,
  member: TMember,
  request: { protocol: string; host: string | null },
): Promise<TReferralSummary> {
  const db = ctx.database.db;
  const origin = siteOrigin(
    ctx.config,
    request.protocol,
    request.host,
    await listMerchantDomains(db, merchant.id),
  );
  const rules = (await referralSettingsOf(db, [merchant.id])).get(merchant.id);
  const page = await inviteesOf(db, member.id, 1, 0);
  return {
    code: member.referralCode,
    link: `${origin}/register?ref=${encodeURIComponent(member.referralCode)}`,
    invitees: page.total,
    qualified: page.qualified,
    earned: await referralEarnings(db, member.id),
    rules: {
      enabled: rules?.enabled ?? false,
      minDeposit: rules?.minDeposit ?? 0,
      minValidBet: rules?.minValidBet ?? 0,
      reward: rules?.reward ?? 0,
      rewardUnit: rules?.rewardUnit ?? "minor",
    },
  };
}

/** `GET /wps/referral/invitees`. */
export async function referralInvitees(
  ctx: Pick<TAppContext, "database">,
  member: TMember,
  query: z.output<typeof ZInviteeQuery>,
) {
  const page = await inviteesOf(
    ctx.database.db,
    member.id,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return pageOf(
    page.rows.map((row) => ({
      player: maskName(row.username),
      registeredAt: row.registeredAt.toISOString(),
      deposited: row.deposited,
      validBet: row.validBet,
      state: row.state,
    })),
    page.total,
    query.page,
    query.pageSize,
  );
}
