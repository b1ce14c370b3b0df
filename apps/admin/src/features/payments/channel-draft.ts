import type { TBoPaymentChannel, TBoPaymentChannelRequest } from "@orchid/contract/backoffice-payments";
import type { TChannelKind } from "@orchid/contract/payments";
import { minorToMajorInput, parseMajorAmount } from "../../money/major-amount.ts";
import { wholeNumberIn } from "./whole-number.ts";

/** A channel as its form holds it: every number as typed, amounts in major units. */
export type TChannelDraft = {
  kind: TChannelKind;
  name: string;
  enabled: boolean;
  sortOrder: string;
  minAmount: string;
  maxAmount: string;
  feeBps: string;
  feeFixed: string;
  gatewayUrl: string;
  gatewayMerchantNo: string;
  /** Write-only: empty keeps the stored secret. */
  gatewaySecret: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
};

/** The form's starting values: the channel's, or a new bank channel's. */
export function channelDraftOf(channel: TBoPaymentChannel | null): TChannelDraft {
  return {
    kind: channel?.kind ?? "bank",
    name: channel?.name ?? "",
    enabled: channel?.enabled ?? true,
    sortOrder: String(channel?.sortOrder ?? 0),
    minAmount: channel ? minorToMajorInput(channel.minAmount) : "",
    maxAmount: channel ? minorToMajorInput(channel.maxAmount) : "",
    feeBps: String(channel?.feeBps ?? 0),
    feeFixed: minorToMajorInput(channel?.feeFixed ?? 0),
    gatewayUrl: channel?.gatewayUrl ?? "",
    gatewayMerchantNo: channel?.gatewayMerchantNo ?? "",
    gatewaySecret: "",
    bankName: channel?.bank?.bankName ?? "",
    accountName: channel?.bank?.accountName ?? "",
    accountNumber: channel?.bank?.accountNumber ?? "",
  };
}

export type TChannelRequestResult =
  | { ok: true; request: TBoPaymentChannelRequest }
  | { ok: false; errors: Record<string, string> };

/**
 * The save call for a draft, or the problems found before sending it (keyed by the request's
 * field paths, like the server's): amounts must be exact to the cent and the minimum no larger
 * than the maximum. A gateway channel sends no bank details and a bank channel no gateway ones.
 */
export function channelRequestOf(draft: TChannelDraft, id: number | undefined): TChannelRequestResult {
  const errors: Record<string, string> = {};
  const min = parseMajorAmount(draft.minAmount);
  const max = parseMajorAmount(draft.maxAmount);
  const feeFixed = parseMajorAmount(draft.feeFixed || "0", { allowZero: true });
  const sortOrder = wholeNumberIn(draft.sortOrder || "0", 0, 10_000);
  const feeBps = wholeNumberIn(draft.feeBps || "0", 0, 5_000);
  if (!min.ok) errors.minAmount = min.errorKey;
  if (!max.ok) errors.maxAmount = max.errorKey;
  if (!feeFixed.ok) errors.feeFixed = feeFixed.errorKey;
  if (sortOrder === null) errors.sortOrder = "bo_channel_order_invalid";
  if (feeBps === null) errors.feeBps = "bo_channel_fee_bps_invalid";
  if (min.ok && max.ok && min.minor > max.minor) errors.maxAmount = "err_min_above_max";
  if (!min.ok || !max.ok || !feeFixed.ok || sortOrder === null || feeBps === null || errors.maxAmount)
    return { ok: false, errors };

  const isGateway = draft.kind === "gateway";
  return {
    ok: true,
    request: {
      id,
      kind: draft.kind,
      name: draft.name.trim(),
      enabled: draft.enabled,
      sortOrder,
      minAmount: min.minor,
      maxAmount: max.minor,
      feeBps,
      feeFixed: feeFixed.minor,
      gatewayUrl: isGateway ? draft.gatewayUrl.trim() || null : null,
      gatewayMerchantNo: isGateway ? draft.gatewayMerchantNo.trim() || null : null,
      gatewaySecret: isGateway && draft.gatewaySecret !== "" ? draft.gatewaySecret : undefined,
      bank: isGateway
        ? null
        : {
            bankName: draft.bankName.trim(),
            accountName: draft.accountName.trim(),
            accountNumber: draft.accountNumber.trim(),
          },
    },
  };
}
