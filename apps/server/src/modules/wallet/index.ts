// The public entry of the wallet module: what other modules and the app use. Nothing else of
// wallet is imported from outside it (checked by npm run lint:deps).
export { ADJUSTMENT_APPROVAL } from "./adjustment-approval.ts";
export { assertCurrency } from "./assert-currency.ts";
export { balanceSocketRoutes } from "./balance-socket.ts";
export { walletConsoleRoutes } from "./console/routes.ts";
export { requestHash, runIdempotent } from "./idempotent.ts";
export {
  lockAccountsText,
  lockedAccountsOf,
  lockedAvailableBalance,
  postLedgerSteps,
  postLinesText,
  type TLedgerStep,
} from "./ledger.ts";
export { HOUSE_SHARDS, LedgerAccounts } from "./ledger-accounts.ts";
export { applyStep, availableBalance } from "./ledger-rules.ts";
export { type TMemberTransfer, transferBetweenMembers } from "./member-transfer.ts";
export { assertPaymentPassword } from "./payment-password.ts";
export { dayString, localToday, parseDay, resolvePeriod, type TPeriod, zonedStart } from "./record-period.ts";
export { walletRoutes } from "./routes.ts";
export { withTransactionRetry } from "./transaction-retry.ts";
export { runTransferBatch, type TTransferItem } from "./transfer-batch.ts";
export { TransferVendorCache } from "./transfer-vendor-cache.ts";
export { WalletEvents } from "./wallet-events.ts";
