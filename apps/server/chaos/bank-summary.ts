import type { TBankCheck } from "./bank-checks.ts";
import type { TOpKind, TOpRecord } from "./op-record.ts";

const KINDS: TOpKind[] = [
  "to_game",
  "from_game",
  "upline",
  "downline",
  "deposit",
  "withdraw",
  "bad_input",
  "read",
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function countBy<T>(items: T[], keyOf: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/**
 * A short printable account of a run: throughput, what was acknowledged and refused per kind,
 * retries and repeats, latency (first send to first definitive answer), deposits, and the checks.
 */
export function summarizeBank(
  history: TOpRecord[],
  durationMs: number,
  check: TBankCheck,
  extra: string[] = [],
): string {
  const latencies = history
    .flatMap((op) => (op.answeredMs === null ? [] : [op.answeredMs - op.startedMs]))
    .sort((a, b) => a - b);
  const acked = history.filter((op) => op.outcome === "ok");
  const refused = history.filter((op) => op.outcome === "refused");
  const deposits = history.flatMap((op) => (op.deposit ? [op.deposit] : []));
  const paid = deposits.filter((d) => d.action === "complete" && d.payStatus === 200);
  const cancelled = deposits.filter((d) => d.action === "fail" && d.payStatus === 200);
  const lines = [
    `operations: ${history.length} in ${(durationMs / 1000).toFixed(1)} s = ${((history.length * 1000) / durationMs).toFixed(0)} ops/s`,
    `acknowledged ${acked.length}, refused ${refused.length}, no answer ${history.length - acked.length - refused.length}`,
    ...KINDS.map((kind) => {
      const mine = history.filter((op) => op.plan.kind === kind);
      const ok = mine.filter((op) => op.outcome === "ok").length;
      return `  ${kind.padEnd(10)} ${String(mine.length).padStart(6)} sent, ${String(ok).padStart(6)} ok`;
    }),
    `refusals: ${countBy(refused, (op) => `${op.status} ${op.code}`)
      .map(([code, n]) => `${code} ×${n}`)
      .join(", ")}`,
    `repeats: ${history.filter((op) => op.duplicate === "concurrent").length} concurrent, ${history.filter((op) => op.duplicate === "after").length} after the answer, ${history.filter((op) => op.probe).length} same key with another amount`,
    `retried: ${history.filter((op) => op.networkErrors + op.serverErrors.length > 0).length} ops (${history.reduce((n, op) => n + op.networkErrors, 0)} network errors, ${history.reduce((n, op) => n + op.serverErrors.length, 0)} 5xx)`,
    `latency: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${percentile(latencies, 100).toFixed(0)} ms`,
    `deposits: ${deposits.length} created; ${paid.length} paid, ${paid.filter((d) => d.seen === "credited").length} of them seen credited; ${cancelled.length} cancelled, ${cancelled.filter((d) => d.seen === "failed").length} seen failed; ${deposits.length - paid.length - cancelled.length} left unpaid`,
    `member balances: ${check.memberTotals.cached} cached, ${check.memberTotals.fromTransfers} from transfers, ${check.memberTotals.model} by the model; ${check.negativeAccounts} negative`,
    `ledger check: ${check.violations.length === 0 ? "sound" : `${check.violations.length} violation(s)`}; problems: ${check.problems.length}`,
    ...extra,
  ];
  return lines.join("\n");
}
