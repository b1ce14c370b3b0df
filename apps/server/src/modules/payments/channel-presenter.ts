import type { TBoPaymentChannel } from "@orchid/contract/backoffice-payments";
import type { TChannelKind, TDepositChannel } from "@orchid/contract/payments";
import type { TChannelRow } from "./channels-repo.ts";

/** A channel as members see it: limits and fee; bank details only for bank channels; never gateway data. */
export function presentChannel(row: TChannelRow): TDepositChannel {
  return {
    id: row.id,
    kind: row.kind as TChannelKind,
    name: row.name,
    minAmount: row.minMinor,
    maxAmount: row.maxMinor,
    feeBps: row.feeBps,
    feeFixed: row.feeFixedMinor,
    bank: row.kind === "bank" ? row.bank : null,
  };
}

/** A channel as the console edits it: the gateway secret is never shown, only whether one is set. */
export function presentConsoleChannel(row: TChannelRow): TBoPaymentChannel {
  return {
    id: row.id,
    kind: row.kind as TChannelKind,
    name: row.name,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    minAmount: row.minMinor,
    maxAmount: row.maxMinor,
    feeBps: row.feeBps,
    feeFixed: row.feeFixedMinor,
    gatewayUrl: row.gatewayUrl,
    gatewayMerchantNo: row.gatewayMerchantNo,
    hasSecret: Boolean(row.gatewaySecret),
    bank: row.bank,
  };
}
