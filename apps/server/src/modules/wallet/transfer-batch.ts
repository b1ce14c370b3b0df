import type { TWalletTransferValue } from "@orchid/contract/wallet";
import type { TDatabase, TScriptExec } from "../../db/database.ts";
import type { TSettled } from "../../db/shared-transactions.ts";
import { sqlArray } from "../../db/sql-literal.ts";
import { AppError } from "../../http/app-error.ts";
import { walletsOf } from "./balance-service.ts";
import { storedOutcome, type TStoredRow } from "./idempotent.ts";
import { postLinesArguments, type TLedgerStep } from "./ledger.ts";
import { applyStep, availableBalance, type TAccountState, type TAppliedStep } from "./ledger-rules.ts";
import { withTransactionRetry } from "./transaction-retry.ts";
import type { TMemberAccountRow, TTransferVendor } from "./wallet-repo.ts";

/** One member's move between their own wallets, with its idempotency key already hashed. */
export type TTransferItem = {
  merchantId: number;
  memberId: number;
  /** `member:<id>`: whose key it is. */
  scope: string;
  key: string;
  requestHash: string;
  step: Extract<TLedgerStep, { phase: "posted" }>;
  vendors: TTransferVendor[];
};

type TLockedAccount = TAccountState & { memberId: number; kind: string; wallet: string };

type TLockedRow = {
  id: string | number;
  member_id: string | number;
  kind: string;
  wallet: string;
  unit: TAccountState["unit"];
  must_not_overdraw: boolean;
  debits_posted: string | number;
  credits_posted: string | number;
  debits_pending: string | number;
  credits_pending: string | number;
};

/** A claimed item after the rules ran: its ledger line and wallets, or its refusal. */
type TDecided =
  | { item: TTransferItem; line: TAppliedStep; wallets: Omit<TWalletTransferValue, "transferId"> }
  | { item: TTransferItem; refusal: AppError };

const claimIdOf = (item: { merchantId: number; scope: string; key: string }) =>
  `${item.merchantId}\u0000${item.scope}\u0000${item.key}`;

/**
 * Moves many members' wallet transfers in one transaction of two exchanges with the database,
 * whatever the batch size. The first locks the members' accounts in id order, then reads what
 * the batch's keys already answered: every transfer of a member holds that member's locks, so
 * an earlier use of a key has committed and is seen (those items replay). The rules then run in
 * memory (a refused item changes nothing), and the second exchange writes the ledger lines, the
 * balances and every key's answer in one statement, and commits. A key met twice in one batch
 * waits for the next batch (it then replays). A key taken meanwhile by another kind of call (not
 * behind these locks) makes the insert fail: the shared transaction then fails as a whole and
 * each item runs again on its own, where that key replays (or answers IDEMPOTENCY_MISMATCH); one
 * bad item cannot sink its neighbours.
 */
export async function runTransferBatch(
  database: TDatabase,
  items: TTransferItem[],
): Promise<TSettled<TWalletTransferValue>[]> {
  const settled: TSettled<TWalletTransferValue>[] = items.map(() => ({ again: true }));
  const seen = new Set<string>();
  const taken: number[] = [];
  items.forEach((item, index) => {
    const id = claimIdOf(item);
    if (seen.has(id)) return;
    seen.add(id);
    taken.push(index);
  });
  const batch = taken.map((index) => items[index] as TTransferItem);
  try {
    const outcomes = await withTransactionRetry(() =>
      database.scriptTransaction((exec) => transferTransaction(exec, batch)),
    );
    taken.forEach((index, n) => {
      settled[index] = outcomes[n] ?? { error: new Error("no outcome") };
    });
  } catch (error) {
    if (batch.length === 1) throw error;
    for (const index of taken) {
      const [alone] = await runTransferBatch(database, [items[index] as TTransferItem]).catch(
        (failure: unknown) => [{ error: failure }],
      );
      settled[index] = alone ?? { error };
    }
  }
  return settled;
}

type TKeyRow = { merchant_id: number | string; scope: string; key: string };

async function transferTransaction(
  exec: TScriptExec,
  items: TTransferItem[],
): Promise<TSettled<TWalletTransferValue>[]> {
  const [accountRows = [], storedRows = []] = await exec(
    [lockAccountsText(items), storedAnswersText(items)].join(";\n"),
  );
  const stored = new Set((storedRows as TKeyRow[]).map(keyRowId));
  const outcomes = replays(
    items.filter((item) => stored.has(claimIdOf(item))),
    storedRows as (TStoredRow & TKeyRow)[],
  );
  const mine = items.filter((item) => !stored.has(claimIdOf(item)));
  if (mine.length === 0) return items.map((item) => outcomeOf(outcomes, item));
  const accounts = lockedAccounts(accountRows as TLockedRow[]);
  const decided = mine.map((item) => decide(item, accounts));
  const [written = []] = await exec(writeText(decided, accounts), { commit: true });
  const ids = new Map<string, number>();
  for (const row of written as { transfer_key: string | null; id: string | number | null }[])
    if (row.transfer_key !== null) ids.set(row.transfer_key, Number(row.id));
  for (const entry of decided) {
    const id = claimIdOf(entry.item);
    if ("refusal" in entry) outcomes.set(id, { error: entry.refusal });
    else {
      const transferId = ids.get(entry.line.key);
      if (transferId === undefined) throw new Error("shared transfer transaction lost a ledger line");
      outcomes.set(id, { value: { transferId: String(transferId), ...entry.wallets } });
    }
  }
  return items.map((item) => outcomeOf(outcomes, item));
}

const keyRowId = (row: TKeyRow) => claimIdOf({ merchantId: Number(row.merchant_id), ...row });

function outcomeOf(
  outcomes: Map<string, TSettled<TWalletTransferValue>>,
  item: TTransferItem,
): TSettled<TWalletTransferValue> {
  return outcomes.get(claimIdOf(item)) ?? { error: new AppError("CONFLICT") };
}

function keyColumns(items: TTransferItem[]): string {
  return [
    sqlArray(
      items.map((i) => i.merchantId),
      "int",
    ),
    sqlArray(
      items.map((i) => i.scope),
      "text",
    ),
    sqlArray(
      items.map((i) => i.key),
      "text",
    ),
  ].join(", ");
}

/**
 * What the batch's keys already answered. Read after the members' accounts are locked, so an
 * earlier transfer of the same member has committed by then and its key is seen.
 */
function storedAnswersText(items: TTransferItem[]): string {
  return `select * from idempotency_answers(${keyColumns(items)})`;
}

/** Every account of the batch's members, locked in ascending id order. */
function lockAccountsText(items: TTransferItem[]): string {
  const memberIds = [...new Set(items.map((item) => item.memberId))].sort((a, b) => a - b);
  return `select * from ledger_lock_member_accounts(${sqlArray(memberIds, "int")})`;
}

function replays(
  items: TTransferItem[],
  rows: (TStoredRow & TKeyRow)[],
): Map<string, TSettled<TWalletTransferValue>> {
  const byId = new Map(rows.map((row) => [keyRowId(row), row]));
  const outcomes = new Map<string, TSettled<TWalletTransferValue>>();
  for (const item of items) {
    const id = claimIdOf(item);
    const row = byId.get(id);
    try {
      if (!row) throw new AppError("CONFLICT");
      outcomes.set(id, { value: storedOutcome<TWalletTransferValue>(row, item.requestHash) });
    } catch (error) {
      outcomes.set(id, { error });
    }
  }
  return outcomes;
}

function lockedAccounts(rows: TLockedRow[]): Map<number, TLockedAccount> {
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        unit: row.unit,
        memberId: Number(row.member_id),
        kind: row.kind,
        wallet: row.wallet,
        mustNotOverdraw: row.must_not_overdraw,
        debitsPosted: Number(row.debits_posted),
        creditsPosted: Number(row.credits_posted),
        debitsPending: Number(row.debits_pending),
        creditsPending: Number(row.credits_pending),
      },
    ]),
  );
}

/**
 * Applies one item's step to copies of its two accounts; only a step the rules accept replaces
 * the originals, so a refusal leaves the batch's balances as they were.
 */
function decide(item: TTransferItem, accounts: Map<number, TLockedAccount>): TDecided {
  const debit = accounts.get(item.step.debit);
  const credit = accounts.get(item.step.credit);
  if (debit?.memberId !== item.memberId || credit?.memberId !== item.memberId)
    return { item, refusal: new AppError("WALLET_UNKNOWN") };
  const trial = new Map<number, TLockedAccount>([
    [debit.id, { ...debit }],
    [credit.id, { ...credit }],
  ]);
  let line: TAppliedStep;
  try {
    line = applyStep(item.step, trial, new Map());
  } catch (error) {
    if (error instanceof AppError) return { item, refusal: error };
    throw error;
  }
  for (const [id, account] of trial) accounts.set(id, account);
  const own: TMemberAccountRow[] = [];
  for (const account of accounts.values()) {
    if (account.memberId !== item.memberId) continue;
    const available = availableBalance(account);
    own.push({
      id: account.id,
      kind: account.kind,
      wallet: account.wallet,
      available,
      held: account.debitsPending,
    });
  }
  const { wallets, sumBalance } = walletsOf(own, item.vendors);
  return { item, line, wallets: { wallets, sumBalance } };
}

/**
 * One statement, a call of `wallet_write_transfers` (migration 0009): the accepted lines, the
 * balances they changed, and every new key with its answer (a result gets its transfer id from
 * its inserted line). Answers the lines' ids and keys.
 */
function writeText(decided: TDecided[], accounts: Map<number, TLockedAccount>): string {
  const lines = decided.flatMap((entry) =>
    "line" in entry ? [{ merchantId: entry.item.merchantId, line: entry.line }] : [],
  );
  const touched = [...new Set(lines.flatMap(({ line }) => [line.debit, line.credit]))];
  const answers = decided.map((entry) =>
    "refusal" in entry
      ? {
          item: entry.item,
          outcome: "failed",
          code: entry.refusal.code,
          response: entry.refusal.details ?? null,
          lineKey: null,
        }
      : { item: entry.item, outcome: "ok", code: null, response: entry.wallets, lineKey: entry.line.key },
  );
  const column = (type: string, pick: (answer: (typeof answers)[number]) => string | number | null) =>
    sqlArray(answers.map(pick), type);
  const answerArguments = [
    column("int", (a) => a.item.merchantId),
    column("text", (a) => a.item.scope),
    column("text", (a) => a.item.key),
    column("text", (a) => a.item.requestHash),
    column("text", (a) => a.lineKey),
    column("text", (a) => a.outcome),
    column("text", (a) => a.code),
    column("jsonb", (a) => JSON.stringify(a.response)),
  ].join(", ");
  const lineArguments = postLinesArguments(
    lines,
    touched.map((id) => accounts.get(id) as TLockedAccount),
  );
  return `select line_key as transfer_key, line_id as id
    from wallet_write_transfers(${lineArguments}, ${answerArguments})`;
}
