import { endpoint, operator, VISITOR } from "../endpoint.ts";

/** The console's operators calls. */
export const CONSOLE_OPERATORS_CALLS = {
  boLogin: endpoint("POST", "/bo/session/login", { module: "backoffice", caller: VISITOR, body: "sealed" }),
  boTotp: endpoint("POST", "/bo/session/totp", { module: "backoffice", caller: operator(null, "boTotp") }),
  boLogout: endpoint("DELETE", "/bo/session", { module: "backoffice", caller: operator(null, "boLogout") }),
  boMe: endpoint("GET", "/bo/me", { module: "backoffice", caller: operator(null, "boMe") }),
  boOperators: endpoint("GET", "/bo/operators", {
    module: "backoffice",
    caller: operator(null, "boOperators"),
  }),
  boCreateOperator: endpoint("POST", "/bo/operators", {
    module: "backoffice",
    caller: operator(null, "boCreateOperator"),
  }),
  boUpdateOperator: endpoint("PUT", "/bo/operators", {
    module: "backoffice",
    caller: operator(null, "boUpdateOperator"),
  }),
  boApprovals: endpoint("GET", "/bo/approvals", {
    module: "backoffice",
    caller: operator(null, "boApprovals"),
  }),
  boDecideApproval: endpoint("PUT", "/bo/approvals/decision", {
    module: "backoffice",
    caller: operator(null, "boDecideApproval"),
  }),
  boAudit: endpoint("GET", "/bo/audit", { module: "backoffice", caller: operator(null, "boAudit") }),
} as const;
