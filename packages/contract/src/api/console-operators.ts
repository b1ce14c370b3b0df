import { z } from "zod";
import {
  ZBoAuditQuery,
  ZBoAuditRow,
  ZBoLoginRequest,
  ZBoLoginValue,
  ZBoMe,
  ZBoSessionValue,
  ZBoTotpRequest,
} from "../backoffice.ts";
import {
  ZBoApproval,
  ZBoApprovalDecisionRequest,
  ZBoApprovalQuery,
  ZBoCreateOperatorRequest,
  ZBoOperatorChange,
  ZBoOperatorRow,
  ZBoUpdateOperatorRequest,
} from "../backoffice-operators.ts";
import { endpoint, operator, PENDING_OPERATOR, PUBLIC } from "../endpoint.ts";

/**
 * What an approved request's executor may refuse with (the request is then marked failed):
 * a member's balance, an order that moved on, an operator name taken meanwhile.
 */
const EXECUTION_ERRORS = [
  "INSUFFICIENT_FUNDS",
  "ORDER_STATE_CHANGED",
  "OPERATOR_TAKEN",
  "NOT_FOUND",
  "CONFLICT",
] as const;

/** The console's session, operators, four-eyes approvals and audit log. */
export const CONSOLE_OPERATORS_CALLS = {
  boLogin: endpoint("POST", "/bo/session/login", {
    module: "backoffice",
    caller: PUBLIC,
    body: "sealed",
    summary:
      "The password step of a console sign-in: a pending token, and the authenticator to enrol the first time.",
    input: ZBoLoginRequest,
    answer: ZBoLoginValue,
    errors: ["INVALID_CREDENTIALS", "LOGIN_BLOCKED"],
  }),
  boTotp: endpoint("POST", "/bo/session/totp", {
    module: "backoffice",
    caller: PENDING_OPERATOR,
    summary: "The authenticator step, with the pending token: opens the console session.",
    input: ZBoTotpRequest,
    answer: ZBoSessionValue,
    errors: ["SECOND_FACTOR_INVALID", "CHALLENGE_EXPIRED", "LOGIN_BLOCKED"],
  }),
  boLogout: endpoint("DELETE", "/bo/session", {
    module: "backoffice",
    caller: operator(null, "boLogout"),
    summary: "Ends the console session.",
    answer: z.null(),
  }),
  boMe: endpoint("GET", "/bo/me", {
    module: "backoffice",
    caller: operator(null, "boMe"),
    summary: "The signed-in operator, their permissions and the time zone of the merchant acted on.",
    answer: ZBoMe,
  }),
  boOperators: endpoint("GET", "/bo/operators", {
    module: "backoffice",
    caller: operator("operators.manage", "operators.list"),
    summary: "The merchant's operators (a platform owner also sees the platform's).",
    answer: z.array(ZBoOperatorRow),
  }),
  boCreateOperator: endpoint("POST", "/bo/operators", {
    module: "backoffice",
    caller: operator("operators.manage", "operators.create"),
    summary: "Asks to add an operator; the operator exists once another owner approves.",
    input: ZBoCreateOperatorRequest,
    answer: ZBoOperatorChange,
    errors: ["OPERATOR_TAKEN"],
  }),
  boUpdateOperator: endpoint("PUT", "/bo/operators", {
    module: "backoffice",
    caller: operator("operators.manage", "operators.update"),
    summary:
      "Changes an operator's role, status, name, password or authenticator (some changes wait for approval).",
    input: ZBoUpdateOperatorRequest,
    answer: ZBoOperatorChange,
    errors: ["NOT_FOUND", "OPERATOR_SELF_CHANGE", "CONFLICT"],
  }),
  boApprovals: endpoint("GET", "/bo/approvals", {
    module: "backoffice",
    caller: operator("money.approve", "approvals.list"),
    summary: "The merchant's four-eyes requests, newest first, optionally of one status.",
    input: ZBoApprovalQuery,
    answer: z.array(ZBoApproval),
  }),
  boDecideApproval: endpoint("PUT", "/bo/approvals/decision", {
    module: "backoffice",
    caller: operator("money.approve", "approvals.decide"),
    summary: "Approves (running the request) or rejects a pending four-eyes request of another operator.",
    input: ZBoApprovalDecisionRequest,
    answer: ZBoApproval,
    errors: ["APPROVAL_DECIDED", "FOUR_EYES_REQUIRED", "APPROVER_NOT_INDEPENDENT", ...EXECUTION_ERRORS],
  }),
  boAudit: endpoint("GET", "/bo/audit", {
    module: "backoffice",
    caller: operator("audit.read", "audit.read"),
    summary: "The merchant's operator audit log, newest first, optionally for one action prefix.",
    input: ZBoAuditQuery,
    answer: z.array(ZBoAuditRow),
  }),
} as const;
