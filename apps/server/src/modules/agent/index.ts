// The public entry of the agent module: what other modules and the app use. Nothing else of
// agent is imported from outside it (checked by npm run lint:deps).
export { agentConsoleRoutes } from "./console/routes.ts";
export { endContractsOnTreeChange } from "./contracts/contracts-on-tree-change.ts";
export { agentRoutes } from "./routes.ts";
export { AGENT_BILL_APPROVAL } from "./settlement/bill-approval.ts";
export {
  retryBills,
  settleDailyWage,
  settleDividends,
  settleWindows,
} from "./settlement/settlement-jobs.ts";
