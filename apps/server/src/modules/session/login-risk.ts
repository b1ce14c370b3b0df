import { enabledToggles } from "@orchid/contract/settings-toggles";
import type { TAppContext } from "../../app-context.ts";
import type { TMerchant } from "../system/merchant-repo.ts";
import { countLoginFailures } from "./auth-events.ts";

/** Risk rules of a login: when a captcha is asked for, and when an account stops taking guesses. */
export const LOGIN_RISK = {
  captchaAfterFailures: 3,
  captchaWindowMs: 15 * 60_000,
  maxFailuresPerHour: 100,
} as const;

/** Whether the next login for `subject` from `ip` must carry a captcha. */
export async function needsCaptcha(
  ctx: TAppContext,
  merchant: TMerchant,
  subject: string,
  ip: string,
): Promise<boolean> {
  if (enabledToggles(merchant.settingsTree).has("CAPTCHAALWAYS")) return true;
  const since = new Date(ctx.now().getTime() - LOGIN_RISK.captchaWindowMs);
  const db = ctx.database.db;
  const [bySubject, byIp] = await Promise.all([
    countLoginFailures(db, merchant.id, { subject }, since),
    countLoginFailures(db, merchant.id, { ip }, since),
  ]);
  return Math.max(bySubject, byIp) >= LOGIN_RISK.captchaAfterFailures;
}

/** Whether the account had 100 failed logins in the last hour (then only its known IPs may try). */
export async function isUnderAttack(
  ctx: TAppContext,
  merchant: TMerchant,
  subject: string,
): Promise<boolean> {
  const since = new Date(ctx.now().getTime() - 3_600_000);
  const failures = await countLoginFailures(ctx.database.db, merchant.id, { subject }, since);
  return failures >= LOGIN_RISK.maxFailuresPerHour;
}
