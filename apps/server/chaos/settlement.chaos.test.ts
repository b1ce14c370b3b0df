import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { openDatabase, rowsOf, type TDatabase, type TDb } from "../src/db/database.ts";
import { agentContracts } from "../src/db/schema/agents.ts";
import { seedDemo } from "../src/db/seed/seed-demo.ts";
import { insertMember, type TMember } from "../src/modules/accounts/index.ts";
import { retryBills, settleWindows } from "../src/modules/agent/index.ts";
import { LedgerAccounts, postLedgerSteps, WalletEvents } from "../src/modules/wallet/index.ts";
import { checkLedger } from "../src/modules/wallet/ledger-check.ts";
import { createChaosDatabase } from "./chaos-database.ts";
import { createRandom } from "./random.ts";

const WINDOW = 300_000;
const INSTANCES = 4;
const tiers = (...list: [number, number][]) => ({
  tiers: list.map(([rateBp, minValidBet]) => ({ rateBp, minValidBet, minActiveMembers: 0, minLoss: 0 })),
});

// Four instances (each its own pool) run the real-time salary and retry jobs at the same time,
// tick after tick, over an hour of random play in a tree of contracted agents, one of whose
// uplines holds no contract, starts penniless, then holds a little (bills partly paid) and at last
// enough. Every window must be billed once per contract, every bill's transfers must add up to
// what it paid (all of it once paid), and the ledger must stay sound.
it("four instances settling the same windows bill each once and pay each once", async () => {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error("The chaos tests need PostgreSQL: set DATABASE_URL");
  const chaosDb = await createChaosDatabase(baseUrl);
  const pools: TDatabase[] = [];
  try {
    for (let i = 0; i < INSTANCES; i += 1)
      pools.push(await openDatabase({ databaseUrl: chaosDb.url, poolSize: 3 }));
    const db = (pools[0] as TDatabase).db;
    await (pools[0] as TDatabase).migrate();
    await seedDemo(db, new Date());
    const random = createRandom(Number(process.env.CHAOS_SEED) || 18);
    const start = Math.floor(Date.now() / WINDOW) * WINDOW - 3 * 3_600_000;
    let clock = start + 12 * WINDOW + 60_000;
    const [{ id: merchantId }] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from merchants limit 1`),
    ) as [{ id: number }];
    const member = (name: string, type: number, upline: TMember | null) =>
      insertMember(
        db,
        {
          merchantId,
          username: name,
          passwordHash: "x",
          type,
          nickname: name,
          referralCode: `R${name}`,
          uplineId: upline?.id ?? null,
        },
        upline?.agentPath ?? null,
      );
    const contract = (holder: TMember, upline: TMember | null, terms: ReturnType<typeof tiers>) =>
      db.insert(agentContracts).values({
        merchantId,
        memberId: holder.id,
        uplineId: upline?.id ?? null,
        kind: "realtime_salary",
        state: "active",
        terms,
        acceptedAt: new Date(start - WINDOW),
      });
    const players: TMember[] = [];
    const broke: TMember[] = [];
    for (let a = 0; a < 4; a += 1) {
      const top = await member(`chtop${a}`, 1, null);
      if (a > 0) await contract(top, null, tiers([50, 0], [100, 200_000]));
      else broke.push(top);
      players.push(await member(`chtop${a}p`, 0, top));
      for (let s = 0; s < 2; s += 1) {
        const sub = await member(`chsub${a}${s}`, 41, top);
        await contract(sub, top, tiers([30, 0], [80, 150_000]));
        for (let p = 0; p < 3; p += 1) players.push(await member(`chp${a}${s}${p}`, 0, sub));
      }
    }
    for (let w = 0; w < 12; w += 1)
      for (const player of players) {
        if (random() < 0.4) continue;
        const stake = Math.floor(random() * 50_000) + 1;
        await db.execute(sql`
          insert into member_game_windows (merchant_id, member_id, window_start, game_type, bets, stake, valid_stake, win)
          values (${merchantId}, ${player.id}, ${new Date(start + w * WINDOW).toISOString()}::timestamptz, 'SLOT', 1,
            ${stake}, ${stake}, ${Math.floor(random() * stake * 2)})`);
      }

    const contexts = pools.map((pool) => ({
      database: pool,
      ledger: new LedgerAccounts(pool.db),
      walletEvents: new WalletEvents(),
      now: () => new Date(clock),
    }));
    for (let tick = 0; tick < 8; tick += 1) {
      await Promise.all(contexts.flatMap((ctx) => [settleWindows(ctx, "realtime_salary"), retryBills(ctx)]));
      if (tick === 1) await credit(db, merchantId, broke[0] as TMember, 500, "little");
      if (tick === 3) await credit(db, merchantId, broke[0] as TMember, 10_000_000, "enough");
      clock += WINDOW;
    }
    clock += 3_600_000;
    await Promise.all(contexts.map((ctx) => retryBills(ctx)));

    const problems = rowsOf<{ problem: string }>(
      await db.execute(sql`
        select 'window ' || w.s || ' of contract ' || c.id || ': ' || count(b.id) || ' bills' as problem
        from agent_contracts c cross join generate_series(0, 11) as w(s)
        left join agent_bills b on b.contract_id = c.id and b.period_start = to_timestamp(${start / 1000} + w.s * 300)
        where c.merchant_id = ${merchantId} and c.member_id in (select id from members where username like 'ch%')
        group by c.id, w.s having count(b.id) <> 1
        union all
        select 'bill ' || b.id || ' ' || b.state || ': transfers of ' || coalesce(sum(t.amount), 0)
          || ' for ' || b.paid_amount || ' paid of ' || b.gross_amount from agent_bills b
        left join ledger_transfers t on t.reference = 'agent-bill:' || b.id
        group by b.id
        having coalesce(sum(t.amount), 0) <> b.paid_amount or (b.state = 'paid') <> (b.paid_amount = b.gross_amount)
        union all
        select 'bill ' || b.id || ' still ' || b.state from agent_bills b
        where b.state in ('issued', 'insufficient', 'partly_paid')
        union all
        select 'parent bill ' || p.id || ' children ' || p.children_amount || ' <> ' || coalesce(sum(k.gross_amount), 0)
        from agent_bills p left join agent_bills k on k.payer_id = p.member_id and k.period_start = p.period_start
          and k.kind = p.kind
        group by p.id having p.children_amount <> coalesce(sum(k.gross_amount), 0) or p.children_amount > p.gross_amount`),
    );
    expect(problems.map((row) => row.problem)).toEqual([]);
    const [paid] = rowsOf<{ total: string }>(
      await db.execute(
        sql`select coalesce(sum(paid_amount), 0) as total from agent_bills where state = 'paid'`,
      ),
    );
    expect(Number(paid?.total)).toBeGreaterThan(0);
    // The penniless upline's bills fell short first and were paid by a retry once it was credited.
    const [retried] = rowsOf<{ n: string }>(
      await db.execute(sql`select count(*) as n from agent_bills where attempts > 1 and state = 'paid'`),
    );
    expect(Number(retried?.n)).toBeGreaterThan(0);
    // Some were paid in parts: the little the upline held first, the rest after it was credited.
    const [parts] = rowsOf<{ n: string }>(
      await db.execute(
        sql`select count(*) as n from ledger_transfers where transfer_key like 'agent-bill:%@%'`,
      ),
    );
    expect(Number(parts?.n)).toBeGreaterThan(0);
    expect(await checkLedger(db)).toEqual([]);
  } finally {
    for (const pool of pools) await pool.close();
    await chaosDb.drop();
  }
});

async function credit(
  db: TDb,
  merchantId: number,
  member: TMember,
  amount: number,
  label: string,
): Promise<void> {
  const ledger = new LedgerAccounts(db);
  const debit = await ledger.system(db, merchantId, "adjustments", member.id);
  const creditTo = await ledger.member(db, merchantId, member.id, "main");
  await db.transaction((tx) =>
    postLedgerSteps(tx, merchantId, [
      {
        phase: "posted",
        debit,
        credit: creditTo,
        amount,
        code: "adjustment",
        key: `chaos-credit:${member.id}:${label}`,
      },
    ]),
  );
}
