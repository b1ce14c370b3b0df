import { MAX_AMOUNT_MINOR } from "@orchid/contract/money";
import { AppError } from "../../http/app-error.ts";
import type { TLedgerStep, TTransferCode } from "./ledger.ts";

/** An account's cached totals (TigerBeetle style): balance = credits − debits. */
export type TAccountState = {
  id: number;
  /** What the account counts (decisions/0022): a line moves between accounts of one unit only. */
  unit: "minor" | "points";
  mustNotOverdraw: boolean;
  debitsPosted: number;
  creditsPosted: number;
  debitsPending: number;
  creditsPending: number;
};

/** A hold and what it still holds (0 once fully moved or voided). */
export type TPendingState = {
  id: number;
  debit: number;
  credit: number;
  amount: number;
  code: TTransferCode;
  remaining: number;
};

/** The row a step becomes, with each side's available balance right after it. */
export type TAppliedStep = {
  key: string;
  phase: TLedgerStep["phase"];
  debit: number;
  credit: number;
  amount: number;
  code: TTransferCode;
  pendingId: number | null;
  timeoutAt: Date | null;
  reference: string | null;
  memo: string | null;
  debitAvailableAfter: number;
  creditAvailableAfter: number;
};

/** Posted balance: what the account holds once every hold is settled. */
export function postedBalance(account: TAccountState): number {
  return account.creditsPosted - account.debitsPosted;
}

/** Available balance: posted balance less what holds have set aside. */
export function availableBalance(account: TAccountState): number {
  return account.creditsPosted - account.debitsPosted - account.debitsPending;
}

function isOverdrawn(account: TAccountState): boolean {
  return account.mustNotOverdraw && account.debitsPosted + account.debitsPending > account.creditsPosted;
}

function accountOf(accounts: Map<number, TAccountState>, id: number): TAccountState {
  const account = accounts.get(id);
  if (!account) throw new AppError("WALLET_UNKNOWN");
  return account;
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_AMOUNT_MINOR) {
    throw new AppError("AMOUNT_OUT_OF_RANGE");
  }
}

/**
 * Applies one step to the in-memory account states (mutating them) and answers its ledger row.
 * Throws INSUFFICIENT_FUNDS when a member account would be overdrawn, AMOUNT_OUT_OF_RANGE for a
 * bad amount or a post above what the hold still has, ORDER_STATE_CHANGED for a closed hold.
 */
export function applyStep(
  step: TLedgerStep,
  accounts: Map<number, TAccountState>,
  pendings: Map<number, TPendingState>,
): TAppliedStep {
  const base = { key: step.key, reference: step.reference ?? null, memo: step.memo ?? null };
  if (step.phase === "posted" || step.phase === "pending") {
    assertAmount(step.amount);
    if (step.debit === step.credit) throw new AppError("WALLET_UNKNOWN");
    const debit = accountOf(accounts, step.debit);
    const credit = accountOf(accounts, step.credit);
    // Points never become money, nor money points, by a line: a conversion is two lines.
    if (debit.unit !== credit.unit) throw new AppError("CURRENCY_MISMATCH");
    if (step.phase === "posted") {
      debit.debitsPosted += step.amount;
      credit.creditsPosted += step.amount;
    } else {
      debit.debitsPending += step.amount;
      credit.creditsPending += step.amount;
    }
    if (isOverdrawn(debit)) throw new AppError("INSUFFICIENT_FUNDS");
    return {
      ...base,
      phase: step.phase,
      debit: debit.id,
      credit: credit.id,
      amount: step.amount,
      code: step.code,
      pendingId: null,
      timeoutAt: step.phase === "pending" ? (step.timeoutAt ?? null) : null,
      debitAvailableAfter: availableBalance(debit),
      creditAvailableAfter: availableBalance(credit),
    };
  }
  const pending = pendings.get(step.pendingId);
  if (!pending) throw new AppError("NOT_FOUND");
  if (pending.remaining === 0) throw new AppError("ORDER_STATE_CHANGED");
  const amount = step.phase === "post_pending" ? step.amount : pending.remaining;
  assertAmount(amount);
  if (amount > pending.remaining) throw new AppError("AMOUNT_OUT_OF_RANGE");
  const debit = accountOf(accounts, pending.debit);
  const credit = accountOf(accounts, pending.credit);
  debit.debitsPending -= amount;
  credit.creditsPending -= amount;
  if (step.phase === "post_pending") {
    debit.debitsPosted += amount;
    credit.creditsPosted += amount;
    pending.remaining -= amount;
  } else {
    pending.remaining = 0;
  }
  return {
    ...base,
    phase: step.phase,
    debit: debit.id,
    credit: credit.id,
    amount,
    code: pending.code,
    pendingId: pending.id,
    timeoutAt: null,
    debitAvailableAfter: availableBalance(debit),
    creditAvailableAfter: availableBalance(credit),
  };
}
