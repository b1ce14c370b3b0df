import type { TPayoutAccount, TPayoutAccountRemove, TPayoutAccountRequest } from "@orchid/contract/payments";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { findMemberById, isUniqueViolation, type TMember, updateMember } from "../accounts/index.ts";
import { lockMemberFor } from "./member-lock.ts";
import {
  countActiveAccounts,
  insertAccount,
  listActiveAccounts,
  removeAccount,
} from "./payout-accounts-repo.ts";
import { presentPayoutAccount } from "./withdrawal-presenter.ts";

/** A member binds at most this many payout accounts at a time. */
export const MAX_PAYOUT_ACCOUNTS = 5;

/** A name as written on an account: single spaces, no edges. */
function tidyName(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ");
}

/** Whether two payee names name the same person (spacing and letter case aside). */
export function isSamePayee(a: string, b: string): boolean {
  return tidyName(a).toLowerCase() === tidyName(b).toLowerCase();
}

/** `GET /wps/payments/payout-accounts`: the member's bound accounts, numbers masked. */
export async function listPayoutAccounts(
  ctx: Pick<TAppContext, "database">,
  member: TMember,
): Promise<TPayoutAccount[]> {
  return (await listActiveAccounts(ctx.database.db, member.id)).map(presentPayoutAccount);
}

/**
 * `POST /wps/payments/payout-accounts`: binds an account. Money may only leave to the member's
 * own name: the payee must be the member's payee name (PAYEE_MISMATCH), and a member without one
 * yet takes it from this first account. At most five accounts (INVALID_INPUT); the same number
 * twice is a CONFLICT.
 */
export async function addPayoutAccount(
  ctx: Pick<TAppContext, "database" | "now">,
  member: TMember,
  input: TPayoutAccountRequest,
): Promise<TPayoutAccount> {
  const payeeName = tidyName(input.payeeName);
  try {
    const row = await ctx.database.db.transaction(async (tx) => {
      await lockMemberFor(tx, "payout-accounts", member.id);
      // Read again under the lock: a binding that just finished may have set the payee name.
      const current = (await findMemberById(tx, member.merchantId, member.id))?.payeeName ?? null;
      if (current && !isSamePayee(current, payeeName)) {
        throw new AppError("PAYEE_MISMATCH", {
          fields: [{ field: "payeeName", path: "payeeName", key: "err_payee_mismatch" }],
        });
      }
      if ((await countActiveAccounts(tx, member.id)) >= MAX_PAYOUT_ACCOUNTS) {
        throw new AppError("INVALID_INPUT", { reason: "payout_accounts_full", max: MAX_PAYOUT_ACCOUNTS });
      }
      if (!current) await updateMember(tx, member.id, { payeeName });
      return insertAccount(tx, {
        merchantId: member.merchantId,
        memberId: member.id,
        bankName: input.bankName,
        accountNumber: input.accountNumber,
        payeeName: current ?? payeeName,
        createdAt: ctx.now(),
      });
    });
    return presentPayoutAccount(row);
  } catch (error) {
    if (isUniqueViolation(error, "payout_accounts_active_uq"))
      throw new AppError("CONFLICT", { field: "accountNumber" });
    throw error;
  }
}

/** `DELETE /wps/payments/payout-accounts`: unbinds one of the member's accounts (past withdrawals keep it). */
export async function removePayoutAccount(
  ctx: Pick<TAppContext, "database" | "now">,
  member: TMember,
  input: TPayoutAccountRemove,
): Promise<void> {
  if (!(await removeAccount(ctx.database.db, member.id, input.id, ctx.now()))) {
    throw new AppError("NOT_FOUND", { id: input.id });
  }
}
