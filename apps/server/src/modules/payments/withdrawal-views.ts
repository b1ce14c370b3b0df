import type { TBoWithdrawal } from "@orchid/contract/backoffice-payments";
import type { TWithdrawal } from "@orchid/contract/payments";
import { eq } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { members } from "../../db/schema/accounts.ts";
import { AppError } from "../../http/app-error.ts";
import { accountsByIds, type TPayoutAccountRow } from "./payout-accounts-repo.ts";
import { payoutsOf } from "./withdrawal-payouts-repo.ts";
import { presentBoWithdrawal, presentWithdrawal } from "./withdrawal-presenter.ts";
import { findWithdrawal, type TWithdrawalRow } from "./withdrawals-repo.ts";

type TExecutor = TDb | TTx;
/** The (signed) address a proof image is shown at: `ctx.mediaLinks.privateUrl`. */
type TProofUrl = (id: number) => string;

/** Loads the accounts and payouts of some withdrawals, then presents each with `present`. */
async function withParts<R extends TWithdrawalRow, T>(
  db: TExecutor,
  rows: R[],
  present: (row: R, account: TPayoutAccountRow, payouts: Awaited<ReturnType<typeof payoutsOf>>) => T,
): Promise<T[]> {
  const accounts = await accountsByIds(
    db,
    rows.map((row) => row.payoutAccountId),
  );
  const payouts = await payoutsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const account = accounts.get(row.payoutAccountId);
    if (!account) throw new Error(`payout account ${row.payoutAccountId} missing`);
    return present(row, account, payouts);
  });
}

/** Withdrawals as their member sees them. */
export function memberWithdrawalViews(
  db: TExecutor,
  rows: TWithdrawalRow[],
  proofUrl: TProofUrl,
): Promise<TWithdrawal[]> {
  return withParts(db, rows, (row, account, payouts) =>
    presentWithdrawal(row, account, payouts.get(row.id) ?? [], proofUrl),
  );
}

/** Withdrawals (with their member's username) as the console sees them. */
export function boWithdrawalViews(
  db: TExecutor,
  rows: (TWithdrawalRow & { username: string })[],
  proofUrl: TProofUrl,
): Promise<TBoWithdrawal[]> {
  return withParts(db, rows, (row, account, payouts) =>
    presentBoWithdrawal(row, account, payouts.get(row.id) ?? [], row.username, proofUrl),
  );
}

/** One withdrawal of the merchant as the console sees it, or NOT_FOUND. */
export async function boWithdrawalView(
  db: TExecutor,
  merchantId: number,
  id: number,
  proofUrl: TProofUrl,
): Promise<TBoWithdrawal> {
  const row = await findWithdrawal(db, merchantId, id);
  if (!row) throw new AppError("NOT_FOUND", { id });
  const [member] = await db
    .select({ username: members.username })
    .from(members)
    .where(eq(members.id, row.memberId));
  const [view] = await boWithdrawalViews(db, [{ ...row, username: member?.username ?? "" }], proofUrl);
  if (!view) throw new AppError("NOT_FOUND", { id });
  return view;
}

/** One withdrawal of the member as they see it, or NOT_FOUND (another member's is not theirs to see). */
export async function memberWithdrawalView(
  db: TExecutor,
  merchantId: number,
  memberId: number,
  id: number,
  proofUrl: TProofUrl,
): Promise<TWithdrawal> {
  const row = await findWithdrawal(db, merchantId, id);
  if (!row || row.memberId !== memberId) throw new AppError("NOT_FOUND", { id });
  const [view] = await memberWithdrawalViews(db, [row], proofUrl);
  if (!view) throw new AppError("NOT_FOUND", { id });
  return view;
}
