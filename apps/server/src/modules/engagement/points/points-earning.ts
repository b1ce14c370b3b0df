import { sql } from "drizzle-orm";
import type { TAppContext } from "../../../app-context.ts";
import { rowsOf, type TTx } from "../../../db/database.ts";
import type { TActivityEvent } from "../../activity/index.ts";
import { postLedgerSteps, type TLedgerStep } from "../../wallet/index.ts";
import { DEPOSIT_SOURCE, earn } from "./points-rules.ts";
import { pointsRulesOf } from "./points-settings-repo.ts";

type TEarning = {
  merchantId: number;
  memberId: number;
  source: string;
  stake: number;
  rate: number;
  firstId: number;
};

/** What the events are worth in points, by member and source (game type, or DEPOSIT), before carries. */
async function earningsOf(tx: TTx, events: readonly TActivityEvent[]): Promise<TEarning[]> {
  const rules = await pointsRulesOf(tx, [...new Set(events.map((event) => event.merchantId))]);
  const earnings = new Map<string, TEarning>();
  for (const event of events) {
    const merchantRules = rules.get(event.merchantId);
    if (!merchantRules?.enabled) continue;
    const [source, stake, rate] =
      event.kind === "play"
        ? [event.gameType, event.validStake, merchantRules.earn[event.gameType] ?? 0]
        : event.kind === "deposit"
          ? [DEPOSIT_SOURCE, event.amount, merchantRules.depositRate]
          : ["", 0, 0];
    if (stake <= 0 || rate <= 0) continue;
    const key = `${event.memberId}|${source}`;
    const known = earnings.get(key);
    if (known) known.stake += stake;
    else
      earnings.set(key, {
        merchantId: event.merchantId,
        memberId: event.memberId,
        source,
        stake,
        rate,
        firstId: event.id,
      });
  }
  return [...earnings.values()].sort((a, b) => a.memberId - b.memberId || a.source.localeCompare(b.source));
}

/**
 * Pays the points the events earned (decisions/0022): per member and source, the carried parts
 * plus the new stake at the merchant's rate, whole points as one ledger line from the merchant's
 * points account (keyed by the member, the source and the first event, so it is paid once), the
 * rest carried. Runs in the engine's batch transaction. Answers the members paid.
 */
export async function earnPoints(
  ctx: Pick<TAppContext, "ledger">,
  tx: TTx,
  events: readonly TActivityEvent[],
): Promise<number[]> {
  const earnings = await earningsOf(tx, events);
  if (earnings.length === 0) return [];
  const keys = JSON.stringify(earnings.map((e) => ({ member_id: e.memberId, source: e.source })));
  // Carry rows made first, then locked in one order, so two engines never wait on each other in a cycle.
  await tx.execute(sql`
    insert into points_carry (member_id, source)
    select member_id, source from jsonb_to_recordset(${keys}::jsonb) as r(member_id int, source text)
    order by member_id, source
    on conflict do nothing`);
  const carried = rowsOf<{ member_id: number; source: string; carry: string | number }>(
    await tx.execute(sql`
      select c.member_id, c.source, c.carry from points_carry c
      join jsonb_to_recordset(${keys}::jsonb) as r(member_id int, source text)
        on r.member_id = c.member_id and r.source = c.source
      order by c.member_id, c.source for update of c`),
  );
  const carryOf = new Map(carried.map((row) => [`${row.member_id}|${row.source}`, Number(row.carry)]));
  const byMerchant = new Map<number, TLedgerStep[]>();
  const carries: { member_id: number; source: string; carry: number }[] = [];
  const paid = new Set<number>();
  for (const earning of earnings) {
    const step = earn(carryOf.get(`${earning.memberId}|${earning.source}`) ?? 0, earning.stake, earning.rate);
    carries.push({ member_id: earning.memberId, source: earning.source, carry: step.carry });
    if (step.points === 0) continue;
    const steps = byMerchant.get(earning.merchantId) ?? [];
    steps.push({
      phase: "posted",
      debit: await ctx.ledger.system(tx, earning.merchantId, "points", earning.memberId),
      credit: await ctx.ledger.member(tx, earning.merchantId, earning.memberId, "points"),
      amount: step.points,
      code: "points_earn",
      key: `points-earn:${earning.memberId}:${earning.source}:${earning.firstId}`,
      memo: earning.source,
    });
    byMerchant.set(earning.merchantId, steps);
    paid.add(earning.memberId);
  }
  await tx.execute(sql`
    update points_carry c set carry = r.carry
    from jsonb_to_recordset(${JSON.stringify(carries)}::jsonb) as r(member_id int, source text, carry bigint)
    where c.member_id = r.member_id and c.source = r.source`);
  for (const [merchantId, steps] of byMerchant) await postLedgerSteps(tx, merchantId, steps);
  return [...paid];
}
