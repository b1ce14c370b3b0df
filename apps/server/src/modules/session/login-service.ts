import type { TErrorCode } from "@orchid/contract/error-codes";
import { TRIAL_TYPE } from "@orchid/contract/member";
import type { TLoginValue } from "@orchid/contract/session";
import { enabledToggles } from "@orchid/contract/settings-toggles";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { findMemberByMobile, findMemberByUsername, type TMember } from "../member/member-repo.ts";
import type { TMerchant } from "../system/merchant-repo.ts";
import { systemStatusFor } from "../system/system-status.ts";
import { recordAuthEvent } from "./auth-events.ts";
import { consumeCaptcha } from "./captcha-service.ts";
import { loginRiskOf } from "./login-risk.ts";
import { mustChangePassword } from "./password-policy.ts";
import { toE164 } from "./phone-number.ts";
import { openChallengeIfNewIp } from "./second-factor.ts";
import { knownIpState, startSession, type TClientInfo } from "./session-service.ts";
import { consumeCode } from "./verification-codes.ts";

export type TLoginInput = {
  username: string;
  password: string;
  type: "username" | "sms";
  captcha?: string;
  captchaId?: string;
  countryDialingCode?: string;
};

/** Refuses account calls while the site is in maintenance or the visitor's region is blocked. */
export function assertSiteOpen(merchant: TMerchant, ip: string): void {
  const status = systemStatusFor(merchant, ip);
  if (status === 1) throw new AppError("SYSTEM_MAINTENANCE");
  if (status === 2) throw new AppError("REGION_RESTRICTED");
}

/** SMS login is offered when MOBILEVERCODELOGIN or MOBILEVERCODELOGIN3 is on (spec §6). */
export function isSmsLoginEnabled(merchant: TMerchant): boolean {
  const on = enabledToggles(merchant.settingsTree);
  return on.has("MOBILEVERCODELOGIN3") || on.has("MOBILEVERCODELOGIN");
}

/**
 * A login by password or by SMS code (spec §3, §4). Risk rules come first: after 3 failures for
 * the account or the IP within 15 minutes (or when the merchant always wants one) a captcha must
 * be answered; after 100 failures in an hour only the member's known IPs may still try, so an
 * attacker cannot lock the real member out. A failure tells whether the next try needs a captcha.
 */
export async function login(
  ctx: TAppContext,
  merchant: TMerchant,
  input: TLoginInput,
  client: TClientInfo,
): Promise<TLoginValue> {
  assertSiteOpen(merchant, client.ip);
  const db = ctx.database.db;
  let subject = input.username;
  if (input.type === "sms") {
    if (!isSmsLoginEnabled(merchant)) throw new AppError("OPERATION_NOT_ENABLED");
    const e164 = toE164(input.countryDialingCode ?? "", input.username);
    if (!e164) throw new AppError("PHONE_INVALID");
    subject = e164;
  }

  const risk = await loginRiskOf(ctx, merchant, subject, client.ip);
  if (risk.needsCaptcha) {
    if (!input.captcha || !input.captchaId) throw new AppError("VERIFICATION_REQUIRED", { captcha: true });
    if (!(await consumeCaptcha(ctx, merchant.id, input.captchaId, input.captcha))) {
      throw new AppError("CAPTCHA_INVALID", { captcha: true });
    }
  }

  const member =
    input.type === "sms"
      ? await findMemberByMobile(db, merchant.id, subject)
      : await findMemberByUsername(db, merchant.id, subject);
  if (member && risk.isUnderAttack && !(await knownIpState(db, member.id, client.ip)).isKnown) {
    throw new AppError("LOGIN_BLOCKED");
  }

  const failure = await proveLogin(ctx, merchant, member, input, subject);
  if (!member || failure) {
    await recordAuthEvent(db, {
      merchantId: merchant.id,
      memberId: member?.id ?? null,
      subject,
      event: "login_failed",
      ip: client.ip,
      userAgent: client.userAgent,
      at: client.at,
      detail: { loginType: input.type },
    });
    const { needsCaptcha } = await loginRiskOf(ctx, merchant, subject, client.ip);
    throw new AppError(failure ?? "INVALID_CREDENTIALS", { captcha: needsCaptcha });
  }
  if (member.status !== "active") throw new AppError("ACCOUNT_LOCKED");

  const forceChange = input.type === "username" && mustChangePassword(merchant, member, ctx.now());
  if (member.type !== TRIAL_TYPE) {
    await openChallengeIfNewIp(ctx, merchant, member, { loginType: input.type, client });
  }
  return db.transaction((tx) =>
    startSession(ctx, tx, { member, loginType: input.type, client, mustChangePassword: forceChange }),
  );
}

/** Null when the password or code is right, else the failure to answer. */
async function proveLogin(
  ctx: TAppContext,
  merchant: TMerchant,
  member: TMember | undefined,
  input: TLoginInput,
  subject: string,
): Promise<TErrorCode | null> {
  if (input.type === "username") {
    return (await ctx.passwords.verify(member?.passwordHash ?? null, input.password))
      ? null
      : "INVALID_CREDENTIALS";
  }
  if (!member) return "CODE_INVALID";
  try {
    await consumeCode(ctx, {
      merchantId: merchant.id,
      destination: subject,
      purpose: "noLogin",
      code: input.password,
    });
    return null;
  } catch (error) {
    if (error instanceof AppError && (error.code === "CODE_INVALID" || error.code === "CODE_EXPIRED"))
      return error.code;
    throw error;
  }
}
