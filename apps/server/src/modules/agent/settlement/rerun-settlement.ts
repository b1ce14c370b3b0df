import { DIVIDEND_PERIODS, type TAgentContractKind } from "@orchid/contract/agent";
import type { TAgentContractSettings } from "@orchid/contract/backoffice-agents";
import { invalidField } from "../../../http/invalid-field.ts";
import { recordOperatorAction, type TConsoleCall } from "../../operators/index.ts";
import { dayString, localToday, zonedStart } from "../../wallet/index.ts";
import { loadAgentSettings, saveAgentSettings } from "../agent-settings.ts";
import { DAY_MS, dividendDays, HOUR_MS, localHourStart, WINDOW_MS } from "./periods.ts";
import { settlePeriod, type TSettleContext, type TSettleRequest } from "./settle-period.ts";

/** The periods of the kind that start at `start` (dividends: every term period starting then). */
function periodsAt(
  kind: TAgentContractKind,
  start: number,
  merchantId: number,
  timeZone: string,
): TSettleRequest[] {
  const base = { merchantId, kind, timeZone, rerun: true, runKind: kind };
  if (kind === "realtime_salary")
    return start % WINDOW_MS === 0 ? [{ ...base, span: { start, end: start + WINDOW_MS } }] : [];
  if (kind === "hour_salary")
    return localHourStart(start, timeZone) === start
      ? [{ ...base, span: { start, end: start + HOUR_MS } }]
      : [];
  const day = localToday(new Date(start), timeZone);
  if (zonedStart(day, timeZone).getTime() !== start) return [];
  if (kind === "daily_wage") {
    const span = { start, end: zonedStart(day + DAY_MS, timeZone).getTime() };
    return [{ ...base, span, days: { fromDay: dayString(day), toDay: dayString(day) } }];
  }
  return DIVIDEND_PERIODS.flatMap((dividendPeriod) => {
    const [first, after] = dividendDays(day, dividendPeriod);
    if (first !== day) return [];
    const span = { start, end: zonedStart(after, timeZone).getTime() };
    const days = { fromDay: dayString(first), toDay: dayString(after - DAY_MS) };
    return [{ ...base, runKind: `dividend.${dividendPeriod}`, dividendPeriod, span, days }];
  });
}

/**
 * `POST /bo/agents/settlements/rerun`: settles one ended period of one kind again. Contracts that
 * have no bill for it get one (and are paid); bills already written stay as they are.
 */
export async function rerunSettlement(
  ctx: TSettleContext,
  call: TConsoleCall,
  input: { kind: TAgentContractKind; periodStart: number },
): Promise<{ contracts: number; bills: number; paid: number }> {
  const { found, merchant, client } = call;
  const requests = periodsAt(input.kind, input.periodStart, merchant.id, merchant.timeZone);
  if (requests.length === 0) throw invalidField("periodStart");
  if (requests.some((request) => request.span.end > client.at.getTime())) throw invalidField("periodStart");
  const total = { contracts: 0, bills: 0, paid: 0 };
  for (const request of requests) {
    const result = await settlePeriod(ctx, request, client.at);
    total.contracts += result?.contracts ?? 0;
    total.bills += result?.bills ?? 0;
    total.paid += result?.paid ?? 0;
  }
  await recordOperatorAction(
    ctx.database.db,
    {
      operatorId: found.operator.id,
      merchantId: merchant.id,
      action: "agents.settlements.rerun",
      outcome: "ok",
      targetType: "agent_settlement",
      targetId: `${input.kind}:${input.periodStart}`,
      before: null,
      after: total,
    },
    client,
  );
  return total;
}

/** `PUT /bo/agents/settings`: saves the merchant's contract settings, audited with before and after. */
export async function saveSettings(
  ctx: TSettleContext,
  call: TConsoleCall,
  input: TAgentContractSettings,
): Promise<TAgentContractSettings> {
  const { found, merchant, client } = call;
  return ctx.database.db.transaction(async (tx) => {
    const before = await loadAgentSettings(tx, merchant.id);
    const saved = await saveAgentSettings(tx, merchant.id, input, client.at);
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "agents.settings",
        outcome: "ok",
        targetType: "merchant",
        targetId: merchant.id,
        before,
        after: saved,
      },
      client,
    );
    return saved;
  });
}
