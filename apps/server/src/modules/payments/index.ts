// The public entry of the payments module: what other modules and the app use. Nothing else of
// payments is imported from outside it (checked by npm run lint:deps).
export { paymentsConsoleRoutes } from "./console/routes.ts";
export { depositExpiryJob } from "./deposit-expiry.ts";
export { startDevGateway } from "./dev-gateway.ts";
export { payoutAccountNumbers } from "./payout-accounts-repo.ts";
export { payoutAutoConfirmJob } from "./payout-confirmation.ts";
export { paymentRoutes } from "./routes.ts";
export { WITHDRAWAL_APPROVAL } from "./withdrawal-approval.ts";
export { withdrawalRoutes } from "./withdrawal-routes.ts";
