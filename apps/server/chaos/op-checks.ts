import { stableJson } from "../src/modules/wallet/idempotent.ts";
import type { TBankMember } from "./bank-setup.ts";
import { accountKey, type TLedgerFacts, type TLedgerLine } from "./ledger-facts.ts";
import type { TOpRecord } from "./op-record.ts";

const MONEY_CODES: Record<string, string> = {
  to_game: "wallet_transfer",
  from_game: "wallet_transfer",
  upline: "upline_transfer",
  downline: "downline_transfer",
  withdraw: "withdrawal",
};

type TAccountIds = Map<string, number>;

function expectedSides(
  op: TOpRecord,
  ids: TAccountIds,
  members: Map<number, TBankMember>,
): [number?, number?] {
  const main = ids.get(accountKey(op.memberId, "main"));
  const game = ids.get(accountKey(op.memberId, "game", op.plan.wallet ?? ""));
  if (op.plan.kind === "to_game") return [main, game];
  if (op.plan.kind === "from_game") return [game, main];
  if (op.plan.kind === "downline") return [main, ids.get(accountKey(op.plan.targetId ?? -1, "main"))];
  if (op.plan.kind === "upline") {
    const upline = members.get(op.memberId)?.uplineId ?? -1;
    return [main, ids.get(accountKey(upline, "main"))];
  }
  return [main, undefined];
}

/** An acknowledged money move: its ledger line is there once, for its amount, between the right accounts. */
function checkAcknowledged(
  op: TOpRecord,
  line: TLedgerLine,
  facts: TLedgerFacts,
  sides: [number?, number?],
): string[] {
  const problems: string[] = [];
  const name = `${op.plan.kind} ${op.plan.key}`;
  if (line.amount !== op.plan.amount)
    problems.push(`${name}: ledger amount ${line.amount} ≠ ${op.plan.amount}`);
  if (line.code !== MONEY_CODES[op.plan.kind]) problems.push(`${name}: ledger code ${line.code}`);
  const [debit, credit] = sides;
  if (line.debit !== debit) problems.push(`${name}: debited account ${line.debit}, expected ${debit}`);
  if (credit !== undefined && line.credit !== credit)
    problems.push(`${name}: credited ${line.credit}, expected ${credit}`);
  if (op.plan.kind === "withdraw") {
    if (line.phase !== "pending") problems.push(`${name}: withdrawal line is ${line.phase}, not a hold`);
    const rows = facts.withdrawals.filter((w) => w.holdTransferId === line.id);
    const answered = (op.value as { id?: number }).id;
    if (rows.length !== 1) problems.push(`${name}: ${rows.length} withdrawal rows for hold ${line.id}`);
    else if (
      rows[0]?.id !== answered ||
      rows[0]?.amount !== op.plan.amount ||
      rows[0]?.memberId !== op.memberId
    )
      problems.push(`${name}: withdrawal row ${stableJson(rows[0])} ≠ answer ${answered}`);
  }
  return problems;
}

/** A deposit as the member saw it against the order and its ledger lines. */
function checkDeposit(op: TOpRecord, facts: TLedgerFacts): string[] {
  const trace = op.deposit;
  if (!trace) return [];
  const name = `deposit ${op.plan.key} (order ${trace.id})`;
  const order = facts.deposits.find((d) => d.id === trace.id);
  if (!order || order.memberId !== op.memberId || order.amount !== op.plan.amount)
    return [`${name}: order ${stableJson(order)} does not match the request`];
  const credits = facts.lines.get(`deposit:${order.id}`) ?? [];
  const fees = facts.lines.get(`deposit_fee:${order.id}`) ?? [];
  const problems: string[] = [];
  if (trace.seen === "credited" && order.status !== "credited")
    problems.push(`${name}: seen credited, now ${order.status}`);
  if (trace.seen === "failed" && order.status !== "failed")
    problems.push(`${name}: seen failed, now ${order.status}`);
  if (order.status === "credited") {
    if (trace.action !== "complete")
      problems.push(`${name}: credited though the payer chose ${trace.action}`);
    if (credits.length !== 1 || credits[0]?.amount !== order.amount)
      problems.push(`${name}: ${credits.length} credit lines ${stableJson(credits)}`);
    if (fees.length !== (order.fee > 0 ? 1 : 0) || (order.fee > 0 && fees[0]?.amount !== order.fee))
      problems.push(`${name}: fee lines ${stableJson(fees)} for fee ${order.fee}`);
  } else if (credits.length + fees.length > 0) problems.push(`${name}: ${order.status} yet has ledger lines`);
  return problems;
}

/** The answer itself: definitive, no 5xx, repeats identical, mismatched repeats refused, reads sane. */
function checkAnswer(op: TOpRecord): string[] {
  const name = `${op.plan.label} ${op.plan.key ?? op.plan.path}`;
  const problems: string[] = [];
  if (op.outcome === "indeterminate") problems.push(`${name}: no definitive answer`);
  for (const e of op.serverErrors) problems.push(`${name}: server answered ${e.status} ${e.code}`);
  if (op.replyMismatch) problems.push(`${name}: repeats answered differently: ${op.replyMismatch}`);
  if (op.readProblem) problems.push(`${name}: ${op.readProblem}`);
  if (op.probe && (op.probe.success || op.probe.code !== "IDEMPOTENCY_MISMATCH"))
    problems.push(`${name}: same key with another amount answered ${stableJson(op.probe)}`);
  if (op.plan.kind === "bad_input" && op.outcome === "ok") problems.push(`${name}: bad input accepted`);
  return problems;
}

/**
 * Checks every operation against the database: each acknowledged wallet, upline, downline and withdrawal
 * move has exactly one ledger line (and a withdrawal exactly one row and hold), nothing refused
 * left a line, no line exists that no acknowledged operation explains, deposits were credited
 * exactly once and only when paid, and every answer was definitive, 4xx-clean and consistent.
 */
export function checkOperations(history: TOpRecord[], facts: TLedgerFacts, members: TBankMember[]): string[] {
  const byId = new Map(members.map((m) => [m.id, m]));
  const ids: TAccountIds = new Map(
    facts.accounts.map((a) => [accountKey(a.memberId, a.kind as "main", a.wallet), a.id]),
  );
  const problems: string[] = [];
  const explained = new Set<string>();
  for (const op of history) {
    problems.push(...checkAnswer(op));
    const key = op.plan.ledgerKey;
    if (!key) {
      problems.push(...checkDeposit(op, facts));
      continue;
    }
    const lines = facts.lines.get(key) ?? [];
    if (op.outcome === "ok" && op.plan.kind !== "bad_input") {
      explained.add(key);
      const [line] = lines;
      if (lines.length !== 1 || !line)
        problems.push(`${op.plan.kind} ${op.plan.key}: acknowledged, ${lines.length} lines`);
      else problems.push(...checkAcknowledged(op, line, facts, expectedSides(op, ids, byId)));
    } else if (op.outcome === "refused" && lines.length > 0) {
      problems.push(
        `${op.plan.label} ${op.plan.key}: refused ${op.code}, yet ${lines.length} ledger line(s)`,
      );
    }
  }
  const ours = new Set(members.map((m) => m.id));
  const acknowledgedDeposits = new Set(
    history.flatMap((op) => (op.outcome === "ok" && op.deposit ? [op.deposit.id] : [])),
  );
  for (const [key, lines] of facts.lines) {
    const [prefix, owner] = key.split(":");
    const isMove = ["wallet", "upline", "downline", "withdraw"].includes(prefix ?? "");
    if (isMove && ours.has(Number(owner)) && !explained.has(key))
      problems.push(`ledger line ${key} (${stableJson(lines)}) matches no acknowledged operation`);
  }
  for (const order of facts.deposits) {
    if (ours.has(order.memberId) && !acknowledgedDeposits.has(order.id))
      problems.push(`deposit order ${order.id} (${order.status}) matches no acknowledged deposit`);
  }
  const withdrawalsAcked = history.filter((op) => op.plan.kind === "withdraw" && op.outcome === "ok").length;
  const withdrawalRows = facts.withdrawals.filter((w) => ours.has(w.memberId)).length;
  if (withdrawalRows !== withdrawalsAcked)
    problems.push(`${withdrawalRows} withdrawal rows for ${withdrawalsAcked} acknowledged withdrawals`);
  return problems;
}
