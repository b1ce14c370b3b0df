import type { TAgentContractKind } from "@orchid/contract/agent";
import type { TAgentContractSettings } from "@orchid/contract/backoffice-agents";
import { and, desc, eq, lt } from "drizzle-orm";
import type { TTx } from "../../../db/database.ts";
import { agentBills } from "../../../db/schema/agents.ts";
import { dayString, localToday, zonedStart } from "../../wallet/index.ts";
import { carryOver, type TPreviousBill } from "./carry-over.ts";
import type { TContractNode, THolderFigures } from "./level-difference.ts";
import type { TSpan } from "./periods.ts";
import { teamFiguresOf } from "./team-figures-repo.ts";
import type { TTeamFigures } from "./tiers.ts";

/** One period to settle: its kind, span, and for day-based kinds its first and last local day. */
export type TSettlePeriod = {
  kind: TAgentContractKind;
  span: TSpan;
  timeZone: string;
  days?: { fromDay: string; toDay: string };
};

/** A holder's figures and, for dividends, what its bill carries out. */
export type THolderResult = THolderFigures & { carryOut: number };

async function previousBill(tx: TTx, contractId: number, before: number): Promise<TPreviousBill | null> {
  const [row] = await tx
    .select({ start: agentBills.periodStart, end: agentBills.periodEnd, carryOut: agentBills.carryOut })
    .from(agentBills)
    .where(and(eq(agentBills.contractId, contractId), lt(agentBills.periodStart, new Date(before))))
    .orderBy(desc(agentBills.periodStart))
    .limit(1);
  return row
    ? { periodStart: row.start.getTime(), periodEnd: row.end.getTime(), carryOut: row.carryOut }
    : null;
}

const monthOf = (at: number, timeZone: string) => dayString(localToday(new Date(at), timeZone)).slice(0, 7);

/**
 * The figures each contract's holder is settled on, for every holder of the period at once.
 * Real-time and hourly salary: tiers are read on the running local day up to the window's end (a
 * team that climbs a tier during the day earns the higher rate from then on), the amount on the
 * window's valid bet. Daily wage: the local day's figures and valid bet. Dividend: the period's
 * figures, the amount on its loss after carry-over.
 */
export async function holderFigures(
  tx: TTx,
  merchantId: number,
  period: TSettlePeriod,
  nodes: readonly TContractNode[],
  settings: TAgentContractSettings,
): Promise<Map<number, THolderResult>> {
  const { span, timeZone } = period;
  const threshold = settings.activeMemberMinValidBet;
  const holders = nodes.map((node) => node.holderId);
  const results = new Map<number, THolderResult>();
  const figuresOf = (map: Map<number, TTeamFigures>, holderId: number) =>
    map.get(holderId) ?? { validBet: 0, loss: 0, activeMembers: 0 };
  if (period.kind === "realtime_salary" || period.kind === "hour_salary") {
    const dayStart = zonedStart(localToday(new Date(span.start), timeZone), timeZone);
    const to = new Date(span.end);
    const day = await teamFiguresOf(
      tx,
      merchantId,
      holders,
      { source: "windows", from: dayStart, to },
      threshold,
    );
    const window = await teamFiguresOf(
      tx,
      merchantId,
      holders,
      { source: "windows", from: new Date(span.start), to },
      0,
    );
    for (const id of holders)
      results.set(id, { tierFigures: figuresOf(day, id), base: figuresOf(window, id).validBet, carryOut: 0 });
    return results;
  }
  if (!period.days) throw new Error(`${period.kind} needs its days`);
  const days = await teamFiguresOf(tx, merchantId, holders, { source: "days", ...period.days }, threshold);
  for (const node of nodes) {
    const figures = figuresOf(days, node.holderId);
    if (period.kind === "daily_wage") {
      results.set(node.holderId, { tierFigures: figures, base: figures.validBet, carryOut: 0 });
      continue;
    }
    const previous = await previousBill(tx, node.contractId, span.start);
    const sameMonth =
      previous !== null && monthOf(previous.periodStart, timeZone) === monthOf(span.start, timeZone);
    const carried = carryOver(settings.dividendCarryOver, figures.loss, span.start, previous, sameMonth);
    results.set(node.holderId, {
      tierFigures: { ...figures, loss: carried.loss },
      base: Math.max(0, carried.loss),
      carryOut: carried.carryOut,
    });
  }
  return results;
}
