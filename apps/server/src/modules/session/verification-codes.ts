import { randomInt } from "node:crypto";
import type { TSmsCodeValue } from "@orchid/contract/session";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import type { TDb, TTx } from "../../db/database.ts";
import { verificationCodes } from "../../db/schema/accounts.ts";
import { AppError } from "../../http/app-error.ts";
import type { TMerchant } from "../merchants/index.ts";
import { DeliveryError, messageText } from "../messaging/index.ts";
import { hashCode, sameHash } from "./code-hash.ts";
import { RateWindow } from "./rate-window.ts";
import { smsPolicyOf } from "./sms-policy.ts";

/** What a code proves: SMS login and reset by phone, registration, a new-IP second factor, an email reset. */
export type TCodePurpose = "noLogin" | "register" | "second_factor";
export type TCodeChannel = "sms" | "email";

/** Limits on sending codes (SMS costs money: pumping is stopped per number and per IP). */
export const CODE_LIMITS = {
  maxTries: 5,
  resendAfterSeconds: 60,
  perDestinationHour: 5,
  perDestinationDay: 10,
  perIpHour: 10,
  throttleMs: 1_000,
} as const;

const throttle = new RateWindow(1, CODE_LIMITS.throttleMs);

type TIssue = {
  merchant: TMerchant;
  channel: TCodeChannel;
  destination: string;
  purpose: TCodePurpose;
  ip: string;
  language: string;
  /**
   * False for a number that must not learn it is (not) registered: every check and quota runs
   * and the answer is the same, but nothing is sent and the stored code is spent at once.
   */
  deliver?: boolean;
};

async function countSince(db: TDb | TTx, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(verificationCodes).where(where);
  return row?.n ?? 0;
}

/**
 * Sends a new 6-digit code, after the throttle, cooldown and quotas (per number, per IP, and the
 * merchant's hourly and daily SMS caps); earlier codes stop working.
 */
export async function issueCode(
  ctx: Pick<TAppContext, "codePepper" | "database" | "messaging" | "now">,
  input: TIssue,
): Promise<TSmsCodeValue> {
  const { db } = ctx.database;
  const { merchant, destination, purpose, ip } = input;
  const now = ctx.now();
  if (!throttle.take(`${merchant.id}:${ip}`, now.getTime())) throw new AppError("RATE_LIMITED");

  const forDestination = (sinceMs: number) =>
    and(
      eq(verificationCodes.merchantId, merchant.id),
      eq(verificationCodes.destination, destination),
      gt(verificationCodes.createdAt, new Date(now.getTime() - sinceMs)),
    );
  const code = String(randomInt(1_000_000)).padStart(6, "0");
  const minutes = merchant.codeExpiryMinutes;
  // Checks and insert under a lock per number, so concurrent requests (from many IPs) cannot
  // pass the cooldown and quotas together.
  const deliver = input.deliver ?? true;
  const row = await db.transaction(async (tx) => {
    // SMS: the merchant's caps are claimed under one lock per merchant (taken before the number's,
    // always in this order), so a burst from many IPs and numbers cannot pass them together.
    if (input.channel === "sms") await claimMerchantSms(tx, merchant, now);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${merchant.id}:${destination}`}))`);
    const [latest] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(
        and(forDestination(CODE_LIMITS.resendAfterSeconds * 1000), eq(verificationCodes.purpose, purpose)),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    if (latest) {
      const waited = (now.getTime() - latest.createdAt.getTime()) / 1000;
      throw new AppError("SMS_COOLDOWN", {
        retryAfterSeconds: Math.ceil(CODE_LIMITS.resendAfterSeconds - waited),
      });
    }
    const hourly = await countSince(tx, forDestination(3_600_000));
    const daily = await countSince(tx, forDestination(86_400_000));
    const byIp = await countSince(
      tx,
      and(
        eq(verificationCodes.merchantId, merchant.id),
        eq(verificationCodes.ip, ip),
        gt(verificationCodes.createdAt, new Date(now.getTime() - 3_600_000)),
      ),
    );
    if (
      hourly >= CODE_LIMITS.perDestinationHour ||
      daily >= CODE_LIMITS.perDestinationDay ||
      byIp >= CODE_LIMITS.perIpHour
    ) {
      throw new AppError("SMS_QUOTA");
    }

    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.merchantId, merchant.id),
          eq(verificationCodes.destination, destination),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    const [inserted] = await tx
      .insert(verificationCodes)
      .values({
        merchantId: merchant.id,
        channel: input.channel,
        destination,
        purpose,
        codeHash: hashCode(ctx.codePepper, scopeOf(merchant.id, destination, purpose), code),
        ip,
        expiresAt: new Date(now.getTime() + minutes * 60_000),
        consumedAt: deliver ? null : now,
        createdAt: now,
      })
      .returning({ id: verificationCodes.id });
    return inserted;
  });
  const values = { code, site: merchant.name, minutes };
  const answer = { expiredMinutes: minutes, resendAfterSeconds: CODE_LIMITS.resendAfterSeconds };
  if (!deliver) return answer;
  try {
    if (input.channel === "sms") {
      await ctx.messaging.sms.send(destination, await messageText(input.language, "msg_code_sms", values));
    } else {
      await ctx.messaging.mail.send({
        to: destination,
        subject: await messageText(input.language, "msg_code_subject", values),
        text: await messageText(input.language, "msg_code_email", values),
      });
    }
  } catch (error) {
    if (row)
      await db.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, row.id));
    if (error instanceof DeliveryError) throw new AppError("MESSAGE_UNAVAILABLE");
    throw error;
  }
  return answer;
}

/** SMS_QUOTA once the merchant sent its hourly or daily cap of SMS codes (every purpose counts). */
async function claimMerchantSms(tx: TTx, merchant: TMerchant, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${merchant.id}`}))`);
  const policy = smsPolicyOf(merchant);
  const sent = (sinceMs: number) =>
    countSince(
      tx,
      and(
        eq(verificationCodes.merchantId, merchant.id),
        eq(verificationCodes.channel, "sms"),
        gt(verificationCodes.createdAt, new Date(now.getTime() - sinceMs)),
      ),
    );
  if ((await sent(3_600_000)) >= policy.hourlyCap || (await sent(86_400_000)) >= policy.dailyCap) {
    throw new AppError("SMS_QUOTA", { scope: "site" });
  }
}

function scopeOf(merchantId: number, destination: string, purpose: TCodePurpose): string {
  return `code:${merchantId}:${destination}:${purpose}`;
}

/**
 * Uses up the latest code sent to `destination` for `purpose` when `code` matches. A wrong code
 * costs one of 5 tries; an expired or spent code answers CODE_EXPIRED (send again). Inside a
 * caller's transaction pass it as `db` (the check then runs in a savepoint).
 */
export async function consumeCode(
  ctx: Pick<TAppContext, "codePepper" | "database" | "now">,
  input: { merchantId: number; destination: string; purpose: TCodePurpose; code: string },
  db: TDb | TTx = ctx.database.db,
): Promise<void> {
  const now = ctx.now();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.merchantId, input.merchantId),
          eq(verificationCodes.destination, input.destination),
          eq(verificationCodes.purpose, input.purpose),
        ),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1)
      .for("update");
    if (!row) return "invalid" as const;
    if (row.consumedAt || row.expiresAt.getTime() <= now.getTime() || row.attempts >= CODE_LIMITS.maxTries) {
      return "expired" as const;
    }
    const expected = hashCode(
      ctx.codePepper,
      scopeOf(input.merchantId, input.destination, input.purpose),
      input.code,
    );
    if (sameHash(row.codeHash, expected)) {
      await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, row.id));
      return "ok" as const;
    }
    const attempts = row.attempts + 1;
    await tx
      .update(verificationCodes)
      .set({ attempts, consumedAt: attempts >= CODE_LIMITS.maxTries ? now : null })
      .where(eq(verificationCodes.id, row.id));
    return { attemptsLeft: CODE_LIMITS.maxTries - attempts };
  });
  if (outcome === "ok") return;
  if (outcome === "expired") throw new AppError("CODE_EXPIRED");
  if (outcome === "invalid") throw new AppError("CODE_INVALID", { attemptsLeft: 0 });
  throw new AppError(outcome.attemptsLeft > 0 ? "CODE_INVALID" : "CODE_EXPIRED", outcome);
}
