import type { TPaymentPasswordRequest } from "@orchid/contract/payments";
import { and, count, eq, gt } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import { authEvents } from "../../db/schema/accounts.ts";
import { AppError } from "../../http/app-error.ts";
import { invalidField } from "../../http/invalid-field.ts";
import { type TMember, updateMember } from "../accounts/index.ts";
import type { TAuthenticated, TClientInfo } from "../session/index.ts";
import { checkSessionPassword, recordMemberEvent, withAttemptLock } from "../session/index.ts";

/** Wrong payment passwords a member may type per window before money calls are refused. */
export const PAYMENT_PASSWORD_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Checks the member's payment password before money leaves the wallet. Unset → refused with
 * PAYMENT_PASSWORD_REQUIRED; five wrong tries in 15 minutes → RATE_LIMITED (counted in the
 * database, so every instance sees them). Each try is claimed under the member's lock before the
 * password is checked, so parallel tries are counted one by one.
 */
export async function assertPaymentPassword(
  ctx: Pick<TAppContext, "database" | "passwords">,
  member: TMember,
  password: string,
  client: TClientInfo,
): Promise<void> {
  const hash = member.paymentPasswordHash;
  if (!hash) throw new AppError("PAYMENT_PASSWORD_REQUIRED");
  const outcome = await withAttemptLock(ctx.database.db, `payment:${member.id}`, async (tx) => {
    const [failures] = await tx
      .select({ n: count() })
      .from(authEvents)
      .where(
        and(
          eq(authEvents.merchantId, member.merchantId),
          eq(authEvents.memberId, member.id),
          eq(authEvents.event, "payment_password_failed"),
          gt(authEvents.createdAt, new Date(client.at.getTime() - FAILURE_WINDOW_MS)),
        ),
      );
    if ((failures?.n ?? 0) >= PAYMENT_PASSWORD_FAILURES) return "limited";
    if (await ctx.passwords.verify(hash, password)) return "right";
    await recordMemberEvent(tx, member, "payment_password_failed", client);
    return "wrong";
  });
  if (outcome === "limited") throw new AppError("RATE_LIMITED");
  if (outcome === "wrong") throw invalidField("paymentPassword", "err_payment_password_wrong");
}

/**
 * `POST /wps/member/security/payment-password`: the login password confirms who sets it (a wrong
 * one counts with the login's failures and ends the session after the third).
 */
export async function setPaymentPassword(
  ctx: TAppContext,
  auth: TAuthenticated,
  input: TPaymentPasswordRequest,
  client: TClientInfo,
): Promise<void> {
  const { member } = auth;
  if (!(await checkSessionPassword(ctx, auth, input.loginPassword, "payment_password_set", client))) {
    throw invalidField("loginPassword", "err_wrong_old_password");
  }
  const hash = await ctx.passwords.hash(input.paymentPassword);
  await ctx.database.db.transaction(async (tx) => {
    await updateMember(tx, member.id, { paymentPasswordHash: hash });
    await recordMemberEvent(tx, member, "payment_password_set", client);
  });
}
