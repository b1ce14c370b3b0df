import { z } from "zod";
import { ZAmountMinor, ZCurrency, ZIdempotencyKey, ZPageQuery, zPage } from "./money.ts";
import { ZRowId, ZRowIdQuery } from "./row-id.ts";
import { ZAccountText } from "./session.ts";

/**
 * The agent side (spec §1 agent features, §2 agent centre, §3 consolidated settings, §4 contract
 * states, §6 agent types, §9 periods). The settlement model: docs/decisions/0018-agent-settlement.md.
 */

const ZMinor = z.number().int();
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZUsernameRef = ZAccountText(64)
  .transform((v) => v.trim())
  .pipe(z.string().min(1));

/** Account types that may have downlines (spec §6); 4 is a trial account, 0 a plain member. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export function isAgentType(type: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(type);
}

// ── Periods ──────────────────────────────────────────────────────────────────────────────────

/** The agent centre's date presets, in the merchant's time zone; `custom` takes from/to days. */
export const AGENT_DATE_PRESETS = [
  "today",
  "yesterday",
  "thisWeek",
  "lastWeek",
  "firstHalf",
  "secondHalf",
  "thisMonth",
  "lastMonth",
  "custom",
] as const;
export type TAgentDatePreset = (typeof AGENT_DATE_PRESETS)[number];

export const ZAgentPeriodQuery = z.object({
  preset: z.enum(AGENT_DATE_PRESETS).default("today"),
  from: ZDay.optional(),
  to: ZDay.optional(),
});
export type TAgentPeriodQuery = z.input<typeof ZAgentPeriodQuery>;

/** The resolved period every report answers with: first and last local day. */
export const ZAgentPeriod = z.object({ fromDay: ZDay, toDay: ZDay });

// ── Contracts ────────────────────────────────────────────────────────────────────────────────

/** Daily wage, hourly salary, real-time salary (every 5 minutes) and dividend per period. */
export const AGENT_CONTRACT_KINDS = ["daily_wage", "hour_salary", "realtime_salary", "dividend"] as const;
export type TAgentContractKind = (typeof AGENT_CONTRACT_KINDS)[number];

/** Dividend periods; half-month runs 1st–15th and 16th–end. */
export const DIVIDEND_PERIODS = ["daily", "weekly", "half_month", "monthly"] as const;
export type TDividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** How a period in which the team won (players ahead) weighs on the next dividend periods. */
export const LOSS_CARRY_OVER = ["none", "forever", "previous", "month"] as const;
export type TLossCarryOver = (typeof LOSS_CARRY_OVER)[number];

/** §4: NONE –offer→ pending_new –accept→ active | refused | withdrawn; change, terminate. */
export const AGENT_CONTRACT_STATES = [
  "pending_new",
  "active",
  "pending_change",
  "terminating",
  "refused",
  "withdrawn",
  "terminated",
] as const;
export type TAgentContractState = (typeof AGENT_CONTRACT_STATES)[number];
/** States in which a contract still binds (one per member and kind). */
export const LIVE_CONTRACT_STATES = ["pending_new", "active", "pending_change", "terminating"] as const;

/** Rates are in basis points of the base (valid bet, or team loss for dividends): 35 = 0.35 %. */
export const RATE_BP_MAX = 10_000;
export const MAX_CONTRACT_TIERS = 10;

export const ZContractTier = z.object({
  rateBp: z.number().int().min(1).max(RATE_BP_MAX),
  /** Team valid bet the period (the running day, for hourly and real-time salary) must reach. */
  minValidBet: ZMinor.min(0).max(1_000_000_000_000),
  /** Active members (valid bet ≥ the merchant's threshold; the agent itself not counted). */
  minActiveMembers: z.number().int().min(0).max(1_000_000),
  /** Team loss (players behind) the period must reach; 0 checks nothing. */
  minLoss: ZMinor.min(0).max(1_000_000_000_000).default(0),
});
export type TContractTier = z.output<typeof ZContractTier>;

/** Problems of a tier list on its own (signing limits that need no parent). */
export function tierListProblems(tiers: readonly TContractTier[]): string[] {
  const problems: string[] = [];
  for (let i = 1; i < tiers.length; i += 1) {
    const [prev, cur] = [tiers[i - 1] as TContractTier, tiers[i] as TContractTier];
    if (cur.rateBp <= prev.rateBp) problems.push("err_contract_rates_increasing");
    if (cur.minActiveMembers < prev.minActiveMembers) problems.push("err_contract_active_non_decreasing");
    if (cur.minValidBet < prev.minValidBet) problems.push("err_contract_bet_non_decreasing");
  }
  return [...new Set(problems)];
}

/**
 * A child's tiers against the parent's: at most as many tiers, and at each tier a rate no higher
 * than the parent's (a child tier beyond the parent's last is compared with that last tier).
 */
export function childTierProblems(
  child: readonly TContractTier[],
  parent: readonly TContractTier[],
): string[] {
  if (parent.length === 0) return ["err_contract_upline_has_none"];
  const problems: string[] = [];
  child.forEach((tier, i) => {
    const match = parent[Math.min(i, parent.length - 1)] as TContractTier;
    if (tier.rateBp > match.rateBp) problems.push("err_contract_rate_above_upline");
  });
  return [...new Set(problems)];
}

export const ZContractTerms = z
  .object({
    tiers: z.array(ZContractTier).min(1).max(MAX_CONTRACT_TIERS),
    /** Dividends only. */
    period: z.enum(DIVIDEND_PERIODS).optional(),
  })
  .superRefine((terms, ctx) => {
    for (const message of tierListProblems(terms.tiers))
      ctx.addIssue({ code: "custom", message, path: ["tiers"] });
  });
export type TContractTerms = z.output<typeof ZContractTerms>;
export type TContractTermsInput = z.input<typeof ZContractTerms>;

export const ZAgentContract = z.object({
  id: ZRowId,
  kind: z.enum(AGENT_CONTRACT_KINDS),
  state: z.enum(AGENT_CONTRACT_STATES),
  /** The member who holds (or is offered) the contract. */
  holder: z.string(),
  /** The direct upline who offered it; null: issued by the platform. */
  upline: z.string().nullable(),
  terms: ZContractTerms,
  /** A change awaiting the holder's answer (the old terms hold until then). */
  pendingTerms: ZContractTerms.nullable(),
  /** Who asked for the termination (the other side agrees). */
  terminationBy: z.enum(["holder", "upline", "platform"]).nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  acceptedAt: z.number().int().nullable(),
});
export type TAgentContract = z.output<typeof ZAgentContract>;

/** One contract kind as the agent centre shows it: mine, the ones I issued, and what I may offer. */
export const ZAgentContractView = z.object({
  kind: z.enum(AGENT_CONTRACT_KINDS),
  mine: ZAgentContract.nullable(),
  issued: z.array(ZAgentContract),
  /** An agent may offer this kind to a direct downline only while it holds an active one. */
  canOffer: z.boolean(),
  maxTiers: z.number().int(),
});
export type TAgentContractView = z.output<typeof ZAgentContractView>;

export const ZContractKindQuery = z.object({ kind: z.enum(AGENT_CONTRACT_KINDS) });

/** `POST /wps/agent/contracts/offer`: an upline offers a contract to a direct downline. */
export const ZContractOffer = z.object({
  kind: z.enum(AGENT_CONTRACT_KINDS),
  downline: ZUsernameRef,
  terms: ZContractTerms,
});
export type TContractOffer = z.input<typeof ZContractOffer>;

/**
 * `POST /wps/agent/contracts/:id/action`. The holder accepts, refuses, or agrees to a
 * termination the upline asked for; the upline withdraws an offer, changes terms (raise only), or
 * asks to terminate; either side may ask to terminate, the other agrees.
 */
export const CONTRACT_ACTIONS = ["accept", "refuse", "withdraw", "change", "terminate", "agree"] as const;
export type TContractAction = (typeof CONTRACT_ACTIONS)[number];
export const ZContractActionRequest = z.object({
  id: ZRowIdQuery,
  action: z.enum(CONTRACT_ACTIONS),
  terms: ZContractTerms.optional(),
});
export type TContractActionRequest = z.input<typeof ZContractActionRequest>;

// ── Consolidated settings (spec §3) ─────────────────────────────────────────────────────────

export const ZConsolidated = z.object({
  /** An offer (new or changed terms) of that kind awaits my answer. */
  dailysalreqtype: z.boolean(),
  divtypereq: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
  /** I issued daily-wage contracts to downlines. */
  contractmrdailysalinfotype: z.boolean(),
  /** I hold a contract of that type. */
  contracthoursalinfo: z.boolean(),
  dailysalinfotype: z.boolean(),
  realtimesalinfotype: z.boolean(),
  divtypeinfo: z.boolean(),
  /** Derived flags that show agent-centre items. */
  dailySalary: z.boolean(),
  salary: z.boolean(),
  hourSalary: z.boolean(),
  agentRealtimeSalary: z.boolean(),
  enableCt: z.boolean(),
});
export type TConsolidated = z.output<typeof ZConsolidated>;

// ── Bills ────────────────────────────────────────────────────────────────────────────────────

export const AGENT_BILL_STATES = [
  "issued",
  "awaiting_review",
  "paid",
  "rejected",
  "not_reached",
  "insufficient",
  "partly_paid",
  "expired",
] as const;
export type TAgentBillState = (typeof AGENT_BILL_STATES)[number];

export const ZAgentBill = z.object({
  id: ZRowId,
  contractId: ZRowId,
  kind: z.enum(AGENT_CONTRACT_KINDS),
  /** [periodStart, periodEnd) as epoch milliseconds. */
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  state: z.enum(AGENT_BILL_STATES),
  /** Who earns the bill and who pays it (null: the platform). */
  payee: z.string(),
  payer: z.string().nullable(),
  teamValidBet: ZMinor,
  /** Team loss (players behind) after carry-over; dividends only, 0 otherwise. */
  teamLoss: ZMinor,
  activeMembers: z.number().int(),
  /** Tier reached (1-based); null: none. */
  tier: z.number().int().nullable(),
  rateBp: z.number().int(),
  /** What the payee earns on its own team. */
  grossAmount: ZMinor,
  /** What the payee pays its contracted direct downlines out of it. */
  childrenAmount: ZMinor,
  /** gross − children: what the payee keeps. */
  netAmount: ZMinor,
  paidAmount: ZMinor,
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
});
export type TAgentBill = z.output<typeof ZAgentBill>;

export const ZAgentBillQuery = ZAgentPeriodQuery.extend(ZPageQuery.shape).extend({
  kind: z.enum(AGENT_CONTRACT_KINDS),
  /** mine: bills I earn; downline: bills I pay my direct downlines. */
  side: z.enum(["mine", "downline"]).default("mine"),
});
export const ZAgentBillPage = zPage(ZAgentBill).extend({
  period: ZAgentPeriod,
  totalGross: ZMinor,
  totalPaid: ZMinor,
});
export type TAgentBillPage = z.output<typeof ZAgentBillPage>;

/** process-dividend / process-daily-salary: collect what is due now (insufficient bills retried). */
export const ZProcessResult = z.object({
  paid: z.number().int(),
  amount: ZMinor,
  stillDue: z.number().int(),
});
export type TProcessResult = z.output<typeof ZProcessResult>;

// ── Team ─────────────────────────────────────────────────────────────────────────────────────

export const ZTeamTotals = z.object({
  bettors: z.number().int(),
  registrations: z.number().int(),
  teamSize: z.number().int(),
  firstDepositors: z.number().int(),
  depositors: z.number().int(),
  teamBalance: ZMinor,
  deposits: ZMinor,
  withdrawals: ZMinor,
  betAmount: ZMinor,
  validBet: ZMinor,
  prizes: ZMinor,
  betRebate: ZMinor,
  agentRebate: ZMinor,
  activityBonus: ZMinor,
  wages: ZMinor,
  /** Team players' result: prizes + rebates + bonus + wages − bets (negative: the team lost). */
  netProfit: ZMinor,
});
export type TTeamTotals = z.output<typeof ZTeamTotals>;

export const ZTeamDay = z.object({
  day: ZDay,
  registrations: z.number().int(),
  depositors: z.number().int(),
  deposits: ZMinor,
  withdrawals: ZMinor,
  betAmount: ZMinor,
  validBet: ZMinor,
  prizes: ZMinor,
  netProfit: ZMinor,
});
export const ZTeamOverview = z.object({ period: ZAgentPeriod, totals: ZTeamTotals, days: z.array(ZTeamDay) });
export type TTeamOverview = z.output<typeof ZTeamOverview>;

/** Register center: an agent opens a direct downline's account itself. */
export const ZRegisterDownline = z.object({
  username: ZUsernameRef,
  password: ZAccountText(128).pipe(z.string().min(1)),
  /** `agent` only when the agent's own type may have agent downlines. */
  accountType: z.enum(["member", "agent"]).default("member"),
});
export type TRegisterDownline = z.input<typeof ZRegisterDownline>;
export const ZRegisteredDownline = z.object({ username: z.string(), type: z.number().int() });

/** The agent's invitation: its code and the registration link that carries it. */
export const ZInvitation = z.object({ code: z.string(), link: z.string() });
export type TInvitation = z.output<typeof ZInvitation>;

export const ZDownlineQuery = ZPageQuery.extend({
  /** Drill down: the direct downlines of this team member (default: mine). */
  parent: ZUsernameRef.optional(),
  /** Any team member whose username contains this. */
  search: ZAccountText(64).optional(),
});
export const ZContractSummary = z.object({
  kind: z.enum(AGENT_CONTRACT_KINDS),
  state: z.enum(AGENT_CONTRACT_STATES),
  topRateBp: z.number().int(),
});
export const ZDownlineRow = z.object({
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  /** Levels below the agent (1: direct). */
  depth: z.number().int(),
  balance: ZMinor,
  lastLoginAt: z.number().int().nullable(),
  status: z.string(),
  directCount: z.number().int(),
  teamSize: z.number().int(),
  registeredAt: z.number().int(),
  contracts: z.array(ZContractSummary),
});
export type TDownlineRow = z.output<typeof ZDownlineRow>;
export const ZDownlinePage = zPage(ZDownlineRow).extend({
  /** Usernames from the agent down to `parent` (the breadcrumb). */
  path: z.array(z.string()),
});
export type TDownlinePage = z.output<typeof ZDownlinePage>;

/** Fund transfer to a direct or deeper downline of the agent's team. */
export const ZDownlineTransfer = z.object({
  downline: ZUsernameRef,
  amount: ZAmountMinor,
  currency: ZCurrency,
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: ZIdempotencyKey,
});
export type TDownlineTransfer = z.input<typeof ZDownlineTransfer>;
export const ZDownlineTransferValue = z.object({
  transferId: z.string(),
  downline: z.string(),
  mainBalance: ZMinor,
});

const ZTeamMemberFilter = ZAgentPeriodQuery.extend(ZPageQuery.shape).extend({
  username: ZAccountText(64).optional(),
});

export const ZTeamBetQuery = ZTeamMemberFilter.extend({ gameType: ZAccountText(16).optional() });
export const ZTeamBetRow = z.object({
  roundId: z.string(),
  username: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  gameName: z.string(),
  stake: ZMinor,
  validBet: ZMinor,
  win: ZMinor,
  profit: ZMinor,
  status: z.string(),
  createdAt: z.number().int(),
});
export const ZTeamBetPage = zPage(ZTeamBetRow).extend({ period: ZAgentPeriod });
export type TTeamBetPage = z.output<typeof ZTeamBetPage>;

export const ZTeamProfitQuery = ZTeamMemberFilter;
export const ZTeamProfitRow = z.object({
  day: ZDay,
  username: z.string(),
  bets: z.number().int(),
  betAmount: ZMinor,
  validBet: ZMinor,
  prizes: ZMinor,
  rebate: ZMinor,
  bonus: ZMinor,
  /** The member's result: prizes + rebate + bonus − bets. */
  profit: ZMinor,
});
export const ZTeamProfitPage = zPage(ZTeamProfitRow).extend({
  period: ZAgentPeriod,
  totals: ZTeamProfitRow.omit({ day: true, username: true }),
});
export type TTeamProfitPage = z.output<typeof ZTeamProfitPage>;

export const ZIncomeQuery = ZAgentPeriodQuery.extend(ZPageQuery.shape);
export const ZIncomeRow = z.object({
  day: ZDay,
  dailyWage: ZMinor,
  hourSalary: ZMinor,
  realtimeSalary: ZMinor,
  dividend: ZMinor,
  /** Paid out of it to contracted downlines. */
  paidToDownlines: ZMinor,
  net: ZMinor,
});
export const ZIncomePage = zPage(ZIncomeRow).extend({
  period: ZAgentPeriod,
  totals: ZIncomeRow.omit({ day: true }),
});
export type TIncomePage = z.output<typeof ZIncomePage>;

export const TEAM_TRANSACTION_TYPES = [
  "deposit",
  "withdrawal",
  "transfer",
  "bonus",
  "adjustment",
  "game",
  "agent_pay",
] as const;
export const ZTeamTransactionQuery = ZTeamMemberFilter.extend({
  type: z.enum(TEAM_TRANSACTION_TYPES).optional(),
});
export const ZTeamTransactionRow = z.object({
  id: z.string(),
  username: z.string(),
  type: z.enum(TEAM_TRANSACTION_TYPES),
  /** Signed: credit to the member positive. */
  amount: ZMinor,
  createdAt: z.number().int(),
  memo: z.string(),
});
export const ZTeamTransactionPage = zPage(ZTeamTransactionRow).extend({ period: ZAgentPeriod });
export type TTeamTransactionPage = z.output<typeof ZTeamTransactionPage>;
