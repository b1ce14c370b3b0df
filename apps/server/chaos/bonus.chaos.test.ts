import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TAppContext } from "../src/app-context.ts";
import { rowsOf } from "../src/db/database.ts";
import { recordPlay } from "../src/modules/activity/index.ts";
import { runBonusEngine } from "../src/modules/engagement/bonus/activity-consumer.ts";
import { forfeitForWithdrawal } from "../src/modules/engagement/bonus/bonus-guards.ts";
import { findCampaign } from "../src/modules/engagement/bonus/campaigns-repo.ts";
import { grantBonus } from "../src/modules/engagement/bonus/grant-service.ts";
import { joinCampaign } from "../src/modules/engagement/bonus/member-bonus-service.ts";
import { checkLedger } from "../src/modules/wallet/ledger-check.ts";
import { withLotteryInstances } from "./lottery-instances.ts";
import { createRandom, pickOne } from "./random.ts";

const OPENING = 1_000_000;
const noPayoutAccounts = async () => [] as string[];
const LANGUAGE = { language: "EN", fallback: "EN" };

// The bonus engine's money on three instances at once (decisions/0022): members join a campaign
// (twins of one click on two instances, and other tabs), operators grant by hand with twin keys,
// halls append settled play, withdrawals forfeit, grants expire, and every instance runs the
// engine on every tick. At the end each grant moved its bonus in once and out at most once, the
// bonus accounts hold exactly the active grants, every main wallet holds its opening plus exactly
// the converted bonuses, every member earned exactly its stakes' points (paid plus carried), no
// event was lost or counted twice, and the ledger is sound.
it("grants, play, forfeits and expiry racing three instances' engines move each bonus once", async () => {
  const now = () => new Date();
  const options = { instances: 3, memberCount: 12, opening: OPENING, prefix: "bnchaos", now };
  await withLotteryInstances(options, async ({ db, merchantId, contexts, members }) => {
    const random = createRandom(Number(process.env.CHAOS_SEED) || 31);
    const ctxOf = () => pickOne(random, contexts) as TAppContext;
    const refusals = new Map<string, number>();
    const note = (error: unknown) => {
      const code = (error as { code?: string }).code ?? String(error);
      refusals.set(code, (refusals.get(code) ?? 0) + 1);
    };
    const merchant = await (contexts[0] as TAppContext).merchants.byMerchantCode("demo");
    if (!merchant) throw new Error("demo merchant missing");
    const campaign = async (trigger: "window" | "manual", amount: number, multiple: number) => {
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`
          insert into bonus_campaigns (merchant_id, name, description, trigger, state, starts_at, conditions,
            reward, wagering)
          values (${merchantId}, '{"EN":"chaos"}'::jsonb, '{"EN":"chaos"}'::jsonb, ${trigger}, 'active',
            now() - interval '1 hour',
            ${JSON.stringify({ labels: [], minVipRank: 0, countries: [], oncePerMember: trigger === "window", oncePerDevice: false, oncePerPayoutAccount: false })}::jsonb,
            ${JSON.stringify({ kind: "fixed", amount, minDeposit: 0 })}::jsonb,
            ${JSON.stringify({ multiple, basis: "bonus", contributions: { RNG: 100, LOTT: 50 }, maxBet: null, expiryDays: 7 })}::jsonb)
          returning id`),
      );
      return row?.id ?? 0;
    };
    // Points on: 100 points per 100.00 on slots, 50 on lottery; paid by the same engines.
    const rates: Record<string, number> = { RNG: 100, LOTT: 50 };
    await db.execute(sql`
      insert into points_settings (merchant_id, enabled, earn) values (${merchantId}, true, ${JSON.stringify(rates)}::jsonb)
      on conflict (merchant_id) do update set enabled = true, earn = excluded.earn, deposit_rate = 0`);
    const staked = new Map<string, number>();
    const joinId = await campaign("window", 20_000, 2);
    const manualId = await campaign("manual", 7_000, 1);
    let keys = 0;
    let stakes = 0;

    for (let tick = 0; tick < 12; tick += 1) {
      const work: Promise<unknown>[] = contexts.map((ctx) => runBonusEngine(ctx, noPayoutAccounts));
      for (let n = 0; n < 12; n += 1) {
        const member = pickOne(random, members);
        const roll = random();
        if (roll < 0.2) {
          // A join: twice with one key on two instances, or once more from another tab.
          const key = `join-${keys++}`;
          const twins = random() < 0.5 ? [ctxOf(), ctxOf()] : [ctxOf()];
          for (const ctx of twins)
            work.push(
              joinCampaign(
                ctx,
                merchant,
                member,
                { campaignId: joinId, idempotencyKey: key },
                noPayoutAccounts,
                LANGUAGE,
              ).catch(note),
            );
        } else if (roll < 0.35) {
          // A manual grant, its key sent twice.
          const key = `manual:${manualId}:${keys++}`;
          for (const ctx of [ctxOf(), ctxOf()])
            work.push(
              ctx.database.db
                .transaction(async (tx) => {
                  const found = await findCampaign(tx, merchantId, manualId, true);
                  if (!found) throw new Error("manual campaign missing");
                  return grantBonus(
                    ctx,
                    tx,
                    { campaign: found, member, deposit: 0, key, at: now() },
                    noPayoutAccounts,
                  );
                })
                .catch(note),
            );
        } else if (roll < 0.85) {
          // A hall settles play: slots count whole, lottery half.
          const gameType = random() < 0.7 ? "RNG" : "LOTT";
          const stake = 1_000 * (1 + Math.floor(random() * 10)) + Math.floor(random() * 99);
          stakes += stake;
          const source = `${member.id}|${gameType}`;
          staked.set(source, (staked.get(source) ?? 0) + stake);
          work.push(
            ctxOf().database.db.transaction((tx) =>
              recordPlay(tx, {
                merchantId,
                memberId: member.id,
                gameType,
                isTrial: false,
                bets: 1,
                stake,
                validStake: stake,
                win: 0,
              }),
            ),
          );
        } else if (roll < 0.95) {
          // A withdrawal request the member confirmed: active grants forfeited.
          work.push(
            ctxOf()
              .database.db.transaction((tx) => forfeitForWithdrawal(ctxOf(), tx, member.id, true))
              .catch(note),
          );
        } else {
          // Time passes for one member's grants: they are due now.
          work.push(
            db.execute(sql`update bonus_grants set expires_at = now() - interval '1 second'
              where member_id = ${member.id} and state = 'active'`),
          );
        }
      }
      await Promise.all(work);
    }
    // Every instance runs the engine until nothing is left.
    for (let round = 0; round < 3; round += 1)
      await Promise.all(contexts.map((ctx) => runBonusEngine(ctx, noPayoutAccounts)));

    console.log(`bonus chaos: ${keys} keys, ${stakes} staked, refusals ${JSON.stringify([...refusals])}`);
    const unexpected = [...refusals.keys()].filter((code) => !["BONUS_ALREADY_CLAIMED"].includes(code));
    expect(unexpected).toEqual([]);
    const [left] = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from activity_events`));
    expect(Number(left?.n)).toBe(0);

    // Each grant: one line in, at most one line out, and that line matches its state.
    const moved = rowsOf<{ id: string; state: string; ins: string; outs: string; out_key: string | null }>(
      await db.execute(sql`
        select g.id, g.state,
          (select count(*) from ledger_transfers t where t.transfer_key = 'bonus-grant:' || g.id) as ins,
          (select count(*) from ledger_transfers t where t.transfer_key in
            ('bonus-convert:' || g.id, 'bonus-forfeit:' || g.id, 'bonus-expire:' || g.id)) as outs,
          (select min(split_part(t.transfer_key, ':', 1)) from ledger_transfers t where t.transfer_key in
            ('bonus-convert:' || g.id, 'bonus-forfeit:' || g.id, 'bonus-expire:' || g.id)) as out_key
        from bonus_grants g`),
    );
    expect(moved.length).toBeGreaterThan(10);
    const outKey = {
      active: null,
      converted: "bonus-convert",
      forfeited: "bonus-forfeit",
      expired: "bonus-expire",
    };
    for (const grant of moved) {
      expect({ id: grant.id, ins: Number(grant.ins) }).toEqual({ id: grant.id, ins: 1 });
      expect({ id: grant.id, out: grant.out_key }).toEqual({
        id: grant.id,
        out: outKey[grant.state as keyof typeof outKey],
      });
      expect(Number(grant.outs)).toBe(grant.state === "active" ? 0 : 1);
    }
    // Once per member for the join campaign, whatever the tabs and instances.
    const joins = rowsOf<{ member_id: number; n: string }>(
      await db.execute(sql`select member_id, count(*) as n from bonus_grants where campaign_id = ${joinId}
        group by member_id having count(*) > 1`),
    );
    expect(joins).toEqual([]);

    // Money: the bonus accounts hold the active grants; main wallets the opening plus conversions.
    const accounts = rowsOf<{
      member_id: number;
      main: string;
      bonus: string;
      active: string;
      converted: string;
    }>(
      await db.execute(sql`
        select m.id as member_id,
          coalesce((select credits_posted - debits_posted from ledger_accounts where member_id = m.id and kind = 'main'), 0) as main,
          coalesce((select credits_posted - debits_posted from ledger_accounts where member_id = m.id and kind = 'bonus'), 0) as bonus,
          coalesce((select sum(bonus) from bonus_grants where member_id = m.id and state = 'active'), 0) as active,
          coalesce((select sum(bonus) from bonus_grants where member_id = m.id and state = 'converted'), 0) as converted
        from members m where m.id = any(${`{${members.map((member) => member.id).join(",")}}`}::int[])`),
    );
    for (const row of accounts) {
      expect({ member: row.member_id, bonus: Number(row.bonus) }).toEqual({
        member: row.member_id,
        bonus: Number(row.active),
      });
      expect({ member: row.member_id, main: Number(row.main) }).toEqual({
        member: row.member_id,
        main: OPENING + Number(row.converted),
      });
    }
    // Converted grants reached their turnover; active ones have not; nothing counted twice.
    const turnover = rowsOf<{ state: string; short: string; over: string; counted: string }>(
      await db.execute(sql`
        select state, count(*) filter (where counted < required) as short,
          count(*) filter (where counted >= required) as over, coalesce(sum(counted), 0) as counted
        from bonus_grants group by state`),
    );
    console.log(`bonus chaos grants: ${JSON.stringify(turnover)}`);
    for (const row of turnover) {
      if (row.state === "converted") expect(Number(row.short)).toBe(0);
      if (row.state === "active") expect(Number(row.over)).toBe(0);
    }
    const counted = turnover.reduce((sum, row) => sum + Number(row.counted), 0);
    expect(counted).toBeLessThanOrEqual(stakes);

    // Points: whatever engine paid which batch, each member and source got exactly its stake at the
    // rate, in whole points paid plus the fraction carried.
    const earned = rowsOf<{ member_id: number; source: string; points: string; carry: string }>(
      await db.execute(sql`
        select c.member_id, c.source, c.carry,
          coalesce((select sum(t.amount) from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
            where t.code = 'points_earn' and a.member_id = c.member_id and t.memo = c.source), 0) as points
        from points_carry c`),
    );
    expect(earned.length).toBe(staked.size);
    for (const row of earned) {
      const stake = staked.get(`${row.member_id}|${row.source}`) ?? 0;
      expect({
        source: `${row.member_id}|${row.source}`,
        parts: Number(row.points) * 10_000 + Number(row.carry),
      }).toEqual({
        source: `${row.member_id}|${row.source}`,
        parts: stake * (rates[row.source] ?? 0),
      });
    }
    expect(await checkLedger(db)).toEqual([]);
  });
}, 600_000);
