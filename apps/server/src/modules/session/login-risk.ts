import { enabledToggles } from "@orchid/contract/settings-toggles";
import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { authEvents } from "../../db/schema/accounts.ts";
import type { TMerchant } from "../merchants/index.ts";

/**
 * Risk rules of a login: when a captcha is asked for, and when an account stops taking guesses.
 * Friction is keyed per (account, IP) so members behind one carrier address do not share it; an
 * account guessed from many IPs, or an IP guessing many accounts, gets it at higher counts.
 */
export const LOGIN_RISK = {
  captchaWindowMs: 15 * 60_000,
  /** Failures of one account from one IP. */
  captchaAfterPairFailures: 3,
  /** Failures of one account from any IP. */
  captchaAfterAccountFailures: 10,
  /** Failures from one IP over any accounts (a carrier address hides many members). */
  captchaAfterIpFailures: 30,
  maxFailuresPerHour: 100,
} as const;

/** The audit events that count as failed guesses at an account's secrets. */
export const LOGIN_FAILURE_EVENTS = ["login_failed", "second_factor_failed"];

export type TLoginRisk = {
  /**
   * The next login of this account from this IP must prove a human is there (a captcha today).
   * The one place that decides login friction: other checks hook here.
   */
  needsCaptcha: boolean;
  /** 100 failed logins for the account in the last hour: only its known IPs may still try. */
  isUnderAttack: boolean;
};

/** Counts the recent failures of an account, an IP and the pair in one query over the audit log. */
export async function loginRiskOf(
  db: TDb | TTx,
  merchant: TMerchant,
  subject: string,
  ip: string,
  now: Date,
): Promise<TLoginRisk> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const captchaSince = new Date(now.getTime() - LOGIN_RISK.captchaWindowMs);
  const who = subject.toLowerCase();
  const isRecent = sql`${authEvents.createdAt} > ${captchaSince}`;
  const isSubject = sql`${authEvents.subject} = ${who}`;
  const isIp = sql`${authEvents.ip} = ${ip}`;
  const [row] = await db
    .select({
      pairRecent: sql<number>`count(*) filter (where ${isSubject} and ${isIp} and ${isRecent})`.mapWith(
        Number,
      ),
      subjectRecent: sql<number>`count(*) filter (where ${isSubject} and ${isRecent})`.mapWith(Number),
      subjectHour: sql<number>`count(*) filter (where ${isSubject})`.mapWith(Number),
      ipRecent: sql<number>`count(*) filter (where ${isIp} and ${isRecent})`.mapWith(Number),
    })
    .from(authEvents)
    .where(
      and(
        eq(authEvents.merchantId, merchant.id),
        inArray(authEvents.event, LOGIN_FAILURE_EVENTS),
        gt(authEvents.createdAt, hourAgo),
        or(eq(authEvents.subject, who), eq(authEvents.ip, ip)),
      ),
    );
  const isRisky =
    (row?.pairRecent ?? 0) >= LOGIN_RISK.captchaAfterPairFailures ||
    (row?.subjectRecent ?? 0) >= LOGIN_RISK.captchaAfterAccountFailures ||
    (row?.ipRecent ?? 0) >= LOGIN_RISK.captchaAfterIpFailures;
  return {
    needsCaptcha: enabledToggles(merchant.settingsTree).has("CAPTCHAALWAYS") || isRisky,
    isUnderAttack: (row?.subjectHour ?? 0) >= LOGIN_RISK.maxFailuresPerHour,
  };
}

/** The lock key of guesses at one account's password (login and in-session password checks). */
export function loginAttemptKey(merchantId: number, subject: string): string {
  return `login:${merchantId}:${subject.toLowerCase()}`;
}
