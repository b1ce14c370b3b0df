import { z } from "zod";
import {
  AGENT_BILL_STATES,
  AGENT_CONTRACT_KINDS,
  AGENT_CONTRACT_STATES,
  LOSS_CARRY_OVER,
  MAX_CONTRACT_TIERS,
  ZAgentBill,
  ZAgentContract,
  ZAgentPeriodQuery,
  ZContractTerms,
  ZDownlineRow,
} from "./agent.ts";
import { ZPageQuery, zPage } from "./money.ts";
import { ZRowIdQuery } from "./row-id.ts";
import { ZAccountText } from "./session.ts";

/** The console's agent pages: the tree, contract settings, contracts, bills and reports. */

const ZMinor = z.number().int();
const ZUsernameRef = ZAccountText(64)
  .transform((v) => v.trim())
  .pipe(z.string().min(1));

/** `GET /bo/agents/tree`: one level of the tree (top level when `parent` is absent), or a search. */
export const ZBoAgentTreeQuery = ZPageQuery.extend({
  parent: ZUsernameRef.optional(),
  search: ZAccountText(64).optional(),
});
export const ZBoAgentTreePage = zPage(ZDownlineRow).extend({ path: z.array(z.string()) });
export type TBoAgentTreePage = z.output<typeof ZBoAgentTreePage>;

/** Per merchant: what contracts may say and how settlement runs. */
export const ZAgentContractSettings = z.object({
  /** Contract kinds agents of this merchant may hold. */
  enabledKinds: z.array(z.enum(AGENT_CONTRACT_KINDS)),
  maxTiers: z.number().int().min(1).max(MAX_CONTRACT_TIERS),
  /** The highest rate (basis points) per kind a contract may carry. */
  maxRateBp: z.object({
    daily_wage: z.number().int().min(1).max(10_000),
    hour_salary: z.number().int().min(1).max(10_000),
    realtime_salary: z.number().int().min(1).max(10_000),
    dividend: z.number().int().min(1).max(10_000),
  }),
  /** A member is active in a period with at least this valid bet (minor units). */
  activeMemberMinValidBet: ZMinor.min(0),
  /** Bills above this amount wait for two operators' review before they are paid (0: none wait). */
  reviewAbove: ZMinor.min(0),
  dividendCarryOver: z.enum(LOSS_CARRY_OVER),
  /** Minutes after the merchant's midnight the daily wage runs (e.g. 125 = 02:05). */
  dailyRunAfterMinutes: z.number().int().min(0).max(720),
  /** Templates the console offers when it issues a platform contract. */
  templates: z.object({
    daily_wage: ZContractTerms.nullable(),
    hour_salary: ZContractTerms.nullable(),
    realtime_salary: ZContractTerms.nullable(),
    dividend: ZContractTerms.nullable(),
  }),
});
export type TAgentContractSettings = z.output<typeof ZAgentContractSettings>;
export type TAgentContractSettingsInput = z.input<typeof ZAgentContractSettings>;

export const ZBoContractQuery = ZPageQuery.extend({
  kind: z.enum(AGENT_CONTRACT_KINDS).optional(),
  state: z.enum(AGENT_CONTRACT_STATES).optional(),
  username: ZAccountText(64).optional(),
});
export const ZBoContractPage = zPage(ZAgentContract);

export const ZBoContractEvent = z.object({
  action: z.string(),
  by: z.string(),
  fromState: z.string().nullable(),
  toState: z.string(),
  terms: ZContractTerms.nullable(),
  at: z.number().int(),
});
export const ZBoContractDetail = z.object({ contract: ZAgentContract, events: z.array(ZBoContractEvent) });
export type TBoContractDetail = z.output<typeof ZBoContractDetail>;
export const ZBoContractIdQuery = z.object({ id: ZRowIdQuery });

/** A platform contract: active at once (the top of its chain is paid by the platform). */
export const ZBoIssueContract = z.object({
  username: ZUsernameRef,
  kind: z.enum(AGENT_CONTRACT_KINDS),
  terms: ZContractTerms,
});
export const ZBoTerminateContract = z.object({ id: ZRowIdQuery, reason: z.string().trim().min(1).max(500) });

export const ZBoBillQuery = ZAgentPeriodQuery.extend(ZPageQuery.shape).extend({
  kind: z.enum(AGENT_CONTRACT_KINDS).optional(),
  state: z.enum(AGENT_BILL_STATES).optional(),
  username: ZAccountText(64).optional(),
});
export const ZBoBillPage = zPage(ZAgentBill).extend({ totalGross: ZMinor, totalPaid: ZMinor });

/** Review of a bill awaiting it: approve (pays it) or reject; above the threshold, two operators. */
export const ZBoBillReview = z.object({
  id: ZRowIdQuery,
  decision: z.enum(["approve", "reject"]),
  note: z.string().trim().max(500).default(""),
});

/** Settles one period of one kind again: contracts without a bill get one; paid bills stay paid. */
export const ZBoSettlementRerun = z.object({
  kind: z.enum(AGENT_CONTRACT_KINDS),
  /** The period's start, epoch milliseconds. */
  periodStart: z.number().int().positive(),
});
export const ZBoSettlementRun = z.object({
  contracts: z.number().int(),
  bills: z.number().int(),
  paid: ZMinor,
});

/** `GET /bo/agents/reports/overview?agent=`: an agent's team overview, as the agent sees it. */
export const ZBoAgentReportQuery = ZAgentPeriodQuery.extend({ agent: ZUsernameRef });
