import type { TBoWithdrawal } from "@orchid/contract/backoffice-payments";
import type {
  TPayout,
  TPayoutAccount,
  TPayoutStatus,
  TWithdrawal,
  TWithdrawalStatus,
} from "@orchid/contract/payments";
import type { TPayoutAccountRow } from "./payout-accounts-repo.ts";
import type { TPayoutRow } from "./withdrawal-payouts-repo.ts";
import type { TWithdrawalRow } from "./withdrawals-repo.ts";

/** Only the last four digits of an account number ever reach the member's screen. */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}

export function presentPayoutAccount(row: TPayoutAccountRow): TPayoutAccount {
  return {
    id: row.id,
    bankName: row.bankName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    payeeName: row.payeeName,
  };
}

export function presentPayout(row: TPayoutRow, proofUrl: (id: number) => string): TPayout {
  return {
    id: row.id,
    amount: row.amountMinor,
    status: row.status as TPayoutStatus,
    confirmBy: row.confirmBy.toISOString(),
    proofUrls: row.proofMediaIds.map(proofUrl),
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A withdrawal as its member sees it: amounts in minor units, what is still held, each payout. */
export function presentWithdrawal(
  row: TWithdrawalRow,
  account: TPayoutAccountRow,
  payouts: TPayoutRow[],
  proofUrl: (id: number) => string,
): TWithdrawal {
  return {
    id: row.id,
    orderNo: row.orderNo,
    amount: row.amountMinor,
    paid: row.paidMinor,
    remaining: row.amountMinor - row.paidMinor - row.releasedMinor,
    released: row.releasedMinor,
    status: row.status as TWithdrawalStatus,
    account: presentPayoutAccount(account),
    payouts: payouts.map((payout) => presentPayout(payout, proofUrl)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The console's view adds the member, the full account number (to pay it), the note and the approval. */
export function presentBoWithdrawal(
  row: TWithdrawalRow,
  account: TPayoutAccountRow,
  payouts: TPayoutRow[],
  username: string,
  proofUrl: (id: number) => string,
): TBoWithdrawal {
  return {
    ...presentWithdrawal(row, account, payouts, proofUrl),
    memberId: row.memberId,
    username,
    accountNumber: account.accountNumber,
    note: row.note,
    approvalId: row.approvalId,
  };
}
