import type { TAgentContractKind, TContractTerms } from "@orchid/contract/agent";
import { eq, sql } from "drizzle-orm";
import { rowsOf } from "../../../db/database.ts";
import { agentBills, agentContracts } from "../../../db/schema/agents.ts";
import { appJobs } from "../../../jobs/app-jobs.ts";
import { JobRunner } from "../../../jobs/job-runner.ts";
import { addMember } from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";

/** One-tier (or more) terms: each entry is [rateBp, minValidBet]. */
export const terms = (...tiers: [number, number][]): TContractTerms => ({
  tiers: tiers.map(([rateBp, minValidBet]) => ({ rateBp, minValidBet, minActiveMembers: 0, minLoss: 0 })),
});

/** An active contract written straight to the table (the contract calls are tested on their own). */
export async function addContract(
  t: TTestApp,
  input: {
    merchantId: number;
    holderId: number;
    uplineId: number | null;
    kind: TAgentContractKind;
    terms: TContractTerms;
    at: Date;
  },
): Promise<number> {
  const [row] = await t.ctx.database.db
    .insert(agentContracts)
    .values({
      merchantId: input.merchantId,
      memberId: input.holderId,
      uplineId: input.uplineId,
      kind: input.kind,
      state: "active",
      terms: input.terms,
      createdAt: input.at,
      acceptedAt: input.at,
    })
    .returning({ id: agentContracts.id });
  if (!row) throw new Error("contract insert returned nothing");
  return row.id;
}

/**
 * Settled play written straight to the rollups (as the vendor wallet writes them), at a chosen
 * instant: for periods the wall clock of the database cannot reach.
 */
export async function addPlay(
  t: TTestApp,
  input: { merchantId: number; memberId: number; at: Date; day: string; stake: number; win: number },
): Promise<void> {
  const window = new Date(Math.floor(input.at.getTime() / 300_000) * 300_000);
  const db = t.ctx.database.db;
  await db.execute(sql`
    insert into member_game_windows (merchant_id, member_id, window_start, game_type, bets, stake, valid_stake, win)
    values (${input.merchantId}, ${input.memberId}, ${window.toISOString()}::timestamptz, 'SLOT', 1, ${input.stake},
      ${input.stake}, ${input.win})
    on conflict (member_id, window_start, game_type) do update set stake = member_game_windows.stake + excluded.stake,
      valid_stake = member_game_windows.valid_stake + excluded.valid_stake, win = member_game_windows.win + excluded.win`);
  await db.execute(sql`
    insert into member_game_days (merchant_id, member_id, day, game_type, bets, stake, valid_stake, win)
    values (${input.merchantId}, ${input.memberId}, ${input.day}::date, 'SLOT', 1, ${input.stake}, ${input.stake}, ${input.win})
    on conflict (member_id, day, game_type) do update set stake = member_game_days.stake + excluded.stake,
      valid_stake = member_game_days.valid_stake + excluded.valid_stake, win = member_game_days.win + excluded.win`);
}

/** The bills of one contract, oldest period first. */
export async function billsOf(t: TTestApp, contractId: number) {
  return t.ctx.database.db
    .select()
    .from(agentBills)
    .where(eq(agentBills.contractId, contractId))
    .orderBy(agentBills.periodStart);
}

/** A member's main-wallet balance straight from the ledger. */
export async function mainBalance(t: TTestApp, memberId: number): Promise<number> {
  const [row] = rowsOf<{ balance: string | number }>(
    await t.ctx.database.db.execute(sql`
      select coalesce(sum(credits_posted - debits_posted - debits_pending), 0) as balance
      from ledger_accounts where member_id = ${memberId} and kind = 'main'`),
  );
  return Number(row?.balance ?? 0);
}

/** The app's job list on a runner that never starts: `runNow` runs a job here, as the queue would. */
export function jobRunner(t: TTestApp): JobRunner {
  return new JobRunner(t.ctx.database.db, appJobs(t.ctx));
}

/** A fresh agent tree: a top agent, an agent under it, and members under each. */
export async function agentTree(t: TTestApp, prefix: string) {
  const top = await addMember(t, { username: `${prefix}top`, type: 1 });
  const sub = await addMember(t, { username: `${prefix}sub`, type: 41, upline: top.username });
  const p1 = await addMember(t, { username: `${prefix}p1`, upline: sub.username });
  const p2 = await addMember(t, { username: `${prefix}p2`, upline: sub.username });
  const p3 = await addMember(t, { username: `${prefix}p3`, upline: top.username });
  return { top, sub, p1, p2, p3 };
}
