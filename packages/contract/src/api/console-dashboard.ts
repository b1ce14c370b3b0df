import { endpoint, operator } from "../endpoint.ts";

/** The console's dashboard calls. */
export const CONSOLE_DASHBOARD_CALLS = {
  boDashboard: endpoint("GET", "/bo/dashboard", {
    module: "backoffice",
    caller: operator(null, "boDashboard"),
  }),
} as const;
