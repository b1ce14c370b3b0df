import { sql } from "drizzle-orm";
import { rowsOf, type TTx } from "../../../db/database.ts";

export type TVendorTxKind = "bet" | "win" | "rollback";
export type TVendorTxStatus = "applied" | "tombstone" | "rolled_back";

export type TVendorTxRow = {
  id: number;
  kind: TVendorTxKind;
  memberId: number;
  roundId: string;
  amount: number;
  status: TVendorTxStatus;
  requestHash: string;
  balanceAfter: number;
};

type TVendorTxRaw = {
  id: string | number;
  kind: TVendorTxKind;
  member_id: number;
  round_id: string;
  amount: string | number;
  status: TVendorTxStatus;
  request_hash: string;
  balance_after: string | number;
};

const toTx = (raw: TVendorTxRaw): TVendorTxRow => ({
  id: Number(raw.id),
  kind: raw.kind,
  memberId: raw.member_id,
  roundId: raw.round_id,
  amount: Number(raw.amount),
  status: raw.status,
  requestHash: raw.request_hash,
  balanceAfter: Number(raw.balance_after),
});

export type TNewVendorTx = {
  vendorCode: string;
  txId: string;
  kind: TVendorTxKind;
  merchantId: number;
  memberId: number;
  roundId: string;
  amount: number;
  refTxId: string | null;
  status: TVendorTxStatus;
  requestHash: string;
};

/**
 * Claims the vendor's transaction id. Answers the new row's id, or undefined when the id is
 * already taken (a concurrent claim waits here until the first commits or rolls back).
 */
export async function claimVendorTx(tx: TTx, row: TNewVendorTx): Promise<number | undefined> {
  const [claimed] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      insert into vendor_transactions (vendor_code, tx_id, kind, merchant_id, member_id, round_id, amount,
        ref_tx_id, status, request_hash, balance_after)
      values (${row.vendorCode}, ${row.txId}, ${row.kind}, ${row.merchantId}, ${row.memberId}, ${row.roundId},
        ${row.amount}, ${row.refTxId}, ${row.status}, ${row.requestHash}, 0)
      on conflict (vendor_code, tx_id) do nothing
      returning id`),
  );
  return claimed ? Number(claimed.id) : undefined;
}

/** The transaction under the vendor's id, locked for this transaction. */
export async function lockVendorTx(
  tx: TTx,
  vendorCode: string,
  txId: string,
): Promise<TVendorTxRow | undefined> {
  const [raw] = rowsOf<TVendorTxRaw>(
    await tx.execute(sql`
      select id, kind, member_id, round_id, amount, status, request_hash, balance_after
      from vendor_transactions where vendor_code = ${vendorCode} and tx_id = ${txId} for update`),
  );
  return raw ? toTx(raw) : undefined;
}

export async function finishVendorTx(
  tx: TTx,
  id: number,
  change: { balanceAfter: number; amount?: number; status?: TVendorTxStatus },
): Promise<void> {
  await tx.execute(sql`
    update vendor_transactions set balance_after = ${change.balanceAfter},
      amount = coalesce(${change.amount ?? null}::bigint, amount),
      status = coalesce(${change.status ?? null}::text, status)
    where id = ${id}`);
}

/** A member account's available balance, read inside the transaction. */
export async function availableOf(tx: TTx, accountId: number): Promise<number> {
  const [row] = rowsOf<{ available: string | number }>(
    await tx.execute(sql`
      select credits_posted - debits_posted - debits_pending as available
      from ledger_accounts where id = ${accountId}`),
  );
  return Number(row?.available ?? 0);
}
