import { randomBytes } from "node:crypto";
import { TRIAL_TYPE } from "@orchid/contract/member";
import type { TLoginValue } from "@orchid/contract/session";
import { enabledToggles } from "@orchid/contract/settings-toggles";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import { authEvents } from "../../db/schema/accounts.ts";
import { AppError } from "../../http/app-error.ts";
import { insertMember } from "../accounts/index.ts";
import type { TMerchant } from "../merchants/index.ts";
import { assertSiteOpen, recordMemberEvent, startSession, type TClientInfo } from "../session/index.ts";
import { postLedgerSteps } from "../wallet/index.ts";

/** Trial accounts one IP may open per hour. */
export const FREE_PLAY_PER_IP_HOUR = 5;

/**
 * `POST /wps/session/login/freeplay` (FREEPLAY3): a new trial account (type 4) with the
 * merchant's play credit, logged in at once. It has no password and is refused on real-account
 * actions with in_need_true_account.
 */
export async function startFreePlay(
  ctx: TAppContext,
  merchant: TMerchant,
  client: TClientInfo,
): Promise<TLoginValue> {
  assertSiteOpen(merchant, client.ip);
  if (!enabledToggles(merchant.settingsTree).has("FREEPLAY3")) throw new AppError("OPERATION_NOT_ENABLED");
  const db = ctx.database.db;
  const now = ctx.now();
  const suffix = randomBytes(5).toString("hex");
  return db.transaction(async (tx) => {
    // One free play per IP at a time, so concurrent requests cannot pass the hourly limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`free_play:${merchant.id}:${client.ip}`}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(authEvents)
      .where(
        and(
          eq(authEvents.merchantId, merchant.id),
          eq(authEvents.ip, client.ip),
          eq(authEvents.event, "free_play"),
          gt(authEvents.createdAt, new Date(now.getTime() - 3_600_000)),
        ),
      );
    if ((recent?.n ?? 0) >= FREE_PLAY_PER_IP_HOUR) throw new AppError("RATE_LIMITED");
    const member = await insertMember(
      tx,
      {
        merchantId: merchant.id,
        username: `trial_${suffix}`,
        passwordHash: null,
        nickname: `Trial ${suffix.slice(0, 4).toUpperCase()}`,
        type: TRIAL_TYPE,
        referralCode: `T${suffix.toUpperCase()}`,
        trialCreditMinor: BigInt(merchant.trialCreditMinor),
        registerMethod: "WEB",
        registerIp: client.ip,
        createdAt: now,
        updatedAt: now,
      },
      null,
    );
    await recordMemberEvent(tx, member, "free_play", client);
    if (merchant.trialCreditMinor > 0) {
      // The play credit is real ledger money on the trial account, from the merchant's trial account.
      await postLedgerSteps(tx, merchant.id, [
        {
          phase: "posted",
          debit: await ctx.ledger.system(tx, merchant.id, "trial", member.id),
          credit: await ctx.ledger.member(tx, merchant.id, member.id, "main"),
          amount: merchant.trialCreditMinor,
          code: "trial_credit",
          key: `trial:${member.id}`,
        },
      ]);
    }
    return startSession(ctx, tx, { member, loginType: "freeplay", client, mustChangePassword: false });
  });
}
