import type { TLossCarryOver } from "@orchid/contract/agent";

/** The contract's previous dividend bill: its period and what it carried out. */
export type TPreviousBill = { periodStart: number; periodEnd: number; carryOut: number };

/**
 * A dividend period's loss after carry-over. A period the players won (negative loss) is worked
 * off against later losses: `none` never carries, `forever` carries the running balance from
 * period to period, `previous` carries only the period just before (its own result), `month`
 * carries the running balance within one calendar month (`sameMonth` tells whether the previous
 * period lies in this one's month). Answers the loss to settle on and what this period carries
 * out (≤ 0: a win still to work off).
 */
export function carryOver(
  rule: TLossCarryOver,
  loss: number,
  periodStart: number,
  previous: TPreviousBill | null,
  sameMonth: boolean,
): { loss: number; carryOut: number } {
  let carryIn = 0;
  if (previous && rule === "forever") carryIn = previous.carryOut;
  if (previous && rule === "previous" && previous.periodEnd === periodStart) carryIn = previous.carryOut;
  if (previous && rule === "month" && sameMonth) carryIn = previous.carryOut;
  const adjusted = loss + carryIn;
  if (rule === "none") return { loss, carryOut: 0 };
  return { loss: adjusted, carryOut: Math.min(0, rule === "previous" ? loss : adjusted) };
}
