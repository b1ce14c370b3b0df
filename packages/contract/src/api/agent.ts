import { z } from "zod";
import {
  ZAgentBillPage,
  ZAgentBillQuery,
  ZAgentContract,
  ZAgentContractView,
  ZAgentPeriodQuery,
  ZConsolidated,
  ZContractActionRequest,
  ZContractOffer,
  ZDownlinePage,
  ZDownlineQuery,
  ZDownlineTransfer,
  ZDownlineTransferValue,
  ZIncomePage,
  ZIncomeQuery,
  ZInvitation,
  ZProcessResult,
  ZRegisterDownline,
  ZRegisteredDownline,
  ZTeamBetPage,
  ZTeamBetQuery,
  ZTeamOverview,
  ZTeamProfitPage,
  ZTeamProfitQuery,
  ZTeamTransactionPage,
  ZTeamTransactionQuery,
} from "../agent.ts";
import { ZNotice } from "../content.ts";
import { AGENT, endpoint, MEMBER, REAL_MEMBER, VISITOR } from "../endpoint.ts";
import { ZAffiliate, ZAffiliateQuery } from "../member.ts";

const module = "agent" as const;
const CONTRACT_ERRORS = [
  "NOT_A_DOWNLINE",
  "DOWNLINE_TYPE_NOT_ALLOWED",
  "CONTRACT_KIND_DISABLED",
  "CONTRACT_UPLINE_HAS_NONE",
  "CONTRACT_RATE_ABOVE_UPLINE",
  "CONTRACT_RATE_ABOVE_LIMIT",
  "CONTRACT_TOO_MANY_TIERS",
  "CONTRACT_CHANGE_MUST_RAISE",
  "CONTRACT_EXISTS",
  "CONTRACT_STATE",
  "NOT_FOUND",
] as const;

/**
 * The agent calls (spec §1 agent features, §2 agent centre, §7 home service). Contract answers
 * and the consolidated settings are for every real member (a downline answers offers); the
 * agent centre's team pages are for agents (types 1, 2, 41, 42).
 */
export const AGENT_CALLS = {
  consolidatedFunds: endpoint("GET", "/wps/member/info/funds/consolidated", {
    module,
    caller: MEMBER,
    summary:
      "Which contract offers await the member's answer, which contracts it holds, and the derived flags.",
    answer: ZConsolidated,
  }),
  affiliateCheck: endpoint("GET", "/wps/agent/affiliate", {
    module,
    caller: VISITOR,
    summary: "Whether an invitation code names an active agent of the merchant (of `domain` when given).",
    input: ZAffiliateQuery,
    answer: ZAffiliate,
  }),
  // Contracts: one view per kind (the spec's four contract calls), then the actions.
  salaryContracts: endpoint("GET", "/wps/agent/contracts/salary", {
    module,
    caller: REAL_MEMBER,
    summary: "The daily-wage contract the member holds or is offered, and those it issued.",
    answer: ZAgentContractView,
  }),
  dividendContracts: endpoint("GET", "/wps/agent/contracts/dividend", {
    module,
    caller: REAL_MEMBER,
    summary: "The dividend contract the member holds or is offered, and those it issued.",
    answer: ZAgentContractView,
  }),
  contractHourSalary: endpoint("POST", "/wps/agent/contracts/hour-salary", {
    module,
    caller: REAL_MEMBER,
    summary: "The hourly-salary contract the member holds or is offered, and those it issued.",
    answer: ZAgentContractView,
  }),
  contractRealtimeSalary: endpoint("POST", "/wps/agent/contracts/realtime-salary", {
    module,
    caller: REAL_MEMBER,
    summary: "The real-time (5-minute) salary contract the member holds or is offered, and those it issued.",
    answer: ZAgentContractView,
  }),
  contractOffer: endpoint("POST", "/wps/agent/contracts/offer", {
    module,
    caller: AGENT,
    summary: "Offers a contract to a direct downline (tiers within the agent's own contract of that kind).",
    input: ZContractOffer,
    answer: ZAgentContract,
    errors: CONTRACT_ERRORS,
  }),
  contractAction: endpoint("POST", "/wps/agent/contracts/:id/action", {
    module,
    caller: REAL_MEMBER,
    summary:
      "Accept, refuse, withdraw, change (raise only), ask to terminate, or agree to a termination the other side asked for.",
    input: ZContractActionRequest,
    answer: ZAgentContract,
    errors: CONTRACT_ERRORS,
  }),
  contractBills: endpoint("GET", "/wps/agent/bills", {
    module,
    caller: REAL_MEMBER,
    summary:
      "Bills of one contract kind in a period: those the member earns, or those it pays its downlines.",
    input: ZAgentBillQuery,
    answer: ZAgentBillPage,
  }),
  processDividend: endpoint("GET", "/wps/agent/dividend/process", {
    module,
    caller: REAL_MEMBER,
    summary: "Collects the member's dividend bills that are due (insufficient ones are tried again).",
    answer: ZProcessResult,
  }),
  processDailySalary: endpoint("GET", "/wps/agent/salary/daily/process", {
    module,
    caller: REAL_MEMBER,
    summary: "Collects the member's daily-wage bills that are due (insufficient ones are tried again).",
    answer: ZProcessResult,
  }),
  // The agent centre's team pages.
  agentNotices: endpoint("GET", "/wps/agent/notices", {
    module,
    caller: AGENT,
    summary: "Agent announcements of the merchant, newest first.",
    answer: z.array(ZNotice),
  }),
  teamOverview: endpoint("GET", "/wps/agent/team/overview", {
    module,
    caller: AGENT,
    summary: "The team's figures over a period, and per day.",
    input: ZAgentPeriodQuery,
    answer: ZTeamOverview,
  }),
  agentInvitation: endpoint("GET", "/wps/agent/invitation", {
    module,
    caller: AGENT,
    summary: "The agent's invitation code (made on first ask) and the registration link that carries it.",
    answer: ZInvitation,
  }),
  registerDownline: endpoint("POST", "/wps/agent/downlines", {
    module,
    caller: AGENT,
    summary: "Opens a direct downline's account (member, or agent where the agent's type allows).",
    input: ZRegisterDownline,
    answer: ZRegisteredDownline,
    errors: ["USERNAME_TAKEN", "DOWNLINE_TYPE_NOT_ALLOWED", "INVALID_INPUT"],
  }),
  downlines: endpoint("GET", "/wps/agent/downlines", {
    module,
    caller: AGENT,
    summary: "Direct downlines of the agent or of a team member (drill-down), or a search of the whole team.",
    input: ZDownlineQuery,
    answer: ZDownlinePage,
    errors: ["NOT_A_DOWNLINE"],
  }),
  downlineTransfer: endpoint("POST", "/wps/agent/downlines/transfer", {
    module,
    caller: AGENT,
    summary:
      "Moves money from the agent's main wallet to a team member's, confirmed by the payment password.",
    input: ZDownlineTransfer,
    answer: ZDownlineTransferValue,
    errors: [
      "NOT_A_DOWNLINE",
      "CURRENCY_MISMATCH",
      "PAYMENT_PASSWORD_REQUIRED",
      "RATE_LIMITED",
      "INSUFFICIENT_FUNDS",
      "IDEMPOTENCY_MISMATCH",
      "CONFLICT",
    ],
  }),
  teamBets: endpoint("GET", "/wps/agent/team/bets", {
    module,
    caller: AGENT,
    summary: "The team's betting history (rounds), newest first.",
    input: ZTeamBetQuery,
    answer: ZTeamBetPage,
  }),
  teamProfit: endpoint("GET", "/wps/agent/team/profit", {
    module,
    caller: AGENT,
    summary: "Profit and loss per team member per day.",
    input: ZTeamProfitQuery,
    answer: ZTeamProfitPage,
  }),
  agentIncome: endpoint("GET", "/wps/agent/income", {
    module,
    caller: AGENT,
    summary:
      "The agent's income per day: wages, salaries and dividends earned, less what it paid its downlines.",
    input: ZIncomeQuery,
    answer: ZIncomePage,
  }),
  teamTransactions: endpoint("GET", "/wps/agent/team/transactions", {
    module,
    caller: AGENT,
    summary:
      "Account lines of the agent's downlines (deposits, withdrawals, transfers, bonuses, games, agent pay).",
    input: ZTeamTransactionQuery,
    answer: ZTeamTransactionPage,
  }),
} as const;
