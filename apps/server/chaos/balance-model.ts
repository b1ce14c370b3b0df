import type { TBankMember } from "./bank-setup.ts";
import { accountKey, type TLedgerFacts } from "./ledger-facts.ts";
import type { TOpRecord } from "./op-record.ts";

export type TBalanceCheck = { problems: string[]; expectedTotal: number; actualTotal: number };

function add(balances: Map<string, number>, key: string, amount: number): void {
  balances.set(key, (balances.get(key) ?? 0) + amount);
}

/**
 * The bank's model: every member account's balance before the run, plus exactly what the
 * acknowledged operations and the credited deposits moved, must equal its balance after the run.
 * A lost operation, a doubled one, or money moved by a refused one shows up as a difference.
 */
export function checkBalances(
  before: Map<string, number>,
  after: Map<string, number>,
  history: TOpRecord[],
  facts: TLedgerFacts,
  members: TBankMember[],
): TBalanceCheck {
  const expected = new Map(before);
  const uplineOf = new Map(members.map((m) => [m.id, m.uplineId]));
  for (const op of history) {
    if (op.outcome !== "ok") continue;
    const { amount, wallet } = op.plan;
    const main = accountKey(op.memberId, "main");
    if (op.plan.kind === "to_game" || op.plan.kind === "from_game") {
      const sign = op.plan.kind === "to_game" ? 1 : -1;
      add(expected, main, -sign * amount);
      add(expected, accountKey(op.memberId, "game", wallet ?? ""), sign * amount);
    } else if (op.plan.kind === "upline") {
      add(expected, main, -amount);
      add(expected, accountKey(uplineOf.get(op.memberId) ?? -1, "main"), amount);
    } else if (op.plan.kind === "downline") {
      add(expected, main, -amount);
      add(expected, accountKey(op.plan.targetId ?? -1, "main"), amount);
    } else if (op.plan.kind === "withdraw") {
      add(expected, main, -amount);
    }
  }
  const ours = new Set(members.map((m) => m.id));
  for (const order of facts.deposits) {
    if (ours.has(order.memberId) && order.status === "credited")
      add(expected, accountKey(order.memberId, "main"), order.amount - order.fee);
  }
  const problems: string[] = [];
  let expectedTotal = 0;
  let actualTotal = 0;
  for (const key of new Set([...expected.keys(), ...after.keys()])) {
    const want = expected.get(key) ?? 0;
    const have = after.get(key) ?? 0;
    expectedTotal += want;
    actualTotal += have;
    if (want !== have)
      problems.push(`account ${key}: balance ${have}, the acknowledged operations say ${want}`);
  }
  return { problems, expectedTotal, actualTotal };
}
