import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TDb, TTx } from "../../../db/database.ts";
import { members } from "../../../db/schema/accounts.ts";
import { agentBills } from "../../../db/schema/agents.ts";
import type { TBillRow } from "./bills-repo.ts";

export type TNamedBill = TBillRow & { payee: string; payer: string | null };

export type TBillFilter = {
  merchantId: number;
  from: Date;
  to: Date;
  /** Bills this member earns. */
  memberId?: number;
  /** Bills this member pays. */
  payerId?: number;
  kind?: string;
  state?: string;
  /** Payee or payer whose username contains this. */
  username?: string;
};

const payee = alias(members, "payee");
const payer = alias(members, "payer");

function whereOf(filter: TBillFilter): SQL | undefined {
  const like = filter.username ? `%${filter.username.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    eq(agentBills.merchantId, filter.merchantId),
    gte(agentBills.periodStart, filter.from),
    lt(agentBills.periodStart, filter.to),
    filter.memberId === undefined ? undefined : eq(agentBills.memberId, filter.memberId),
    filter.payerId === undefined ? undefined : eq(agentBills.payerId, filter.payerId),
    filter.kind === undefined ? undefined : eq(agentBills.kind, filter.kind),
    filter.state === undefined ? undefined : eq(agentBills.state, filter.state),
    like === undefined ? undefined : sql`(${ilike(payee.username, like)} or ${ilike(payer.username, like)})`,
  );
}

/** One page of bills, newest period first, with how many match and their gross and paid totals. */
export async function listBills(
  db: TDb | TTx,
  filter: TBillFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TNamedBill[]; total: number; totalGross: number; totalPaid: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select({ bill: agentBills, payee: payee.username, payer: payer.username })
    .from(agentBills)
    .innerJoin(payee, eq(payee.id, agentBills.memberId))
    .leftJoin(payer, eq(payer.id, agentBills.payerId))
    .where(where)
    .orderBy(desc(agentBills.periodStart), desc(agentBills.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db
    .select({
      total: count(),
      gross: sql<string>`coalesce(sum(${agentBills.grossAmount}), 0)`,
      paid: sql<string>`coalesce(sum(${agentBills.paidAmount}), 0)`,
    })
    .from(agentBills)
    .innerJoin(payee, eq(payee.id, agentBills.memberId))
    .leftJoin(payer, eq(payer.id, agentBills.payerId))
    .where(where);
  return {
    rows: rows.map((row) => ({ ...row.bill, payee: row.payee, payer: row.payer })),
    total: totals?.total ?? 0,
    totalGross: Number(totals?.gross ?? 0),
    totalPaid: Number(totals?.paid ?? 0),
  };
}

/** One bill with its payee and payer names. */
export async function namedBill(
  db: TDb | TTx,
  merchantId: number,
  id: number,
): Promise<TNamedBill | undefined> {
  const [row] = await db
    .select({ bill: agentBills, payee: payee.username, payer: payer.username })
    .from(agentBills)
    .innerJoin(payee, eq(payee.id, agentBills.memberId))
    .leftJoin(payer, eq(payer.id, agentBills.payerId))
    .where(and(eq(agentBills.merchantId, merchantId), eq(agentBills.id, id)));
  return row ? { ...row.bill, payee: row.payee, payer: row.payer } : undefined;
}
