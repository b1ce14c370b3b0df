import { endpoint, MEMBER, planned } from "../endpoint.ts";

/** The wallet calls. */
export const WALLET_CALLS = {
  memberTransactionDetail: planned("GET", "/wps/member/transactions", "wallet", MEMBER),
  balance: endpoint("GET", "/wps/v2/wallets/balance", { module: "wallet", caller: MEMBER }),
  walletTransfer: endpoint("POST", "/wps/v2/wallets/transfer", { module: "wallet", caller: MEMBER }),
  merchantWallets: endpoint("GET", "/wps/v2/wallets/merchant", { module: "wallet", caller: MEMBER }),
  uplineTransfer: endpoint("POST", "/wps/v2/wallets/transfer/upline", { module: "wallet", caller: MEMBER }),
  walletRecords: endpoint("GET", "/wps/v2/wallets/records", { module: "wallet", caller: MEMBER }),
  bonusDetails: endpoint("GET", "/wps/v2/wallets/bonus", { module: "wallet", caller: MEMBER }),
  personalProfit: endpoint("GET", "/wps/v2/wallets/profit", { module: "wallet", caller: MEMBER }),
} as const;
