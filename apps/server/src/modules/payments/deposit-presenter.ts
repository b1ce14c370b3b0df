import type { TChannelKind, TDepositOrder, TDepositStatus } from "@orchid/contract/payments";
import type { TDepositView } from "./deposits-repo.ts";

/** A deposit order as its member sees it. */
export function presentDeposit(row: TDepositView): TDepositOrder {
  return {
    id: row.id,
    orderNo: row.orderNo,
    channelKind: row.channelKind as TChannelKind,
    channelName: row.channelName,
    amount: row.amountMinor,
    fee: row.feeMinor,
    credit: row.amountMinor - row.feeMinor,
    status: row.status as TDepositStatus,
    payUrl: row.status === "pending" ? row.payUrl : null,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
