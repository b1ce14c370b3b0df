import type { TPointsLineType } from "@orchid/contract/points";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../../db/database.ts";
import { DEPOSIT_SOURCE, REWARD_SOURCE } from "./points-rules.ts";

/** The member's points account totals: spendable and held. */
export async function pointsBalanceOf(
  db: TDb,
  accountId: number,
): Promise<{ balance: number; held: number }> {
  const [row] = rowsOf<{ balance: string | number; held: string | number }>(
    await db.execute(sql`
      select credits_posted - debits_posted - debits_pending as balance, debits_pending as held
      from ledger_accounts where id = ${accountId}`),
  );
  return { balance: Number(row?.balance ?? 0), held: Number(row?.held ?? 0) };
}

type TLineRow = {
  id: string | number;
  code: string;
  phase: string;
  memo: string | null;
  amount: string | number;
  debit: boolean;
  created_at: Date | string;
};

export type TPointsLine = {
  id: string;
  type: TPointsLineType;
  gameType: string | null;
  points: number;
  createdAt: Date;
};

function lineOf(row: TLineRow): TPointsLine {
  const amount = Number(row.amount);
  const type: TPointsLineType =
    row.code === "points_earn"
      ? row.memo === DEPOSIT_SOURCE
        ? "deposit"
        : row.memo === REWARD_SOURCE
          ? "reward"
          : "bet"
      : row.code === "points_convert"
        ? "convert"
        : row.phase === "void_pending"
          ? "redeem_refund"
          : "redeem";
  return {
    id: String(row.id),
    type,
    gameType: type === "bet" ? row.memo : null,
    points: row.phase === "void_pending" || !row.debit ? amount : -amount,
    createdAt: new Date(row.created_at),
  };
}

/**
 * A page of the lines that changed the member's spendable points, newest first: earned, held by a
 * redeem, given back by a rejection, converted. (Posting a held redeem changes nothing spendable.)
 */
export async function pointsLines(
  db: TDb,
  accountId: number,
  limit: number,
  offset: number,
): Promise<{ rows: TPointsLine[]; total: number }> {
  const where = sql`(debit_account_id = ${accountId} or credit_account_id = ${accountId}) and phase <> 'post_pending'`;
  const rows = rowsOf<TLineRow>(
    await db.execute(sql`
      select id, code, phase, memo, amount, debit_account_id = ${accountId} as debit, created_at
      from ledger_transfers where ${where} order by id desc limit ${limit} offset ${offset}`),
  );
  const [count] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from ledger_transfers where ${where}`),
  );
  return { rows: rows.map(lineOf), total: Number(count?.n ?? 0) };
}
