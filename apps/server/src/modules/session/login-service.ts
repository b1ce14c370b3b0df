import type { TErrorCode } from "@orchid/contract/error-codes";
import { TRIAL_TYPE } from "@orchid/contract/member";
import type { TLoginValue } from "@orchid/contract/session";
import { enabledToggles } from "@orchid/contract/settings-toggles";
import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { findMemberByMobile, findMemberByUsername, type TMember } from "../accounts/index.ts";
import type { TMerchant } from "../merchants/index.ts";
import { systemStatusFor } from "../merchants/index.ts";
import { withAttemptLock } from "./attempt-lock.ts";
import { recordAuthEvent } from "./auth-events.ts";
import { consumeCaptcha } from "./captcha-service.ts";
import { flagDefaultWeakPassword } from "./default-weak-password.ts";
import { loginAttemptKey, loginRiskOf } from "./login-risk.ts";
import { mustChangePassword } from "./password-policy.ts";
import { toE164 } from "./phone-number.ts";
import { proofOfWorkProblem } from "./proof-of-work.ts";
import { openChallengeIfNewIp } from "./second-factor.ts";
import { knownIpState, startSession, type TClientInfo } from "./session-service.ts";
import { consumeCode } from "./verification-codes.ts";

export type TLoginInput = {
  username: string;
  password: string;
  type: "username" | "sms";
  captcha?: string;
  captchaId?: string;
  /** The proof of work (ALTCHA payload), required with the captcha. */
  altcha?: string;
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
 * A login by password or by SMS code (spec §3, §4). Risk rules come first (login-risk.ts): after
 * 3 failures of the account from this IP within 15 minutes (10 from any IP, 30 from this IP over
 * any accounts, or when the merchant always wants one) a captcha and a proof of work must be
 * answered; after 100 failures in an hour only the member's known IPs may still try, so an
 * attacker cannot lock the real member out. Each attempt is claimed under the account's lock before the password is
 * checked, so parallel guesses are counted one by one. A failure tells whether the next try needs
 * a captcha.
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

  const found =
    input.type === "sms"
      ? await findMemberByMobile(db, merchant.id, subject)
      : await findMemberByUsername(db, merchant.id, subject);
  const refusal = await withAttemptLock(db, loginAttemptKey(merchant.id, subject), async (tx) => {
    const risk = await loginRiskOf(tx, merchant, subject, client.ip, ctx.now());
    if (risk.needsCaptcha) {
      if (!input.captcha || !input.captchaId)
        return { code: "VERIFICATION_REQUIRED", captcha: true } as const;
      if (!(await consumeCaptcha(ctx, merchant.id, input.captchaId, input.captcha, tx))) {
        return { code: "CAPTCHA_INVALID", captcha: true } as const;
      }
      const powProblem = await proofOfWorkProblem(ctx, merchant.id, input.altcha, tx);
      if (powProblem) return { code: powProblem, captcha: true } as const;
    }
    if (found && risk.isUnderAttack && !(await knownIpState(tx, found.id, client.ip)).isKnown) {
      return { code: "LOGIN_BLOCKED" } as const;
    }
    const failure = await proveLogin(ctx, tx, merchant, found, input, subject);
    if (found && !failure) return null;
    await recordAuthEvent(tx, {
      merchantId: merchant.id,
      memberId: found?.id ?? null,
      subject,
      event: "login_failed",
      ip: client.ip,
      userAgent: client.userAgent,
      at: client.at,
      detail: { loginType: input.type },
    });
    const { needsCaptcha } = await loginRiskOf(tx, merchant, subject, client.ip, ctx.now());
    return { code: failure ?? "INVALID_CREDENTIALS", captcha: needsCaptcha };
  });
  if (refusal) {
    throw new AppError(refusal.code, "captcha" in refusal ? { captcha: refusal.captcha } : undefined);
  }
  if (!found) throw new AppError("INVALID_CREDENTIALS");
  let member = found;
  if (member.status !== "active") throw new AppError("ACCOUNT_LOCKED");

  if (input.type === "username")
    member = await flagDefaultWeakPassword(ctx, merchant, member, input.password);
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
  tx: TTx,
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
    await consumeCode(
      ctx,
      {
        merchantId: merchant.id,
        destination: subject,
        purpose: "noLogin",
        code: input.password,
      },
      tx,
    );
    return null;
  } catch (error) {
    if (error instanceof AppError && (error.code === "CODE_INVALID" || error.code === "CODE_EXPIRED"))
      return error.code;
    throw error;
  }
}
