import { z } from "zod";
import { ZBonusOffer } from "../bonus.ts";
import { endpoint, REAL_MEMBER, signed } from "../endpoint.ts";
import { ZGatewayNotifyInput, ZGatewayNotifyReply } from "../gateway-notification.ts";
import {
  ZDepositChannel,
  ZDepositListQuery,
  ZDepositOrder,
  ZDepositPage,
  ZDepositRequest,
  ZMemberUploadRequest,
  ZMemberUploadValue,
  ZPayoutAccount,
  ZPayoutAccountRemove,
  ZPayoutAccountRequest,
  ZPayoutConfirmRequest,
  ZWithdrawal,
  ZWithdrawalListQuery,
  ZWithdrawalPage,
  ZWithdrawRequest,
  ZWithdrawSettings,
} from "../payments.ts";

/**
 * The payments calls (spec §4, §9): deposits, proof images, payout accounts and withdrawals, all
 * for real accounts only (a trial account has no money to pay in or take out), and the gateways'
 * signed notifications.
 */
export const PAYMENTS_CALLS = {
  memberUpload: endpoint("POST", "/wps/member/uploads", {
    module: "payments",
    caller: REAL_MEMBER,
    summary:
      "Stores a proof image (png or jpg, base64, at most 5 MB) for a bank deposit or a payout dispute.",
    input: ZMemberUploadRequest,
    answer: ZMemberUploadValue,
    errors: ["UPLOAD_TOO_LARGE", "UPLOAD_TYPE_UNSUPPORTED", "PROOF_QUOTA_REACHED"],
  }),
  depositChannels: endpoint("GET", "/wps/payments/deposit/channels", {
    module: "payments",
    caller: REAL_MEMBER,
    summary: "The merchant's enabled deposit channels with their limits and fees.",
    answer: z.array(ZDepositChannel),
  }),
  depositBonuses: endpoint("GET", "/wps/payments/deposit/bonuses", {
    module: "payments",
    caller: REAL_MEMBER,
    summary:
      "The deposit bonuses the member may choose before paying (first-deposit ones until a deposit is credited).",
    answer: z.array(ZBonusOffer),
  }),
  deposit: endpoint("POST", "/wps/payments/deposit", {
    module: "payments",
    caller: REAL_MEMBER,
    summary:
      "Opens a deposit order: at the gateway (answers the page to pay on) or by bank transfer with proof images.",
    input: ZDepositRequest,
    answer: ZDepositOrder,
    errors: [
      "CURRENCY_MISMATCH",
      "AMOUNT_OUT_OF_RANGE",
      "PROOF_REQUIRED",
      "DEPOSIT_LIMIT_REACHED",
      "GATEWAY_UNAVAILABLE",
      "BONUS_NOT_ELIGIBLE",
      "IDEMPOTENCY_MISMATCH",
      "CONFLICT",
    ],
  }),
  deposits: endpoint("GET", "/wps/payments/deposits", {
    module: "payments",
    caller: REAL_MEMBER,
    summary: "The member's deposit orders, newest first, a page at a time.",
    input: ZDepositListQuery,
    answer: ZDepositPage,
  }),
  payoutAccounts: endpoint("GET", "/wps/payments/payout-accounts", {
    module: "payments",
    caller: REAL_MEMBER,
    summary: "The member's bound payout accounts, numbers masked.",
    answer: z.array(ZPayoutAccount),
  }),
  payoutAccountAdd: endpoint("POST", "/wps/payments/payout-accounts", {
    module: "payments",
    caller: REAL_MEMBER,
    summary: "Binds a payout account in the member's own payee name (at most five).",
    input: ZPayoutAccountRequest,
    answer: ZPayoutAccount,
    errors: ["PAYEE_MISMATCH", "CONFLICT"],
  }),
  payoutAccountRemove: endpoint("DELETE", "/wps/payments/payout-accounts", {
    module: "payments",
    caller: REAL_MEMBER,
    summary: "Unbinds one of the member's payout accounts; past withdrawals keep it.",
    input: ZPayoutAccountRemove,
    answer: z.null(),
    errors: ["NOT_FOUND"],
  }),
  withdrawSettings: endpoint("GET", "/wps/payments/withdraw/settings", {
    module: "payments",
    caller: REAL_MEMBER,
    summary: "The withdrawal rules and what today has used of them, shown before the member asks.",
    answer: ZWithdrawSettings,
  }),
  withdraw: endpoint("POST", "/wps/payments/withdraw", {
    module: "payments",
    caller: REAL_MEMBER,
    summary: "Asks for a withdrawal: the amount is held at once and the request filed for review.",
    input: ZWithdrawRequest,
    answer: ZWithdrawal,
    errors: [
      "CURRENCY_MISMATCH",
      "PAYMENT_PASSWORD_REQUIRED",
      "RATE_LIMITED",
      "AMOUNT_OUT_OF_RANGE",
      "WITHDRAW_LIMIT_REACHED",
      "INSUFFICIENT_FUNDS",
      "IDEMPOTENCY_MISMATCH",
      "CONFLICT",
      "BONUS_ACTIVE",
    ],
  }),
  withdrawals: endpoint("GET", "/wps/payments/withdrawals", {
    module: "payments",
    caller: REAL_MEMBER,
    summary: "The member's withdrawals with their payouts, newest first, a page at a time.",
    input: ZWithdrawalListQuery,
    answer: ZWithdrawalPage,
  }),
  payoutConfirm: endpoint("POST", "/wps/payments/withdrawals/confirm", {
    module: "payments",
    caller: REAL_MEMBER,
    summary: "The member says whether a payout reached them; not received needs proof images.",
    input: ZPayoutConfirmRequest,
    answer: ZWithdrawal,
    errors: ["PROOF_REQUIRED", "NOT_FOUND", "ORDER_STATE_CHANGED"],
  }),
  gatewayNotify: endpoint("POST", "/payments/gateway/:channelId/notify", {
    module: "payments",
    caller: signed("gateway"),
    summary:
      "A payment gateway's signed notification of one order (docs/payment-gateway.md): credits or fails it once.",
    input: ZGatewayNotifyInput,
    answer: ZGatewayNotifyReply,
    reply: "protocol",
    errors: ["SIGNATURE_INVALID", "NOT_FOUND", "MALFORMED_REQUEST"],
  }),
} as const;
