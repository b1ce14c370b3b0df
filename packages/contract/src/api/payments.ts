import { endpoint, MEMBER } from "../endpoint.ts";

/** The payments calls. */
export const PAYMENTS_CALLS = {
  depositChannels: endpoint("GET", "/wps/payments/deposit/channels", { module: "payments", caller: MEMBER }),
  deposit: endpoint("POST", "/wps/payments/deposit", { module: "payments", caller: MEMBER }),
  deposits: endpoint("GET", "/wps/payments/deposits", { module: "payments", caller: MEMBER }),
  payoutAccounts: endpoint("GET", "/wps/payments/payout-accounts", { module: "payments", caller: MEMBER }),
  payoutAccountAdd: endpoint("POST", "/wps/payments/payout-accounts", { module: "payments", caller: MEMBER }),
  payoutAccountRemove: endpoint("DELETE", "/wps/payments/payout-accounts", {
    module: "payments",
    caller: MEMBER,
  }),
  withdrawSettings: endpoint("GET", "/wps/payments/withdraw/settings", {
    module: "payments",
    caller: MEMBER,
  }),
  withdraw: endpoint("POST", "/wps/payments/withdraw", { module: "payments", caller: MEMBER }),
  withdrawals: endpoint("GET", "/wps/payments/withdrawals", { module: "payments", caller: MEMBER }),
  payoutConfirm: endpoint("POST", "/wps/payments/withdrawals/confirm", {
    module: "payments",
    caller: MEMBER,
  }),
} as const;
