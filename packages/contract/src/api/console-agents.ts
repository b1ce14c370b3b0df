import { ZAgentBill, ZAgentContract, ZTeamOverview } from "../agent.ts";
import {
  ZAgentContractSettings,
  ZBoAgentReportQuery,
  ZBoAgentTreePage,
  ZBoAgentTreeQuery,
  ZBoBillPage,
  ZBoBillQuery,
  ZBoBillReview,
  ZBoContractDetail,
  ZBoContractIdQuery,
  ZBoContractPage,
  ZBoContractQuery,
  ZBoIssueContract,
  ZBoSettlementRerun,
  ZBoSettlementRun,
  ZBoTerminateContract,
} from "../backoffice-agents.ts";
import { endpoint, operator } from "../endpoint.ts";

const module = "agent" as const;

/**
 * The console's agent pages: the tree (moves and types stay under members), contract settings,
 * every contract with its history, bills with review, a period settled again, and reports.
 */
export const CONSOLE_AGENTS_CALLS = {
  boAgentTree: endpoint("GET", "/bo/agents/tree", {
    module,
    caller: operator("agents.read", "agents.tree"),
    summary: "One level of the agent tree (the top when no parent is given), or a search by username.",
    input: ZBoAgentTreeQuery,
    answer: ZBoAgentTreePage,
    errors: ["NOT_FOUND"],
  }),
  boAgentContractSettings: endpoint("GET", "/bo/agents/settings", {
    module,
    caller: operator("agents.read", "agents.settings.read"),
    summary: "The merchant's contract limits, templates and settlement settings.",
    answer: ZAgentContractSettings,
  }),
  boSaveAgentContractSettings: endpoint("PUT", "/bo/agents/settings", {
    module,
    caller: operator("agents.write", "agents.settings"),
    summary: "Saves the merchant's contract limits, templates and settlement settings.",
    input: ZAgentContractSettings,
    answer: ZAgentContractSettings,
  }),
  boAgentContracts: endpoint("GET", "/bo/agents/contracts", {
    module,
    caller: operator("agents.read", "agents.contracts"),
    summary: "Every contract of the merchant, filtered by kind, state or username.",
    input: ZBoContractQuery,
    answer: ZBoContractPage,
  }),
  boAgentContract: endpoint("GET", "/bo/agents/contracts/:id", {
    module,
    caller: operator("agents.read", "agents.contract"),
    summary: "One contract and its history.",
    input: ZBoContractIdQuery,
    answer: ZBoContractDetail,
    errors: ["NOT_FOUND"],
  }),
  boIssueAgentContract: endpoint("POST", "/bo/agents/contracts", {
    module,
    caller: operator("agents.write", "agents.contracts.issue"),
    summary: "Issues a platform contract to an agent: active at once, paid by the platform.",
    input: ZBoIssueContract,
    answer: ZAgentContract,
    errors: [
      "NOT_FOUND",
      "DOWNLINE_TYPE_NOT_ALLOWED",
      "CONTRACT_EXISTS",
      "CONTRACT_KIND_DISABLED",
      "CONTRACT_RATE_ABOVE_LIMIT",
      "CONTRACT_TOO_MANY_TIERS",
    ],
  }),
  boTerminateAgentContract: endpoint("POST", "/bo/agents/contracts/:id/terminate", {
    module,
    caller: operator("agents.write", "agents.contracts.terminate"),
    summary: "Ends a contract at once (and, as always, the downline contracts that depend on it).",
    input: ZBoTerminateContract,
    answer: ZAgentContract,
    errors: ["NOT_FOUND", "CONTRACT_STATE"],
  }),
  boAgentBills: endpoint("GET", "/bo/agents/bills", {
    module,
    caller: operator("agents.read", "agents.bills"),
    summary: "Bills of the merchant in a period, filtered by kind, state or username.",
    input: ZBoBillQuery,
    answer: ZBoBillPage,
  }),
  boReviewAgentBill: endpoint("POST", "/bo/agents/bills/:id/review", {
    module,
    caller: operator("agents.pay", "agents.bills.review"),
    summary:
      "Approves (pays) or rejects a bill awaiting review; above the threshold a second operator confirms.",
    input: ZBoBillReview,
    answer: ZAgentBill,
    errors: ["NOT_FOUND", "BILL_STATE", "INSUFFICIENT_FUNDS"],
  }),
  boRerunAgentSettlement: endpoint("POST", "/bo/agents/settlements/rerun", {
    module,
    caller: operator("agents.write", "agents.settlements.rerun"),
    summary: "Settles one period of one contract kind again: missing bills are made, paid ones stay paid.",
    input: ZBoSettlementRerun,
    answer: ZBoSettlementRun,
    errors: ["INVALID_INPUT"],
  }),
  boAgentReport: endpoint("GET", "/bo/agents/reports/overview", {
    module,
    caller: operator("agents.read", "agents.report"),
    summary: "Any agent's team overview, as the agent centre shows it.",
    input: ZBoAgentReportQuery,
    answer: ZTeamOverview,
    errors: ["NOT_FOUND"],
  }),
} as const;
