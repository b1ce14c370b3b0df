import type { TPage } from "@orchid/contract/money";
import type {
  TBonusRow,
  TProfit,
  TRecordRow,
  ZBonusQuery,
  ZProfitQuery,
  ZRecordQuery,
} from "@orchid/contract/wallet";
import type { z } from "zod";
import type { TDb } from "../../db/database.ts";
import type { TMerchant } from "../merchants/index.ts";
import { resolvePeriod } from "./record-period.ts";
import { presentRecordLine } from "./records-presenter.ts";
import { memberCodeTotals, memberLedgerLines } from "./records-repo.ts";

type TPaged = { page?: number; pageSize?: number };

function paging(query: TPaged): { page: number; pageSize: number; offset: number } {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

function pageOf<T>(rows: T[], total: number, page: number, pageSize: number): TPage<T> {
  return { rows, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/** `GET /wps/v2/wallets/records`: the account record (transactionHistory). */
export async function accountRecord(
  db: TDb,
  merchant: TMerchant,
  memberId: number,
  query: z.output<typeof ZRecordQuery>,
  now: Date,
): Promise<TPage<TRecordRow>> {
  const period = resolvePeriod(query, merchant.timeZone, now);
  const { page, pageSize, offset } = paging(query);
  const { lines, total } = await memberLedgerLines(db, memberId, {
    from: period.from,
    to: period.to,
    type: query.type,
    limit: pageSize,
    offset,
  });
  return pageOf(lines.map(presentRecordLine), total, page, pageSize);
}

/** `GET /wps/v2/wallets/bonus`: bonus credits and debits with their reason, and their sum. */
export async function bonusDetails(
  db: TDb,
  merchant: TMerchant,
  memberId: number,
  query: z.output<typeof ZBonusQuery>,
  now: Date,
): Promise<TPage<TBonusRow> & { sum: number }> {
  const period = resolvePeriod(query, merchant.timeZone, now);
  const { page, pageSize, offset } = paging(query);
  const { lines, total } = await memberLedgerLines(db, memberId, {
    from: period.from,
    to: period.to,
    codes: ["bonus"],
    limit: pageSize,
    offset,
  });
  const totals = await memberCodeTotals(db, memberId, period.from, period.to);
  const bonus = totals.bonus ?? { debit: 0, credit: 0 };
  const rows = lines.map((line) => ({
    id: `${line.id}-${line.side}`,
    amount: line.side === "credit" ? line.amount : -line.amount,
    reason: line.memo ?? "",
    createdAt: line.createdAt.toISOString(),
  }));
  return { ...pageOf(rows, total, page, pageSize), sum: bonus.credit - bonus.debit };
}

/** `GET /wps/v2/wallets/profit`: what moved in and out of the main wallet over the period. */
export async function personalProfit(
  db: TDb,
  merchant: TMerchant,
  memberId: number,
  query: z.output<typeof ZProfitQuery>,
  now: Date,
): Promise<TProfit> {
  const period = resolvePeriod(query, merchant.timeZone, now);
  const totals = await memberCodeTotals(db, memberId, period.from, period.to);
  const net = (code: string) => (totals[code]?.credit ?? 0) - (totals[code]?.debit ?? 0);
  const bets = totals.game_bet?.debit ?? 0;
  const payouts = totals.game_win?.credit ?? 0;
  const bonus = net("bonus");
  return {
    from: period.fromDay,
    to: period.toDay,
    deposits: net("deposit") + net("deposit_fee"),
    withdrawals: (totals.withdrawal?.debit ?? 0) - (totals.withdrawal_refund?.credit ?? 0),
    bonus,
    adjustments: net("adjustment"),
    transfersToUpline: totals.upline_transfer?.debit ?? 0,
    transfersFromUpline: totals.upline_transfer?.credit ?? 0,
    bets,
    payouts,
    profit: payouts + bonus - bets,
  };
}
