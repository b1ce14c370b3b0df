import { checkRuleField } from "@orchid/contract/register-validation";
import type { TLoginValue } from "@orchid/contract/session";
import { enabledToggles } from "@orchid/contract/settings-toggles";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import { passwordResetTokens } from "../../db/schema/accounts.ts";
import { AppError } from "../../http/app-error.ts";
import {
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  type TMember,
  updateMember,
} from "../accounts/index.ts";
import type { TMerchant } from "../merchants/index.ts";
import { DeliveryError, messageText } from "../messaging/index.ts";
import {
  assertPasswordNotWeak,
  assertSiteOpen,
  checkSessionPassword,
  clearPendingPasswordChange,
  consumeCode,
  hashOpaqueToken,
  newOpaqueToken,
  recordAuthEvent,
  recordMemberEvent,
  revokeMemberSessions,
  startSession,
  type TAuthenticated,
  type TClientInfo,
  toE164,
} from "../session/index.ts";
import { presentRegisterRules } from "../system/index.ts";

const RESET_LINK_TTL_MS = 30 * 60_000;

/** A new password must follow the merchant's password rule, match its confirmation and not be weak. */
async function acceptNewPassword(
  ctx: TAppContext,
  merchant: TMerchant,
  member: TMember,
  password: string,
  confirmation: string | undefined,
): Promise<string> {
  const rule = presentRegisterRules(merchant).password;
  const problem = checkRuleField("newPassword", rule, password, true);
  if (problem) throw new AppError("INVALID_INPUT", { fields: [problem] });
  if (confirmation !== undefined && confirmation !== password) throw new AppError("PASSWORDS_INCONSISTENT");
  await assertPasswordNotWeak(ctx, merchant, member.username, password, "newPassword");
  return ctx.passwords.hash(password);
}

/**
 * `POST /wps/member/password`: the old password is asked for unless the session came from a
 * login that proved it (a forced change right after a password login); a wrong one counts with the
 * login's failures and ends the session after the third. Other sessions end on success.
 */
export async function changePassword(
  ctx: TAppContext,
  merchant: TMerchant,
  auth: TAuthenticated,
  input: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
  client: TClientInfo,
): Promise<void> {
  const { member, session } = auth;
  const isOldKnown = session.mustChangePassword && session.loginType === "username";
  if (!isOldKnown && member.passwordHash) {
    const isRight = input.oldPassword
      ? await checkSessionPassword(ctx, auth, input.oldPassword, "password_change", client)
      : false;
    if (!isRight) throw new AppError("WRONG_OLD_PASSWORD");
  }
  if (input.oldPassword && input.oldPassword === input.newPassword) throw new AppError("PASSWORD_TOO_WEAK");
  const hash = await acceptNewPassword(ctx, merchant, member, input.newPassword, input.confirmNewPassword);
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    await updateMember(tx, member.id, {
      passwordHash: hash,
      passwordChangedAt: now,
      mustChangePassword: false,
    });
    await clearPendingPasswordChange(tx, session.id);
    await revokeMemberSessions(tx, member.id, now, session.id);
    await recordMemberEvent(tx, member, "password_changed", client);
  });
}

/**
 * `POST /wps/member/password/email`: when the username and email match, a one-time link valid
 * for 30 minutes is emailed. The answer is the same whether or not they match.
 */
export async function requestResetByEmail(
  ctx: Pick<TAppContext, "database" | "messaging" | "now">,
  merchant: TMerchant,
  input: { username: string; email: string; language: string; origin: string },
  client: TClientInfo,
): Promise<void> {
  assertSiteOpen(merchant, client.ip);
  const db = ctx.database.db;
  const member = await findMemberByUsername(db, merchant.id, input.username);
  const isMatch =
    member?.email && member.status === "active" && member.email.toLowerCase() === input.email.toLowerCase();
  await recordAuthEvent(db, {
    merchantId: merchant.id,
    memberId: member?.id ?? null,
    subject: input.username,
    event: "password_reset_requested",
    ip: client.ip,
    userAgent: client.userAgent,
    at: client.at,
    detail: { channel: "email", matched: Boolean(isMatch) },
  });
  if (!member || !isMatch || !member.email) return;
  const now = ctx.now();
  const recent = await db
    .select({ at: passwordResetTokens.createdAt })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.memberId, member.id),
        gt(passwordResetTokens.createdAt, new Date(now.getTime() - 60_000)),
      ),
    );
  if (recent.length > 0) return;
  const { token, hash } = newOpaqueToken();
  await db.insert(passwordResetTokens).values({
    tokenHash: hash,
    memberId: member.id,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    createdAt: now,
  });
  const link = `${input.origin}/reset-password?token=${token}`;
  const values = {
    site: merchant.name,
    username: member.username,
    link,
    minutes: RESET_LINK_TTL_MS / 60_000,
  };
  try {
    await ctx.messaging.mail.send({
      to: member.email,
      subject: await messageText(input.language, "msg_reset_subject", values),
      text: await messageText(input.language, "msg_reset_email", values),
    });
  } catch (error) {
    // The answer must not tell whether the account exists; the failure is in the server log.
    if (!(error instanceof DeliveryError)) throw error;
  }
}

/** `POST /wps/member/password/reset`: the emailed link sets a new password and logs the member in. */
export async function resetByLink(
  ctx: TAppContext,
  merchant: TMerchant,
  input: { token: string; newPassword: string; confirmNewPassword: string },
  client: TClientInfo,
): Promise<TLoginValue> {
  assertSiteOpen(merchant, client.ip);
  const db = ctx.database.db;
  const now = ctx.now();
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashOpaqueToken(input.token)),
        isNull(passwordResetTokens.consumedAt),
      ),
    );
  const member = row ? await findMemberById(db, merchant.id, row.memberId) : undefined;
  if (!row || !member || row.expiresAt.getTime() <= now.getTime() || member.status !== "active") {
    throw new AppError("RESET_LINK_INVALID");
  }
  const hash = await acceptNewPassword(ctx, merchant, member, input.newPassword, input.confirmNewPassword);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ consumedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, row.tokenHash), isNull(passwordResetTokens.consumedAt)))
      .returning();
    if (!used) throw new AppError("RESET_LINK_INVALID");
    await finishReset(tx, member, hash, now, { merchantId: merchant.id, channel: "email" }, client);
    return startSession(ctx, tx, { member, loginType: "reset", client, mustChangePassword: false });
  });
}

/** `POST /wps/member/password/verification` (CHNGPASSVERIF3): an SMS code sets a new password, then logged in. */
export async function setPasswordByPhone(
  ctx: TAppContext,
  merchant: TMerchant,
  input: {
    newPassword: string;
    confirmNewPassword?: string;
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
  },
  client: TClientInfo,
): Promise<TLoginValue> {
  assertSiteOpen(merchant, client.ip);
  if (!enabledToggles(merchant.settingsTree).has("CHNGPASSVERIF3"))
    throw new AppError("OPERATION_NOT_ENABLED");
  const e164 = toE164(input.countryDialingCode, input.mobileNum);
  if (!e164) throw new AppError("PHONE_INVALID");
  const db = ctx.database.db;
  const member = await findMemberByMobile(db, merchant.id, e164);
  await consumeCode(ctx, {
    merchantId: merchant.id,
    destination: e164,
    purpose: "noLogin",
    code: input.verificationCode,
  });
  if (!member) throw new AppError("CODE_INVALID", { attemptsLeft: 0 });
  if (member.status !== "active") throw new AppError("ACCOUNT_LOCKED");
  const hash = await acceptNewPassword(ctx, merchant, member, input.newPassword, input.confirmNewPassword);
  const now = ctx.now();
  return db.transaction(async (tx) => {
    await finishReset(tx, member, hash, now, { merchantId: merchant.id, channel: "sms" }, client);
    return startSession(ctx, tx, { member, loginType: "phone", client, mustChangePassword: false });
  });
}

async function finishReset(
  tx: Parameters<typeof updateMember>[0],
  member: TMember,
  hash: string,
  now: Date,
  where: { merchantId: number; channel: "email" | "sms" },
  client: TClientInfo,
): Promise<void> {
  await updateMember(tx, member.id, {
    passwordHash: hash,
    passwordChangedAt: now,
    mustChangePassword: false,
  });
  await revokeMemberSessions(tx, member.id, now);
  await recordMemberEvent(tx, member, "password_reset", client, { channel: where.channel });
}
