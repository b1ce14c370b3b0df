import { endpoint, MEMBER, planned, VISITOR } from "../endpoint.ts";
import { ZAffiliate, ZAffiliateQuery } from "../member.ts";

/** The agent calls. */
export const AGENT_CALLS = {
  consolidatedFunds: planned("GET", "/wps/member/info/funds/consolidated", "agent", MEMBER),
  affiliateCheck: endpoint("GET", "/wps/agent/affiliate", {
    module: "agent",
    caller: VISITOR,
    summary: "Whether an invitation code names an active agent of the merchant (of `domain` when given).",
    input: ZAffiliateQuery,
    answer: ZAffiliate,
  }),
  salaryContracts: planned("GET", "/wps/agent/contracts/salary", "agent", MEMBER),
  dividendContracts: planned("GET", "/wps/agent/contracts/dividend", "agent", MEMBER),
  contractHourSalary: planned("POST", "/wps/agent/contracts/hour-salary", "agent", MEMBER),
  contractRealtimeSalary: planned("POST", "/wps/agent/contracts/realtime-salary", "agent", MEMBER),
  processDividend: planned("GET", "/wps/agent/dividend/process", "agent", MEMBER),
  processDailySalary: planned("GET", "/wps/agent/salary/daily/process", "agent", MEMBER),
} as const;
