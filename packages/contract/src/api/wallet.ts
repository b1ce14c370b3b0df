import { z } from "zod";
import { endpoint, MEMBER, planned, REAL_MEMBER, VISITOR } from "../endpoint.ts";
import { ZPaymentPasswordRequest } from "../payments.ts";
import {
  ZBalance,
  ZBalanceSocketMessage,
  ZBalanceSocketQuery,
  ZBonusPage,
  ZBonusQuery,
  ZMerchantWallets,
  ZProfit,
  ZProfitQuery,
  ZRecordPage,
  ZRecordQuery,
  ZUplineTransferRequest,
  ZUplineTransferValue,
  ZWalletTransferRequest,
  ZWalletTransferValue,
} from "../wallet.ts";

/** The wallet calls (spec §7 Wallet). Moving money is for real accounts: a trial account is refused. */
export const WALLET_CALLS = {
  memberTransactionDetail: planned("GET", "/wps/member/transactions", "wallet", MEMBER),
  balance: endpoint("GET", "/wps/v2/wallets/balance", {
    module: "wallet",
    caller: MEMBER,
    summary:
      "The member's balance: main plus game wallets, what can be spent now, and what withdrawals hold.",
    answer: ZBalance,
  }),
  walletTransfer: endpoint("POST", "/wps/v2/wallets/transfer", {
    module: "wallet",
    caller: REAL_MEMBER,
    summary: "Moves money between the main wallet and one game wallet, once per idempotency key.",
    input: ZWalletTransferRequest,
    answer: ZWalletTransferValue,
    errors: ["CURRENCY_MISMATCH", "WALLET_UNKNOWN", "INSUFFICIENT_FUNDS", "IDEMPOTENCY_MISMATCH", "CONFLICT"],
  }),
  merchantWallets: endpoint("GET", "/wps/v2/wallets/merchant", {
    module: "wallet",
    caller: MEMBER,
    summary:
      "The main wallet and every transfer-mode game wallet of the merchant, with the member's balances.",
    answer: ZMerchantWallets,
  }),
  uplineTransfer: endpoint("POST", "/wps/v2/wallets/transfer/upline", {
    module: "wallet",
    caller: REAL_MEMBER,
    summary: "Moves money from the main wallet to the direct upline's, confirmed by the payment password.",
    input: ZUplineTransferRequest,
    answer: ZUplineTransferValue,
    errors: [
      "CURRENCY_MISMATCH",
      "UPLINE_TRANSFER_NOT_ALLOWED",
      "PAYMENT_PASSWORD_REQUIRED",
      "RATE_LIMITED",
      "INSUFFICIENT_FUNDS",
      "IDEMPOTENCY_MISMATCH",
      "CONFLICT",
    ],
  }),
  paymentPassword: endpoint("POST", "/wps/member/security/payment-password", {
    module: "wallet",
    caller: REAL_MEMBER,
    summary: "Sets or changes the payment password; the login password confirms who sets it.",
    body: "sealed",
    input: ZPaymentPasswordRequest,
    answer: z.null(),
    errors: ["SESSION_EXPIRED", "ENCRYPTION_REQUIRED", "ENCRYPTION_KEY_UNKNOWN"],
  }),
  walletRecords: endpoint("GET", "/wps/v2/wallets/records", {
    module: "wallet",
    caller: MEMBER,
    summary: "The account record: every line that moved the member's money over a period, a page at a time.",
    input: ZRecordQuery,
    answer: ZRecordPage,
  }),
  bonusDetails: endpoint("GET", "/wps/v2/wallets/bonus", {
    module: "wallet",
    caller: MEMBER,
    summary: "Bonus lines over a period with their reason, a page at a time, and their sum.",
    input: ZBonusQuery,
    answer: ZBonusPage,
  }),
  personalProfit: endpoint("GET", "/wps/v2/wallets/profit", {
    module: "wallet",
    caller: MEMBER,
    summary: "Personal profit and loss over a period: money in and out of the main wallet by kind.",
    input: ZProfitQuery,
    answer: ZProfit,
  }),
  balanceSocket: endpoint("GET", "/wps/ws", {
    module: "wallet",
    caller: VISITOR,
    summary:
      "WebSocket of the live balance and unread count: the first message carries the session token, then the server pushes.",
    input: ZBalanceSocketQuery,
    answer: ZBalanceSocketMessage,
    reply: "protocol",
  }),
} as const;
