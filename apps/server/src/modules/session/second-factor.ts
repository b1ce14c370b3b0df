import { randomBytes } from "node:crypto";
import type { TLoginValue, TSecondFactorChallenge, TSecondFactorMethod } from "@orchid/contract/session";
import { enabledToggles } from "@orchid/contract/settings-toggles";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import { loginChallenges, members } from "../../db/schema/accounts.ts";
import { AppError } from "../../http/app-error.ts";
import { findMemberById, memberChanged, type TMember } from "../accounts/index.ts";
import type { TMerchant } from "../merchants/index.ts";
import { recordMemberEvent } from "./auth-events.ts";
import { sameHash } from "./code-hash.ts";
import { mustChangePassword } from "./password-policy.ts";
import { maskEmail, maskMobile } from "./phone-number.ts";
import { knownIpState, startSession, type TClientInfo } from "./session-service.ts";
import { hashOpaqueToken } from "./session-token.ts";
import { verifyTotp } from "./totp.ts";
import { consumeCode, issueCode } from "./verification-codes.ts";

const CHALLENGE_TTL_MS = 10 * 60_000;
const MAX_TRIES = 5;

/** The second factors a member can answer with. */
export function methodsOf(member: TMember): TSecondFactorMethod[] {
  const methods: TSecondFactorMethod[] = [];
  if (member.totpEnabledAt && member.totpSecret) methods.push("totp");
  if (member.mobileE164) methods.push("sms");
  if (member.email) methods.push("email");
  if (member.payeeName) methods.push("realName");
  return methods;
}

/**
 * With NEWIPVERIFY on, a login from an IP the member never completed a login from (when they
 * have logged in before) stops here: a challenge is stored and SECOND_FACTOR_REQUIRED answered.
 */
export async function openChallengeIfNewIp(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  member: TMember,
  input: { loginType: string; client: TClientInfo },
): Promise<void> {
  if (!enabledToggles(merchant.settingsTree).has("NEWIPVERIFY")) return;
  const db = ctx.database.db;
  const known = await knownIpState(db, member.id, input.client.ip);
  if (!known.hasAny || known.isKnown) return;
  const methods = methodsOf(member);
  if (methods.length === 0) return;
  const challengeId = randomBytes(24).toString("base64url");
  const now = ctx.now();
  await db.insert(loginChallenges).values({
    idHash: hashOpaqueToken(challengeId),
    merchantId: merchant.id,
    memberId: member.id,
    loginType: input.loginType,
    ip: input.client.ip,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    createdAt: now,
  });
  await recordMemberEvent(db, member, "second_factor_challenged", input.client, { methods });
  const challenge: TSecondFactorChallenge = {
    challengeId,
    methods,
    maskedMobile: maskMobile(member.mobileE164),
    maskedEmail: maskEmail(member.email),
    expiresInSeconds: CHALLENGE_TTL_MS / 1000,
  };
  throw new AppError("SECOND_FACTOR_REQUIRED", challenge);
}

async function openChallenge(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  challengeId: string,
  ip: string,
) {
  const db = ctx.database.db;
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.idHash, hashOpaqueToken(challengeId)),
        eq(loginChallenges.merchantId, merchant.id),
        isNull(loginChallenges.consumedAt),
      ),
    );
  if (!row || row.ip !== ip || row.expiresAt.getTime() <= ctx.now().getTime() || row.attempts >= MAX_TRIES) {
    throw new AppError("CHALLENGE_EXPIRED");
  }
  const member = await findMemberById(db, merchant.id, row.memberId);
  if (member?.status !== "active") throw new AppError("CHALLENGE_EXPIRED");
  return { row, member };
}

/** Sends the SMS or email code of a challenge. */
export async function sendChallengeCode(
  ctx: TAppContext,
  merchant: TMerchant,
  input: { challengeId: string; method: "sms" | "email"; language: string },
  client: TClientInfo,
) {
  const { member } = await openChallenge(ctx, merchant, input.challengeId, client.ip);
  const destination = input.method === "sms" ? member.mobileE164 : member.email;
  if (!destination) throw new AppError("OPERATION_NOT_ENABLED");
  return issueCode(ctx, {
    merchant,
    channel: input.method,
    destination,
    purpose: "second_factor",
    ip: client.ip,
    language: input.language,
  });
}

const normaliseName = (name: string) => name.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Answers a challenge; the right answer completes the login and remembers the IP. Each answer
 * spends one of the challenge's 5 tries; the last wrong one ends it.
 */
export async function verifyChallenge(
  ctx: TAppContext,
  merchant: TMerchant,
  input: { challengeId: string; method: TSecondFactorMethod; code: string },
  client: TClientInfo,
): Promise<TLoginValue> {
  const db = ctx.database.db;
  const { row, member } = await openChallenge(ctx, merchant, input.challengeId, client.ip);
  if (!methodsOf(member).includes(input.method)) throw new AppError("OPERATION_NOT_ENABLED");
  // The try is claimed before the answer is checked, so parallel answers spend one try each.
  const [claimed] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.idHash, row.idHash),
        isNull(loginChallenges.consumedAt),
        lt(loginChallenges.attempts, MAX_TRIES),
      ),
    )
    .returning({ attempts: loginChallenges.attempts });
  if (!claimed) throw new AppError("CHALLENGE_EXPIRED");
  const isRight = await checkAnswer(ctx, merchant, member, input);
  const now = ctx.now();
  if (!isRight) {
    await recordMemberEvent(db, member, "second_factor_failed", client, { method: input.method });
    throw new AppError("SECOND_FACTOR_INVALID", { attemptsLeft: Math.max(0, MAX_TRIES - claimed.attempts) });
  }
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(loginChallenges)
      .set({ consumedAt: now })
      .where(and(eq(loginChallenges.idHash, row.idHash), isNull(loginChallenges.consumedAt)))
      .returning();
    if (!used) throw new AppError("CHALLENGE_EXPIRED");
    await recordMemberEvent(tx, member, "second_factor_passed", client, { method: input.method });
    const forceChange = row.loginType === "username" && mustChangePassword(merchant, member, now);
    return startSession(ctx, tx, {
      member,
      loginType: row.loginType === "sms" ? "sms" : "username",
      client,
      mustChangePassword: forceChange,
    });
  });
}

async function checkAnswer(
  ctx: TAppContext,
  merchant: TMerchant,
  member: TMember,
  input: { method: TSecondFactorMethod; code: string },
): Promise<boolean> {
  switch (input.method) {
    case "totp": {
      if (!member.totpSecret) return false;
      const counter = verifyTotp(member.totpSecret, input.code, ctx.now().getTime(), {
        lastUsedCounter: member.totpLastCounter,
      });
      if (counter === null) return false;
      // A code counts once: of parallel answers with the same code, one moves the counter.
      const used = await ctx.database.db
        .update(members)
        .set({ totpLastCounter: counter })
        .where(
          and(
            eq(members.id, member.id),
            or(isNull(members.totpLastCounter), lt(members.totpLastCounter, counter)),
          ),
        )
        .returning({ id: members.id });
      memberChanged(member.id);
      return used.length > 0;
    }
    case "realName":
      return (
        Boolean(member.payeeName) &&
        sameHash(normaliseName(member.payeeName ?? ""), normaliseName(input.code))
      );
    case "sms":
    case "email": {
      const destination = input.method === "sms" ? member.mobileE164 : member.email;
      if (!destination) return false;
      try {
        await consumeCode(ctx, {
          merchantId: merchant.id,
          destination,
          purpose: "second_factor",
          code: input.code,
        });
        return true;
      } catch (error) {
        if (error instanceof AppError && (error.code === "CODE_INVALID" || error.code === "CODE_EXPIRED"))
          return false;
        throw error;
      }
    }
  }
}
