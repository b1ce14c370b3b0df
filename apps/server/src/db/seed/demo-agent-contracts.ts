import type { TAgentContractKind, TContractTerms } from "@orchid/contract/agent";
import { findMemberByUsername } from "../../modules/accounts/index.ts";
import { LedgerAccounts, localToday, postLedgerSteps, zonedStart } from "../../modules/wallet/index.ts";
import type { TTx } from "../database.ts";
import { agentBills, agentContractEvents, agentContracts } from "../schema/agents.ts";

const WINDOW_MS = 300_000;
const DAY_MS = 86_400_000;

const tiers = (
  ...list: [rateBp: number, minValidBet: number, minActiveMembers: number][]
): TContractTerms => ({
  tiers: list.map(([rateBp, minValidBet, minActiveMembers]) => ({
    rateBp,
    minValidBet,
    minActiveMembers,
    minLoss: 0,
  })),
});

/** One demo bill: who earns it, who pays it (null: the platform), its period and figures. */
type TDemoBill = {
  contractId: number;
  memberId: number;
  payerId: number | null;
  kind: TAgentContractKind;
  start: number;
  end: number;
  teamValidBet: number;
  rateBp: number;
  childrenAmount: number;
};

/**
 * The demo's agent contracts and a few paid bills, so a fresh start shows the agent centre at
 * work: agent01 holds the platform's real-time salary and daily wage, agent41 a real-time salary
 * from agent01; three 5-minute windows of yesterday and the previous local day are settled, each
 * payment a real ledger transfer, exactly as the settlement jobs would make them.
 */
export async function seedDemoAgentContracts(tx: TTx, merchantId: number, timeZone: string, now: Date) {
  const agent01 = await findMemberByUsername(tx, merchantId, "agent01");
  const agent41 = await findMemberByUsername(tx, merchantId, "agent41");
  if (!agent01 || !agent41) return;
  const contract = async (
    memberId: number,
    uplineId: number | null,
    kind: TAgentContractKind,
    terms: TContractTerms,
  ) => {
    const [row] = await tx
      .insert(agentContracts)
      .values({
        merchantId,
        memberId,
        uplineId,
        kind,
        state: "active",
        terms,
        createdAt: new Date(now.getTime() - 7 * DAY_MS),
        acceptedAt: new Date(now.getTime() - 7 * DAY_MS),
      })
      .returning({ id: agentContracts.id });
    if (!row) throw new Error("demo contract insert returned nothing");
    await tx.insert(agentContractEvents).values({
      contractId: row.id,
      action: uplineId === null ? "issue" : "accept",
      actor: uplineId === null ? "operator:demo" : "member:agent41",
      fromState: uplineId === null ? null : "pending_new",
      toState: "active",
      terms,
      createdAt: new Date(now.getTime() - 7 * DAY_MS),
    });
    return row.id;
  };
  const salary01 = await contract(agent01.id, null, "realtime_salary", tiers([20, 0, 0], [40, 1_000_000, 3]));
  const wage01 = await contract(agent01.id, null, "daily_wage", tiers([50, 0, 0], [100, 5_000_000, 3]));
  const salary41 = await contract(
    agent41.id,
    agent01.id,
    "realtime_salary",
    tiers([10, 0, 0], [20, 1_000_000, 3]),
  );

  const bills: TDemoBill[] = [];
  const lastWindow = Math.floor((now.getTime() - DAY_MS) / WINDOW_MS) * WINDOW_MS;
  for (const [k, bet41, betOthers] of [
    [0, 200_000, 400_000],
    [1, 100_000, 300_000],
    [2, 300_000, 300_000],
  ] as const) {
    const start = lastWindow - k * WINDOW_MS;
    const own41 = Math.floor((bet41 * 10) / 10_000);
    bills.push(
      {
        contractId: salary01,
        memberId: agent01.id,
        payerId: null,
        kind: "realtime_salary",
        start,
        end: start + WINDOW_MS,
        teamValidBet: bet41 + betOthers,
        rateBp: 20,
        childrenAmount: own41,
      },
      {
        contractId: salary41,
        memberId: agent41.id,
        payerId: agent01.id,
        kind: "realtime_salary",
        start,
        end: start + WINDOW_MS,
        teamValidBet: bet41,
        rateBp: 10,
        childrenAmount: 0,
      },
    );
  }
  const yesterday = localToday(now, timeZone) - DAY_MS;
  bills.push({
    contractId: wage01,
    memberId: agent01.id,
    payerId: null,
    kind: "daily_wage",
    start: zonedStart(yesterday, timeZone).getTime(),
    end: zonedStart(yesterday + DAY_MS, timeZone).getTime(),
    teamValidBet: 2_400_000,
    rateBp: 50,
    childrenAmount: 0,
  });

  const accounts = new LedgerAccounts(tx);
  for (const bill of bills) {
    const gross = Math.floor((bill.teamValidBet * bill.rateBp) / 10_000);
    const [row] = await tx
      .insert(agentBills)
      .values({
        merchantId,
        contractId: bill.contractId,
        memberId: bill.memberId,
        payerId: bill.payerId,
        kind: bill.kind,
        periodStart: new Date(bill.start),
        periodEnd: new Date(bill.end),
        state: "paid",
        teamValidBet: bill.teamValidBet,
        activeMembers: 1,
        tier: 1,
        rateBp: bill.rateBp,
        grossAmount: gross,
        childrenAmount: bill.childrenAmount,
        paidAmount: gross,
        attempts: 1,
        createdAt: new Date(bill.end + 60_000),
        paidAt: new Date(bill.end + 60_000),
      })
      .returning({ id: agentBills.id });
    if (!row) throw new Error("demo bill insert returned nothing");
    await postLedgerSteps(tx, merchantId, [
      {
        phase: "posted",
        debit:
          bill.payerId === null
            ? await accounts.system(tx, merchantId, "agent_pay", bill.memberId)
            : await accounts.member(tx, merchantId, bill.payerId, "main"),
        credit: await accounts.member(tx, merchantId, bill.memberId, "main"),
        amount: gross,
        code: "agent_pay",
        key: `agent-bill:${row.id}`,
        reference: `agent-bill:${row.id}`,
        memo: bill.kind,
      },
    ]);
  }
}
