import type { TBoDeposit, ZBoDepositQuery } from "@orchid/contract/backoffice-payments";
import type { TPage } from "@orchid/contract/money";
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { TDb, TTx } from "../../db/database.ts";
import { members } from "../../db/schema/accounts.ts";
import { operators } from "../../db/schema/backoffice.ts";
import { depositOrders, paymentChannels } from "../../db/schema/payments.ts";
import type { TMerchant } from "../merchants/index.ts";
import { resolvePeriod } from "../wallet/index.ts";
import { presentDeposit } from "./deposit-presenter.ts";

const COLUMNS = {
  order: depositOrders,
  channelName: paymentChannels.name,
  channelKind: paymentChannels.kind,
  username: members.username,
  decidedBy: operators.username,
};

type TQueueRow = {
  order: typeof depositOrders.$inferSelect;
  channelName: string;
  channelKind: string;
  username: string;
  decidedBy: string | null;
};

function present(row: TQueueRow, proofUrl: (id: number) => string): TBoDeposit {
  const view = { ...row.order, channelName: row.channelName, channelKind: row.channelKind };
  return {
    ...presentDeposit(view),
    payUrl: row.order.payUrl,
    memberId: row.order.memberId,
    username: row.username,
    proofUrls: row.order.proofMediaIds.map(proofUrl),
    remark: row.order.remark,
    gatewayReference: row.order.gatewayReference,
    decidedBy: row.decidedBy,
    note: row.order.note,
  };
}

function select(db: TDb | TTx) {
  return db
    .select(COLUMNS)
    .from(depositOrders)
    .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .leftJoin(operators, eq(operators.id, depositOrders.decidedBy));
}

/** `GET /bo/payments/deposits`: the merchant's orders in the period, newest first, filtered. */
export async function depositQueue(
  db: TDb,
  merchant: TMerchant,
  query: z.output<typeof ZBoDepositQuery>,
  now: Date,
  proofUrl: (id: number) => string,
): Promise<TPage<TBoDeposit>> {
  const period = resolvePeriod(query, merchant.timeZone, now);
  const where: SQL[] = [
    eq(depositOrders.merchantId, merchant.id),
    gte(depositOrders.createdAt, period.from),
    lt(depositOrders.createdAt, period.to),
  ];
  if (query.status) where.push(eq(depositOrders.status, query.status));
  if (query.q) {
    const match = or(eq(depositOrders.orderNo, query.q.toUpperCase()), ilike(members.username, query.q));
    if (match) where.push(match);
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    select(db)
      .where(condition)
      .orderBy(desc(depositOrders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(depositOrders)
      .innerJoin(members, eq(members.id, depositOrders.memberId))
      .where(condition),
  ]);
  const n = total?.n ?? 0;
  return {
    rows: rows.map((row) => present(row, proofUrl)),
    page: query.page,
    pageSize: query.pageSize,
    total: n,
    totalPages: Math.ceil(n / query.pageSize),
  };
}

/** One order as the console shows it. */
export async function consoleDeposit(
  db: TDb | TTx,
  id: number,
  proofUrl: (id: number) => string,
): Promise<TBoDeposit | undefined> {
  const [row] = await select(db).where(inArray(depositOrders.id, [id]));
  return row ? present(row, proofUrl) : undefined;
}
