import type { TLedgerFacts } from "./ledger-facts.ts";
import type { TOpRecord } from "./op-record.ts";

export type TBeforeCrash = { acknowledged: number; problems: string[] };

/**
 * The crash test's own promise: every operation acknowledged before the SIGKILL — a wallet,
 * upline or withdrawal move, or a deposit the member saw credited — is in the ledger exactly once
 * after the restart.
 */
export function checkAcknowledgedBeforeCrash(
  history: TOpRecord[],
  facts: TLedgerFacts,
  crashMs: number,
): TBeforeCrash {
  const before = history.filter(
    (op) =>
      op.outcome === "ok" && op.answeredMs !== null && op.answeredMs < crashMs && op.plan.kind !== "read",
  );
  const problems: string[] = [];
  let acknowledged = 0;
  for (const op of before) {
    const key =
      op.plan.ledgerKey ??
      (op.deposit?.seen === "credited" && op.endedMs < crashMs ? `deposit:${op.deposit.id}` : null);
    if (!key) continue;
    acknowledged += 1;
    const count = facts.lines.get(key)?.length ?? 0;
    if (count !== 1)
      problems.push(`${op.plan.kind} ${key}, acknowledged before the crash: ${count} ledger lines`);
  }
  return { acknowledged, problems };
}
