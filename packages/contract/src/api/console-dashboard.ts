import { ZBoDashboard } from "../backoffice-dashboard.ts";
import { endpoint, operator } from "../endpoint.ts";

/** The console's dashboard calls. */
export const CONSOLE_DASHBOARD_CALLS = {
  boDashboard: endpoint("GET", "/bo/dashboard", {
    module: "backoffice",
    caller: operator("dashboard.read", "dashboard.read"),
    summary: "The merchant's figures of today and the last 14 days, and its running totals.",
    answer: ZBoDashboard,
  }),
} as const;
