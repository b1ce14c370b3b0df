import type { TAppContext } from "../app-context.ts";
import { retryBills, settleDailyWage, settleDividends, settleWindows } from "../modules/agent/index.ts";
import { bonusEngineJob, evaluateVip } from "../modules/engagement/index.ts";
import { lotteryDrawJob } from "../modules/lottery/index.ts";
import { depositExpiryJob, payoutAccountNumbers, payoutAutoConfirmJob } from "../modules/payments/index.ts";
import { purgeSpentAuthRows } from "../modules/session/index.ts";
import { settleBookJob } from "../modules/sportsbook/index.ts";
import { type TJobDefinition, UPKEEP_RETRY } from "./job-definition.ts";
import type { TMinuteJob } from "./minute-jobs.ts";
import { probeJob } from "./probe-job.ts";

const MINUTE = 60;
const HOUR = 3_600;

/** A module's minute job under its queue name: every minute, retried twice, stopped after 50 s. */
function everyMinute(name: string, job: TMinuteJob): TJobDefinition {
  return { name, everySeconds: MINUTE, run: () => job.run(), retry: UPKEEP_RETRY, timeoutSeconds: 50 };
}

/** An agent settlement job: one failed try is tried again soon; settling is idempotent. */
function agentJob(name: string, everySeconds: number, run: () => Promise<unknown>): TJobDefinition {
  return { name, everySeconds, run, retry: UPKEEP_RETRY, timeoutSeconds: 4 * MINUTE };
}

/**
 * Every scheduled job of the server, in one place: the console lists these, the runner queues
 * them. A new job is one more entry here (see docs/ARCHITECTURE.md).
 */
export function appJobs(ctx: TAppContext, env: NodeJS.ProcessEnv = process.env): TJobDefinition[] {
  const probe = probeJob(ctx.config.env, env);
  const lotteryDraws = lotteryDrawJob(ctx);
  const bonusEngine = bonusEngineJob(ctx, payoutAccountNumbers);
  const bookSettlement = settleBookJob(ctx);
  return [
    everyMinute("payments.payout-auto-confirm", payoutAutoConfirmJob(ctx)),
    everyMinute("payments.deposit-expiry", depositExpiryJob(ctx)),
    {
      name: "session.key-rotation",
      everySeconds: HOUR,
      run: () => ctx.keys.rotateIfDue(),
      retry: UPKEEP_RETRY,
      timeoutSeconds: 5 * MINUTE,
    },
    {
      name: "session.purge-spent-rows",
      everySeconds: HOUR,
      run: () => purgeSpentAuthRows(ctx.database.db, ctx.now()),
      retry: UPKEEP_RETRY,
      timeoutSeconds: 10 * MINUTE,
    },
    {
      // Every 5 s: a fast draw's result is out within seconds of its time, and settled right after.
      name: "lottery.draws",
      everySeconds: 5,
      run: () => lotteryDraws.run(),
      retry: { limit: 1, delaySeconds: 2, backoff: false },
      timeoutSeconds: 2 * MINUTE,
    },
    {
      // Every 10 s: the book's results the feed's own start of settlement did not finish (a crash,
      // a restart, a correction arriving while a settlement ran).
      name: "sportsbook.settle",
      everySeconds: 10,
      run: () => bookSettlement.run(),
      retry: { limit: 1, delaySeconds: 2, backoff: false },
      timeoutSeconds: 5 * MINUTE,
    },
    {
      // Every 5 s: settled play reaches wagering progress, and chosen deposit bonuses their
      // members, within seconds; due grants expire on the same run.
      name: "engagement.bonus-engine",
      everySeconds: 5,
      run: () => bonusEngine.run(),
      retry: { limit: 1, delaySeconds: 2, backoff: false },
      timeoutSeconds: 2 * MINUTE,
    },
    {
      // Hourly: VIP ranks from the last 30 days and yesterday's rebates (each once per member and day).
      name: "engagement.vip",
      everySeconds: HOUR,
      run: () => evaluateVip(ctx),
      retry: UPKEEP_RETRY,
      timeoutSeconds: 10 * MINUTE,
    },
    agentJob("agent.realtime-salary", 5 * MINUTE, () => settleWindows(ctx, "realtime_salary")),
    agentJob("agent.hour-salary", HOUR, () => settleWindows(ctx, "hour_salary")),
    agentJob("agent.daily-wage", 5 * MINUTE, () => settleDailyWage(ctx)),
    agentJob("agent.dividend", 5 * MINUTE, () => settleDividends(ctx)),
    agentJob("agent.bill-retry", 10 * MINUTE, () => retryBills(ctx)),
    ...(probe ? [probe] : []),
  ];
}
