import {
  ZBoAdjustmentRequest,
  ZBoAdjustmentValue,
  ZBoLedgerQuery,
  ZBoMemberLedger,
} from "../backoffice-payments.ts";
import { endpoint, operator } from "../endpoint.ts";

/** The console's wallet calls: a member's ledger and manual adjustments (always four-eyes). */
export const CONSOLE_WALLET_CALLS = {
  boAdjustBalance: endpoint("POST", "/bo/wallet/adjustments", {
    module: "backoffice",
    caller: operator("money.request", "wallet.adjust"),
    summary: "Files a manual credit or debit of a member's wallet for a second operator to approve.",
    input: ZBoAdjustmentRequest,
    answer: ZBoAdjustmentValue,
    errors: ["NOT_FOUND"],
  }),
  boMemberLedger: endpoint("GET", "/bo/wallet/ledger", {
    module: "backoffice",
    caller: operator("money.read", "wallet.ledger"),
    summary: "One member's wallets, what is held, and their ledger lines, newest first.",
    input: ZBoLedgerQuery,
    answer: ZBoMemberLedger,
    errors: ["NOT_FOUND"],
  }),
} as const;
