import { ZBoPaymentChannelRequest } from "@orchid/contract/backoffice-payments";
import { describe, expect, it } from "vitest";
import { channelDraftOf, channelRequestOf, type TChannelDraft } from "./channel-draft.ts";

const bankDraft: TChannelDraft = {
  ...channelDraftOf(null),
  name: " Main bank ",
  minAmount: "100",
  maxAmount: "50,000.50",
  feeBps: "150",
  feeFixed: "0.29",
  bankName: "Demo Bank",
  accountName: "Orchid Ltd",
  accountNumber: "6222 0000 1234",
};

describe("channelRequestOf", () => {
  it("sends exact minor units and only the bank details of a bank channel", () => {
    const result = channelRequestOf({ ...bankDraft, gatewayUrl: "https://left.over" }, undefined);
    expect(result).toEqual({
      ok: true,
      request: {
        id: undefined,
        kind: "bank",
        name: "Main bank",
        enabled: true,
        sortOrder: 0,
        minAmount: 10000,
        maxAmount: 5000050,
        feeBps: 150,
        feeFixed: 29,
        gatewayUrl: null,
        gatewayMerchantNo: null,
        gatewaySecret: undefined,
        bank: { bankName: "Demo Bank", accountName: "Orchid Ltd", accountNumber: "6222 0000 1234" },
      },
    });
    if (result.ok) expect(ZBoPaymentChannelRequest.safeParse(result.request).success).toBe(true);
  });

  it("keeps a gateway's stored secret when the secret box is left blank", () => {
    const gateway = {
      ...bankDraft,
      kind: "gateway" as const,
      gatewayUrl: "https://pay.example.test/api",
      gatewayMerchantNo: "M100",
    };
    const kept = channelRequestOf(gateway, 7);
    expect(kept.ok && kept.request).toMatchObject({ id: 7, bank: null, gatewayMerchantNo: "M100" });
    expect(kept.ok && "gatewaySecret" in kept.request && kept.request.gatewaySecret).toBeFalsy();
    const replaced = channelRequestOf({ ...gateway, gatewaySecret: "a-new-secret-of-20ch" }, 7);
    expect(replaced.ok && replaced.request.gatewaySecret).toBe("a-new-secret-of-20ch");
  });

  it("names each field that cannot be sent instead of rounding or guessing", () => {
    expect(
      channelRequestOf({ ...bankDraft, minAmount: "1.001", feeBps: "5001", sortOrder: "-1" }, 1),
    ).toEqual({
      ok: false,
      errors: {
        minAmount: "bo_money_decimals",
        feeBps: "bo_channel_fee_bps_invalid",
        sortOrder: "bo_channel_order_invalid",
      },
    });
    expect(channelRequestOf({ ...bankDraft, minAmount: "600", maxAmount: "500" }, 1)).toEqual({
      ok: false,
      errors: { maxAmount: "err_min_above_max" },
    });
  });

  it("starts an edit from the channel's values in major units, secret blank", () => {
    const draft = channelDraftOf({
      id: 3,
      kind: "gateway",
      name: "Fast pay",
      enabled: false,
      sortOrder: 2,
      minAmount: 1000,
      maxAmount: 123456,
      feeBps: 25,
      feeFixed: 0,
      gatewayUrl: "https://pay.example.test",
      gatewayMerchantNo: "M1",
      hasSecret: true,
      bank: null,
    });
    expect(draft).toMatchObject({
      minAmount: "10.00",
      maxAmount: "1234.56",
      feeFixed: "0.00",
      gatewaySecret: "",
    });
  });
});
