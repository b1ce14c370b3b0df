import { enabledToggles } from "@orchid/contract/settings-toggles";
import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import { authEvents } from "../../db/schema/accounts.ts";
import type { TMerchant } from "../system/merchant-repo.ts";

/** Risk rules of a login: when a captcha is asked for, and when an account stops taking guesses. */
export const LOGIN_RISK = {
  captchaAfterFailures: 3,
  captchaWindowMs: 15 * 60_000,
  maxFailuresPerHour: 100,
} as const;

export type TLoginRisk = {
  /** The next login for this account or from this IP must carry a captcha. */
  needsCaptcha: boolean;
  /** 100 failed logins for the account in the last hour: only its known IPs may still try. */
  isUnderAttack: boolean;
};

/** Counts the recent failures of an account and an IP in one query over the audit log. */
export async function loginRiskOf(
  ctx: TAppContext,
  merchant: TMerchant,
  subject: string,
  ip: string,
): Promise<TLoginRisk> {
  const now = ctx.now().getTime();
  const hourAgo = new Date(now - 3_600_000);
  const captchaSince = new Date(now - LOGIN_RISK.captchaWindowMs);
  const who = subject.toLowerCase();
  const [row] = await ctx.database.db
    .select({
      subjectRecent:
        sql<number>`count(*) filter (where ${authEvents.subject} = ${who} and ${authEvents.createdAt} > ${captchaSince})`.mapWith(
          Number,
        ),
      subjectHour: sql<number>`count(*) filter (where ${authEvents.subject} = ${who})`.mapWith(Number),
      ipRecent:
        sql<number>`count(*) filter (where ${authEvents.ip} = ${ip} and ${authEvents.createdAt} > ${captchaSince})`.mapWith(
          Number,
        ),
    })
    .from(authEvents)
    .where(
      and(
        eq(authEvents.merchantId, merchant.id),
        inArray(authEvents.event, ["login_failed", "second_factor_failed"]),
        gt(authEvents.createdAt, hourAgo),
        or(eq(authEvents.subject, who), eq(authEvents.ip, ip)),
      ),
    );
  const recent = Math.max(row?.subjectRecent ?? 0, row?.ipRecent ?? 0);
  return {
    needsCaptcha:
      enabledToggles(merchant.settingsTree).has("CAPTCHAALWAYS") || recent >= LOGIN_RISK.captchaAfterFailures,
    isUnderAttack: (row?.subjectHour ?? 0) >= LOGIN_RISK.maxFailuresPerHour,
  };
}
