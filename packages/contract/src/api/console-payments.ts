import { endpoint, operator } from "../endpoint.ts";

/** The console's payments calls. */
export const CONSOLE_PAYMENTS_CALLS = {
  boDeposits: endpoint("GET", "/bo/payments/deposits", {
    module: "backoffice",
    caller: operator(null, "boDeposits"),
  }),
  boDecideDeposit: endpoint("POST", "/bo/payments/deposits/decide", {
    module: "backoffice",
    caller: operator(null, "boDecideDeposit"),
  }),
  boWithdrawals: endpoint("GET", "/bo/payments/withdrawals", {
    module: "backoffice",
    caller: operator(null, "boWithdrawals"),
  }),
  boDecideWithdrawal: endpoint("POST", "/bo/payments/withdrawals/decide", {
    module: "backoffice",
    caller: operator(null, "boDecideWithdrawal"),
  }),
  boPayWithdrawal: endpoint("POST", "/bo/payments/withdrawals/payout", {
    module: "backoffice",
    caller: operator(null, "boPayWithdrawal"),
  }),
  boReleaseWithdrawal: endpoint("POST", "/bo/payments/withdrawals/release", {
    module: "backoffice",
    caller: operator(null, "boReleaseWithdrawal"),
  }),
  boResolvePayout: endpoint("POST", "/bo/payments/payouts/resolve", {
    module: "backoffice",
    caller: operator(null, "boResolvePayout"),
  }),
  boPaymentChannels: endpoint("GET", "/bo/payments/channels", {
    module: "backoffice",
    caller: operator(null, "boPaymentChannels"),
  }),
  boSavePaymentChannel: endpoint("PUT", "/bo/payments/channels", {
    module: "backoffice",
    caller: operator(null, "boSavePaymentChannel"),
  }),
  boPaymentSettings: endpoint("GET", "/bo/payments/settings", {
    module: "backoffice",
    caller: operator(null, "boPaymentSettings"),
  }),
  boSetPaymentSettings: endpoint("PUT", "/bo/payments/settings", {
    module: "backoffice",
    caller: operator(null, "boSetPaymentSettings"),
  }),
} as const;
