import { endpoint, operator } from "../endpoint.ts";

/** The console's wallet calls. */
export const CONSOLE_WALLET_CALLS = {
  boAdjustBalance: endpoint("POST", "/bo/wallet/adjustments", {
    module: "backoffice",
    caller: operator(null, "boAdjustBalance"),
  }),
  boMemberLedger: endpoint("GET", "/bo/wallet/ledger", {
    module: "backoffice",
    caller: operator(null, "boMemberLedger"),
  }),
} as const;
