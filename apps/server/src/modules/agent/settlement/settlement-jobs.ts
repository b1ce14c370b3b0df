import { DIVIDEND_PERIODS } from "@orchid/contract/agent";
import { sql } from "drizzle-orm";
import type { TAppContext } from "../../../app-context.ts";
import { rowsOf } from "../../../db/database.ts";
import { dayString, withTransactionRetry } from "../../wallet/index.ts";
import { loadAgentSettings } from "../agent-settings.ts";
import { dueRetries, expireStaleBills } from "./bills-repo.ts";
import { payWaitingBill } from "./bills-service.ts";
import {
  DAY_MS,
  dividendDays,
  duePeriods,
  dueWindows,
  HOUR_MS,
  localHourStart,
  MINUTE_MS,
  WINDOW_MS,
} from "./periods.ts";
import { lastRunEnd } from "./runs-repo.ts";
import { settlePeriod, type TSettleContext, type TSettleResult } from "./settle-period.ts";

type TJobContext = TSettleContext & Pick<TAppContext, "now">;

/** Late bets of a window land within this; a window is settled only this long after it closed. */
const WINDOW_GRACE_MS = MINUTE_MS;
const HOUR_GRACE_MS = 2 * MINUTE_MS;
/** One run catches up at most this many windows (an hour of real-time, six hours of hourly). */
const WINDOW_CAP = 12;
const HOUR_CAP = 6;
/** Day-based periods offered again in case a run was missed (their run rows refuse repeats). */
const LOOK_BACK = 2;
/** Dividends run a little after the daily wage (e.g. 02:10 beside 02:05). */
const DIVIDEND_AFTER_WAGE_MINUTES = 5;
const RETRY_BATCH = 200;
/** An insufficient bill is tried for this long after its period ended, then it expires. */
const EXPIRE_AFTER_MS = 30 * DAY_MS;

type TMerchantZone = { id: number; timeZone: string };

async function merchantZones(ctx: TJobContext): Promise<TMerchantZone[]> {
  return rowsOf<{ id: number; time_zone: string }>(
    await ctx.database.db.execute(sql`select id, time_zone from merchants order by id`),
  ).map((row) => ({ id: row.id, timeZone: row.time_zone }));
}

const total = (results: (TSettleResult | null)[]) =>
  results.reduce((sum, r) => ({ periods: sum.periods + (r ? 1 : 0), paid: sum.paid + (r?.paid ?? 0) }), {
    periods: 0,
    paid: 0,
  });

/** `agent.realtime-salary` and `agent.hour-salary`: every closed window not settled yet. */
export async function settleWindows(ctx: TJobContext, kind: "realtime_salary" | "hour_salary") {
  const now = ctx.now().getTime();
  const results: (TSettleResult | null)[] = [];
  for (const merchant of await merchantZones(ctx)) {
    const size =
      kind === "realtime_salary"
        ? { ms: WINDOW_MS, startOf: (at: number) => Math.floor(at / WINDOW_MS) * WINDOW_MS }
        : { ms: HOUR_MS, startOf: (at: number) => localHourStart(at, merchant.timeZone) };
    const last = await lastRunEnd(ctx.database.db, merchant.id, kind);
    const [grace, cap] =
      kind === "realtime_salary" ? [WINDOW_GRACE_MS, WINDOW_CAP] : [HOUR_GRACE_MS, HOUR_CAP];
    for (const span of dueWindows(now, last, size, grace, cap))
      results.push(
        await settlePeriod(
          ctx,
          { merchantId: merchant.id, kind, runKind: kind, span, timeZone: merchant.timeZone },
          ctx.now(),
        ),
      );
  }
  return total(results);
}

/** `agent.daily-wage`: the previous local day, once the merchant's run time after midnight passed. */
export async function settleDailyWage(ctx: TJobContext) {
  const results: (TSettleResult | null)[] = [];
  for (const merchant of await merchantZones(ctx)) {
    const settings = await loadAgentSettings(ctx.database.db, merchant.id);
    const periods = duePeriods(
      ctx.now(),
      merchant.timeZone,
      settings.dailyRunAfterMinutes,
      (day) => [day, day + DAY_MS],
      LOOK_BACK,
    );
    for (const period of periods)
      results.push(
        await settlePeriod(
          ctx,
          {
            merchantId: merchant.id,
            kind: "daily_wage",
            runKind: "daily_wage",
            span: period.span,
            timeZone: merchant.timeZone,
            days: { fromDay: dayString(period.firstDay), toDay: dayString(period.lastDay) },
          },
          ctx.now(),
        ),
      );
  }
  return total(results);
}

/** `agent.dividend`: each dividend term period (daily … monthly) once it ended and its run time passed. */
export async function settleDividends(ctx: TJobContext) {
  const results: (TSettleResult | null)[] = [];
  for (const merchant of await merchantZones(ctx)) {
    const settings = await loadAgentSettings(ctx.database.db, merchant.id);
    for (const dividendPeriod of DIVIDEND_PERIODS) {
      const periods = duePeriods(
        ctx.now(),
        merchant.timeZone,
        settings.dailyRunAfterMinutes + DIVIDEND_AFTER_WAGE_MINUTES,
        (day) => dividendDays(day, dividendPeriod),
        LOOK_BACK,
      );
      for (const period of periods)
        results.push(
          await settlePeriod(
            ctx,
            {
              merchantId: merchant.id,
              kind: "dividend",
              runKind: `dividend.${dividendPeriod}`,
              dividendPeriod,
              span: period.span,
              timeZone: merchant.timeZone,
              days: { fromDay: dayString(period.firstDay), toDay: dayString(period.lastDay) },
            },
            ctx.now(),
          ),
        );
    }
  }
  return total(results);
}

/**
 * `agent.bill-retry`: short bills (insufficient or partly paid) whose wait is over, uplines first; those still short 30
 * days after their period ended expire.
 */
export async function retryBills(ctx: TJobContext) {
  const expired = await expireStaleBills(ctx.database.db, new Date(ctx.now().getTime() - EXPIRE_AFTER_MS));
  let paid = 0;
  const touched = new Set<number>();
  for (const due of await dueRetries(ctx.database.db, ctx.now(), RETRY_BATCH)) {
    const outcome = await withTransactionRetry(() =>
      ctx.database.db.transaction((tx) => payWaitingBill(ctx, tx, due.merchantId, due.id, ctx.now())),
    );
    if (!outcome) continue;
    for (const id of outcome.touched) touched.add(id);
    if (outcome.paid) paid += 1;
  }
  if (touched.size > 0) ctx.walletEvents.publish("balance", touched);
  return { paid, expired };
}
