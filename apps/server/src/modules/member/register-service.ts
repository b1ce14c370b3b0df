import { randomBytes } from "node:crypto";
import {
  checkRegistration,
  normaliseRegisterInput,
  registerHasPassword,
  type TRegisterInput,
  type TRegisterKind,
} from "@orchid/contract/register-validation";
import type { TLoginValue } from "@orchid/contract/session";
import { enabledToggles } from "@orchid/contract/settings-toggles";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import {
  findMemberById,
  findMemberByMobile,
  findMemberByReferralCode,
  insertMember,
  isUniqueViolation,
} from "../accounts/index.ts";
import { recordRegistration } from "../activity/index.ts";
import type { TMerchant, TMerchantDomain } from "../merchants/index.ts";
import {
  assertPasswordNotWeak,
  assertSiteOpen,
  consumeCaptcha,
  consumeCode,
  nationalDigits,
  recordMemberEvent,
  spendProofOfWork,
  startSession,
  type TClientInfo,
  toE164,
} from "../session/index.ts";
import { presentRegisterRules } from "../system/index.ts";
import { resolveAffiliate } from "./affiliate.ts";
import { lockMemberTree } from "./member-tree-repo.ts";

export type TRegisterCall = TRegisterInput & {
  captchaId?: string;
  /** The proof of work (ALTCHA payload) every registration carries. */
  altcha?: string;
  referralCode?: string;
  countryDialingCode?: string;
  registerUrl?: string;
  registerMethod: "WEB" | "H5";
  domain?: string;
  login: boolean;
};

/** Optional profile fields kept together (messaging handles and the ID number). */
const CONTACT_FIELDS = ["qqNum", "line", "whatsapp", "facebook", "wechat", "idNumber"] as const;

/** Registration toggles of spec §6 for one form. */
export function registerOptions(merchant: TMerchant, kind: TRegisterKind) {
  const on = enabledToggles(merchant.settingsTree);
  const isOffered = kind === "username" ? on.has("USERNAMEREG3") : on.has("MOBILENUMREG3");
  return {
    isOffered,
    options: { kind, needsSmsCode: on.has("REGMOBVERF3"), mobileHasPassword: on.has("MOBILENUMPASSREG3") },
  };
}

/** A new own invitation code for a member: 8 characters, no look-alikes. */
function newReferralCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join("");
}

/**
 * Registers a member (spec §4): the merchant's field rules (the same checks as the form), the
 * captcha and SMS code when asked for, the agent from the invitation code or the domain, the
 * referral code, and then a logged-in session. Nothing is stored unless everything passes.
 */
export async function registerMember(
  ctx: TAppContext,
  merchant: TMerchant,
  domain: TMerchantDomain | null,
  kind: TRegisterKind,
  call: TRegisterCall,
  client: TClientInfo,
): Promise<TLoginValue | null> {
  assertSiteOpen(merchant, client.ip);
  const { isOffered, options } = registerOptions(merchant, kind);
  if (!isOffered) throw new AppError("OPERATION_NOT_ENABLED");
  const rules = presentRegisterRules(merchant);
  const input = normaliseRegisterInput(call);
  const problems = checkRegistration(rules, input, options);
  if (problems.length > 0) throw new AppError("INVALID_INPUT", { fields: problems });

  const db = ctx.database.db;
  let mobileE164: string | null = null;
  if (input.mobileNum) {
    mobileE164 = toE164(call.countryDialingCode ?? "", input.mobileNum);
    if (!mobileE164) throw new AppError("PHONE_INVALID");
  }
  // Captcha-check fields: a proof of work on every registration, the image when the rules ask.
  await spendProofOfWork(ctx, merchant.id, call.altcha);
  // The SMS call answers a taken number like a free one (and sends nothing): the truth is told here.
  if (mobileE164 && (await findMemberByMobile(db, merchant.id, mobileE164)))
    throw new AppError("MOBILE_TAKEN");
  if (rules.captcha.enabled && !(await consumeCaptcha(ctx, merchant.id, call.captchaId, input.captcha))) {
    throw new AppError("CAPTCHA_INVALID", { captcha: true });
  }
  const agent = await resolveAffiliate(db, merchant, domain, input.affiliateCode);
  if (input.affiliateCode && !agent) throw new AppError("AFFILIATE_INVALID");
  const referrer = call.referralCode
    ? await findMemberByReferralCode(db, merchant.id, call.referralCode)
    : undefined;
  if (call.referralCode && !referrer) throw new AppError("AFFILIATE_INVALID", { field: "referralCode" });

  const username = kind === "mobile" && mobileE164 ? nationalDigits(mobileE164) : (input.username ?? "");
  let passwordHash: string | null = null;
  if (registerHasPassword(options) && input.password) {
    await assertPasswordNotWeak(ctx, merchant, username, input.password, "password");
    passwordHash = await ctx.passwords.hash(input.password);
  }
  if (mobileE164 && options.needsSmsCode) {
    await consumeCode(ctx, {
      merchantId: merchant.id,
      destination: mobileE164,
      purpose: "register",
      code: input.verificationCode ?? "",
    });
  }

  const on = (field: keyof typeof rules) => rules[field].enabled;
  const contacts: Record<string, string> = {};
  for (const field of CONTACT_FIELDS) {
    const value = input[field];
    if (on(field) && value) contacts[field] = value;
  }
  const now = ctx.now();
  try {
    return await db.transaction(async (tx) => {
      // The agent tree may be moving (console): place the member under the agent's path as it is now.
      if (agent) await lockMemberTree(tx, merchant.id);
      const upline = agent ? await findMemberById(tx, merchant.id, agent.id) : undefined;
      const member = await insertMember(
        tx,
        {
          merchantId: merchant.id,
          username,
          passwordHash,
          passwordChangedAt: now,
          nickname: username,
          countryDialingCode: mobileE164 ? (call.countryDialingCode ?? null) : null,
          mobileNum: mobileE164 ? nationalDigits(mobileE164) : null,
          mobileE164,
          email: on("email") ? (input.email ?? null) : null,
          payeeName: on("payeeName") ? (input.payeeName ?? null) : null,
          contacts,
          paymentPasswordHash:
            on("paymentPassword") && input.paymentPassword
              ? await ctx.passwords.hash(input.paymentPassword)
              : null,
          recommenderId: on("recommenderId") ? (input.recommenderId ?? null) : null,
          referralCode: newReferralCode(),
          referredById: referrer?.id ?? null,
          uplineId: agent?.id ?? null,
          // Informational only: control characters (a NUL byte cannot be stored as text) are dropped.
          registerUrl: call.registerUrl?.replace(/\p{Cc}/gu, "").slice(0, 2048) ?? null,
          registerMethod: call.registerMethod,
          registerDomain: call.domain ?? domain?.host ?? null,
          registerIp: client.ip,
          registerDevice: client.device ?? null,
          createdAt: now,
          updatedAt: now,
        },
        upline?.agentPath ?? null,
      );
      await recordMemberEvent(tx, member, "register", client, {
        kind,
        uplineId: agent?.id ?? null,
        registerMethod: call.registerMethod,
      });
      await recordRegistration(tx, { merchantId: merchant.id, memberId: member.id });
      if (!call.login) return null;
      return startSession(ctx, tx, { member, loginType: "register", client, mustChangePassword: false });
    });
  } catch (error) {
    if (isUniqueViolation(error, "members_merchant_username_uq")) throw new AppError("USERNAME_TAKEN");
    if (isUniqueViolation(error, "members_merchant_mobile_uq")) throw new AppError("MOBILE_TAKEN");
    throw error;
  }
}
